import { Button, Paper, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PrivateChannelList_viewer$key } from '../../../__generated__/PrivateChannelList_viewer.graphql';
import { useLastVisitedPrivateChannel } from '../../../state/privateChat';
import { EmptyState } from '../../shell/EmptyState';
import { PrivateChannelListItem } from './PrivateChannelListItem';

/** Private channels fetched per page (Viewer.privateChannels allows up to 20). */
const PRIVATE_CHANNELS_PAGE_SIZE = 20;

/**
 * The viewer's direct messages and groups, latest activity first, live: a new message or
 * request moves its channel to the top.
 */
export function PrivateChannelList({ viewer }: { viewer: PrivateChannelList_viewer$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    privateChannelsFragment,
    viewer,
  );
  const [lastVisited] = useLastVisitedPrivateChannel();
  const edges = data.privateChannels.edges;

  if (edges.length === 0) {
    return (
      <EmptyState
        title={<FormattedMessage id="chat.privateChannelList.empty" />}
        description={<FormattedMessage id="chat.privateChannelList.emptyHint" />}
      />
    );
  }
  return (
    <Stack gap="xs">
      <Paper
        component="nav"
        radius="lg"
        shadow="xs"
        p={4}
        aria-label={intl.formatMessage({ id: 'chat.privateChannelList.label' })}
      >
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <PrivateChannelListItem
                channel={edge.node}
                isLastVisited={edge.node.id === lastVisited}
              />
            </li>
          ))}
        </ul>
      </Paper>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(PRIVATE_CHANNELS_PAGE_SIZE)}
        >
          <FormattedMessage id="chat.channelList.more" />
        </Button>
      )}
    </Stack>
  );
}

const privateChannelsFragment = graphql`
  fragment PrivateChannelList_viewer on Viewer
  @refetchable(queryName: "PrivateChannelListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    privateChannels(first: $count, after: $cursor)
      @connection(key: "PrivateChannelList_privateChannels") {
      edges {
        node {
          id
          ...PrivateChannelListItem_channel
        }
      }
    }
  }
`;
