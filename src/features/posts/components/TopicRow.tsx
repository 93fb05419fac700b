import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicRow_topic$key } from '../../../__generated__/TopicRow_topic.graphql';

/** One topic in a list: a link to it, with its category (unless the list is of one) and posts. */
export function TopicRow({
  topic,
  showCategory = true,
}: {
  topic: TopicRow_topic$key;
  showCategory?: boolean;
}) {
  const data = useFragment(topicRowFragment, topic);
  return (
    <UnstyledButton
      component={Link}
      to={`/topics/${encodeURIComponent(data.id)}`}
      p="sm"
      mih={56}
      display="block"
      style={{ borderRadius: 12 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          {showCategory && data.category && (
            <Text size="xs" c="dimmed">
              {data.category.name}
            </Text>
          )}
          <Text fw={700} truncate="end">
            # {data.name}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {data.description}
          </Text>
        </Stack>
        <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
          <FormattedMessage id="posts.topics.postCount" values={{ count: data.postCount }} />
        </Badge>
      </Group>
    </UnstyledButton>
  );
}

const topicRowFragment = graphql`
  fragment TopicRow_topic on Topic {
    id
    name
    description
    postCount
    category {
      name
    }
  }
`;
