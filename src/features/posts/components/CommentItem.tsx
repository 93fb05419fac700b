import { Group, Stack, Text } from '@mantine/core';
import { graphql, useFragment } from 'react-relay';
import type { CommentItem_comment$key } from '../../../__generated__/CommentItem_comment.graphql';
import { FanAvatar } from '../../../design/FanAvatar';
import { RelativeTime } from '../../chat/components/RelativeTime';

/** One comment under a post. */
export function CommentItem({ comment }: { comment: CommentItem_comment$key }) {
  const data = useFragment(commentFragment, comment);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" component="li">
      <FanAvatar src={data.author.avatarUrl} seed={data.author.id} size={32} />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" fw={700} truncate="end">
            {data.author.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            <RelativeTime dateTime={data.createdAt} />
          </Text>
        </Group>
        <Text size="sm" className="garden-user-content" style={{ whiteSpace: 'pre-wrap' }}>
          {data.body}
        </Text>
      </Stack>
    </Group>
  );
}

const commentFragment = graphql`
  fragment CommentItem_comment on PostComment {
    body
    createdAt
    author {
      id
      displayName
      avatarUrl
    }
  }
`;
