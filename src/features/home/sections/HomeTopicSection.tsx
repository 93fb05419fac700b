import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { HomeTopicSection_section$key } from '../../../__generated__/HomeTopicSection_section.graphql';
import { SectionFrame } from './SectionFrame';

/** One topic board to visit: its name, what it is about and how many posts; nothing once gone. */
export function HomeTopicSection({ section }: { section: HomeTopicSection_section$key }) {
  const data = useFragment(
    graphql`
      fragment HomeTopicSection_section on HomeTopicSection {
        title
        topic {
          id
          name
          description
          postCount
        }
      }
    `,
    section,
  );
  const { topic } = data;
  if (!topic) return null;
  return (
    <SectionFrame title={data.title} fallbackId="home.sections.topic" moreHref="/topics">
      <Card
        component={Link}
        to={`/topics/${encodeURIComponent(topic.id)}`}
        radius="lg"
        shadow="xs"
        padding="md"
      >
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={800} size="lg" truncate="end">
              # {topic.name}
            </Text>
            <Text size="sm" c="dimmed" lineClamp={2}>
              {topic.description}
            </Text>
          </Stack>
          <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
            <FormattedMessage id="home.sections.postCount" values={{ count: topic.postCount }} />
          </Badge>
        </Group>
      </Card>
    </SectionFrame>
  );
}
