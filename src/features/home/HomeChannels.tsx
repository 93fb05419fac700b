import { Anchor, Group, Paper, Stack, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomeChannels_community$key } from '../../__generated__/HomeChannels_community.graphql';
import { ChannelListItem } from '../chat/components/ChannelListItem';

/** The home page's window on the chat: the first few channels and their newest lines. */
export function HomeChannels({ community }: { community: HomeChannels_community$key }) {
  const data = useFragment(
    graphql`
      fragment HomeChannels_community on Community {
        channels(first: 3) {
          edges {
            node {
              id
              ...ChannelListItem_channel
            }
          }
        }
      }
    `,
    community,
  );
  const edges = data.channels.edges;
  if (edges.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="home-channels">
      <Group justify="space-between" px={4}>
        <Title order={2} size="h3" id="home-channels">
          <FormattedMessage id="common.home.channelsTitle" />
        </Title>
        <Anchor component={Link} to="/messages" size="sm" fw={600} py={12}>
          <FormattedMessage id="common.home.allChannels" />
        </Anchor>
      </Group>
      <Paper radius="lg" shadow="xs" p={4}>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <ChannelListItem channel={edge.node} />
            </li>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
