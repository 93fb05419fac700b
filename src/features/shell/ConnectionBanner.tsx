import { Button, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useStreamStatus } from '../../relay/GardenRelayProvider';
import classes from './ConnectionBanner.module.css';

/**
 * Says when live updates are not coming: offline, the stream reconnecting (quietly), or
 * paused after its retries were spent (with "retry now"). Gone while all is live; a toast
 * says so when live updates come back after a pause.
 */
export function ConnectionBanner({ offline }: { offline: boolean }) {
  const intl = useIntl();
  const { status, retryNow } = useStreamStatus();
  const wasPaused = useRef(false);

  useEffect(() => {
    if (status === 'paused') wasPaused.current = true;
    if (status !== 'live' || !wasPaused.current) return;
    wasPaused.current = false;
    notifications.show({
      message: intl.formatMessage({ id: 'common.connection.resumed' }),
      color: 'teal',
      autoClose: 3000,
    });
  }, [intl, status]);

  if (!offline && status === 'live') return null;
  const paused = !offline && status === 'paused';
  return (
    <div className={classes.banner}>
      <div className={classes.pill} role="status" data-quiet={!paused || undefined}>
        {!offline && status === 'reconnecting' && <Loader size={14} color="gray.3" />}
        <span>
          {offline
            ? intl.formatMessage({ id: 'common.offline' })
            : paused
              ? intl.formatMessage({ id: 'common.connection.paused' })
              : intl.formatMessage({ id: 'common.connection.reconnecting' })}
        </span>
        {paused && (
          <Button size="sm" h={44} variant="white" color="dark" onClick={retryNow}>
            {intl.formatMessage({ id: 'common.connection.retry' })}
          </Button>
        )}
      </div>
    </div>
  );
}
