// The lines above and below a channel's loaded messages: older messages to load (or the
// channel's beginning), and newer ones loading or to load below a linked message's page.
import { Box, Button, Center, Loader, Text } from '@mantine/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { EmptyState } from '../../shell/EmptyState';

// Declared here so `npm run check:i18n` sees both ids of the list's top line.
const topLineMessages = defineMessages({
  beginning: { id: 'chat.messageList.beginning' },
  empty: { id: 'chat.messageList.empty' },
});

/**
 * The line above the oldest loaded message, the same height whether it offers older
 * messages or says the channel starts there: the last older page must not move the log.
 */
// A size xs button (Mantine's --button-height-xs, set on buttons only) and its padding.
const TOP_LINE_HEIGHT = 'calc(1.875rem * var(--mantine-scale) + 2 * var(--mantine-spacing-xs))';

export function MessageLogTopLine({
  hasOlder,
  isLoadingOlder,
  isEmpty,
  onLoadOlder,
}: {
  hasOlder: boolean;
  isLoadingOlder: boolean;
  isEmpty: boolean;
  onLoadOlder(): void;
}) {
  return (
    <Box pt="sm" px="sm">
      {hasOlder ? (
        <Center h={TOP_LINE_HEIGHT}>
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={isLoadingOlder}>
            <FormattedMessage id="chat.messageList.loadOlder" />
          </Button>
        </Center>
      ) : !isEmpty ? (
        <Center h={TOP_LINE_HEIGHT}>
          <Text ta="center" size="xs" c="dimmed">
            <FormattedMessage {...topLineMessages.beginning} />
          </Text>
        </Center>
      ) : (
        <EmptyState title={<FormattedMessage {...topLineMessages.empty} />} />
      )}
    </Box>
  );
}

export function MessageLogBottomLine({
  isLoadingNewer,
  canLoadNewer,
  onLoadNewer,
}: {
  isLoadingNewer: boolean;
  canLoadNewer: boolean;
  onLoadNewer(): void;
}) {
  return (
    <Box pb="sm" px="sm">
      {isLoadingNewer && (
        <Center py="xs">
          <Loader size="xs" />
        </Center>
      )}
      {canLoadNewer && (
        <Center py="xs">
          <Button variant="subtle" size="xs" onClick={onLoadNewer}>
            <FormattedMessage id="chat.messageList.loadNewer" />
          </Button>
        </Center>
      )}
    </Box>
  );
}
