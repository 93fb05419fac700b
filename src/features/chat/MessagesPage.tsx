import { Alert, Button, Container, Stack, Tabs, Text, Title } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useSearchParams } from 'react-router-dom';
import type { MessagesPageQuery } from '../../__generated__/MessagesPageQuery.graphql';
import { useRequireMember } from '../auth/useRequireMember';
import { ChannelList } from './components/ChannelList';
import { PrivateChannelList } from './components/PrivateChannelList';
import { usePageQueryRef } from '../../routing/routeQueries';

type MessagesTab = 'channels' | 'direct';

/** /messages. The route's loader has already started the query. */
export function MessagesPage() {
  return <MessagesView queryRef={usePageQueryRef<MessagesPageQuery>()} />;
}

/**
 * The garden's channels, and for members a second tab with their direct messages
 * (?tab=direct), with an invitation to join for visitors who have not.
 */
export function MessagesView({ queryRef }: { queryRef: PreloadedQuery<MessagesPageQuery> }) {
  const data = usePreloadedQuery<MessagesPageQuery>(messagesPageQuery, queryRef);
  const { community } = data;
  const hasJoined = data.viewer.joinedCommunity != null;
  const requireMember = useRequireMember();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: MessagesTab =
    hasJoined && searchParams.get('tab') === 'direct' ? 'direct' : 'channels';
  return (
    <Container size="sm" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            <FormattedMessage id="chat.messages.title" />
          </Title>
          <Text c="dimmed" size="sm">
            <FormattedMessage
              id="chat.messages.description"
              values={{ communityName: community.name }}
            />
          </Text>
        </div>
        {!hasJoined && (
          <Alert variant="light">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">
                <FormattedMessage id="chat.messages.joinPrompt" />
              </Text>
              <Button size="sm" h={44} onClick={() => requireMember()}>
                <FormattedMessage id="chat.messages.joinButton" />
              </Button>
            </Stack>
          </Alert>
        )}
        {hasJoined ? (
          <Tabs
            value={tab}
            onChange={(next) =>
              setSearchParams(next === 'direct' ? { tab: 'direct' } : {}, { replace: true })
            }
            variant="pills"
            radius="xl"
          >
            <Tabs.List mb="sm">
              <Tabs.Tab value="channels">
                <FormattedMessage id="chat.messages.channelsTab" />
              </Tabs.Tab>
              <Tabs.Tab value="direct">
                <FormattedMessage id="chat.messages.directTab" />
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="channels">
              <ChannelList community={community} />
            </Tabs.Panel>
            <Tabs.Panel value="direct">
              {tab === 'direct' && <PrivateChannelList viewer={data.viewer} />}
            </Tabs.Panel>
          </Tabs>
        ) : (
          <ChannelList community={community} />
        )}
      </Stack>
    </Container>
  );
}

// The route table imports the compiled artifact of this query, not this module, so the
// page's code can load in parallel with its data.
const messagesPageQuery = graphql`
  query MessagesPageQuery {
    community {
      name
      ...ChannelList_community
    }
    viewer {
      ...PrivateChannelList_viewer
      joinedCommunity {
        # The same selection as requireMember()'s, so the store answers it without a request.
        # eslint-disable-next-line relay/unused-fields
        id
      }
    }
  }
`;
