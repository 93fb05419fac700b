import { Box, Container } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { ChatStoriesQuery } from '../../../__generated__/ChatStoriesQuery.graphql';
import { ChannelListSkeleton, MessageListSkeleton } from '../../shell/Skeletons';
import { ChannelList } from './ChannelList';
import { ChatMessageItem } from './ChatMessageItem';

// The chat's pieces over the mock garden: the channel list and message bubbles (theirs and
// the fan's own, a long unbroken line, emoji).
function ChatPieces({ show }: { show: 'channels' | 'messages' }) {
  const data = useLazyLoadQuery<ChatStoriesQuery>(
    graphql`
      query ChatStoriesQuery @relay_test_operation {
        community {
          ...ChannelList_community
        }
        node(id: "channel") {
          ... on Channel {
            messages(last: 6) {
              edges {
                node {
                  id
                  ...ChatMessageItem_message
                }
              }
            }
          }
        }
      }
    `,
    {},
  );
  if (show === 'channels')
    return (
      <Container size="sm" py="md">
        <ChannelList community={data.community} />
      </Container>
    );
  return (
    <Box p="sm" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {data.node?.messages?.edges.map((edge) => (
        <ChatMessageItem key={edge.node.id} message={edge.node} communityId="community" />
      ))}
    </Box>
  );
}

const meta: Meta<typeof ChatPieces> = {
  title: 'Chat/Pieces',
  component: ChatPieces,
  decorators: [
    (Story) => (
      <Suspense fallback={<ChannelListSkeleton />}>
        <Story />
      </Suspense>
    ),
  ],
};
export default meta;

export const ChannelListStory: StoryObj<typeof ChatPieces> = {
  name: 'Channel list',
  args: { show: 'channels' },
};
// Theirs and the fan's own, a 1,000-character unbroken line, emoji, line breaks.
const BODIES = [
  '魔王子さまの最後のセリフ、何度読んでも泣けます🌹',
  'わかります！人形の糸が光る場面も👑🎭',
  'い'.repeat(1000),
  'Today the prince smiled.\nThe puppet danced. ✨',
  '次回も楽しみ！',
];
export const Messages: StoryObj<typeof ChatPieces> = {
  args: { show: 'messages' },
  parameters: {
    relayResolvers: {
      ChatMessageConnection: () => ({ edges: BODIES.map(() => ({})) }),
      ChatMessage: (_context: unknown, generateId: () => number) => {
        const index = generateId() % BODIES.length;
        return {
          body: BODIES[index],
          viewerIsAuthor: index === 1,
          createdAt: new Date(Date.UTC(2026, 10, 21, 12, index * 7)).toISOString(),
        };
      },
    },
  },
};
export const Skeletons: StoryObj = {
  render: () => (
    <>
      <ChannelListSkeleton rows={3} />
      <MessageListSkeleton />
    </>
  ),
};
