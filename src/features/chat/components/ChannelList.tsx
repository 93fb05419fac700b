import { Button, Paper, Stack } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ChannelList_community$key } from '../../../__generated__/ChannelList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { ChannelListItem } from './ChannelListItem';

interface ChannelListProps {
  community: ChannelList_community$key;
}

const CHANNELS_PAGE_SIZE = 20;

/** The garden's channels in display order, a page at a time. */
export function ChannelList({ community }: ChannelListProps) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    channelsFragment,
    community,
  );
  const edges = data.channels.edges;

  if (edges.length === 0) {
    return <EmptyState title={<FormattedMessage id="chat.channelList.empty" />} />;
  }

  return (
    <Stack gap="xs">
      <Paper
        component="nav"
        radius="lg"
        shadow="xs"
        p={4}
        aria-label={intl.formatMessage({ id: 'chat.channelList.label' })}
      >
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <ChannelListItem channel={edge.node} />
            </li>
          ))}
        </ul>
      </Paper>
      {hasNext && (
        <Button
          variant="subtle"
          loading={isLoadingNext}
          onClick={() => loadNext(CHANNELS_PAGE_SIZE)}
        >
          <FormattedMessage id="chat.channelList.more" />
        </Button>
      )}
    </Stack>
  );
}

const channelsFragment = graphql`
  fragment ChannelList_community on Community
  @refetchable(queryName: "ChannelListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    channels(first: $count, after: $cursor) @connection(key: "ChannelList_channels") {
      edges {
        node {
          id
          ...ChannelListItem_channel
        }
      }
    }
  }
`;
