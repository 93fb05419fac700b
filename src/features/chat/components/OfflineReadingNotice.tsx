import { Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

// The server (and hydration) draw the channel as online.
const isOffline = () => !navigator.onLine;
const onServer = () => false;

/**
 * Above a channel read without a connection: the messages are the ones saved on this device
 * when the fan last opened it (src/relay/offlinePages.ts), so newer ones may be missing.
 */
export function OfflineReadingNotice() {
  const intl = useIntl();
  const offline = useSyncExternalStore(subscribe, isOffline, onServer);
  if (!offline) return null;
  return (
    <Text
      role="status"
      data-offline-reading
      size="sm"
      px="sm"
      py={6}
      style={{
        background: 'var(--mantine-color-default-hover)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      {intl.formatMessage({ id: 'chat.channel.offlineReading' })}
    </Text>
  );
}
