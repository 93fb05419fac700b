import { Badge, Button, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { TopicList_community$key } from '../../../__generated__/TopicList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';

const TOPICS_PAGE_SIZE = 20;

/** The garden's topics in display order, each with its category and how many posts. */
export function TopicList({ community }: { community: TopicList_community$key }) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    topicsFragment,
    community,
  );
  const edges = data.topics.edges;
  if (edges.length === 0) {
    return <EmptyState title={<FormattedMessage id="posts.topics.empty" />} />;
  }
  return (
    <Stack gap="xs">
      <Paper
        component="nav"
        radius="lg"
        shadow="xs"
        p={4}
        aria-label={intl.formatMessage({ id: 'posts.topics.label' })}
      >
        <Stack component="ul" gap={0} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <UnstyledButton
                component={Link}
                to={`/topics/${encodeURIComponent(node.id)}`}
                p="sm"
                mih={56}
                display="block"
                style={{ borderRadius: 12 }}
              >
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    {node.category && (
                      <Text size="xs" c="dimmed">
                        {node.category.name}
                      </Text>
                    )}
                    <Text fw={700} truncate="end">
                      # {node.name}
                    </Text>
                    <Text size="sm" c="dimmed" lineClamp={1}>
                      {node.description}
                    </Text>
                  </Stack>
                  <Badge variant="light" color="plum" style={{ flexShrink: 0 }}>
                    <FormattedMessage
                      id="posts.topics.postCount"
                      values={{ count: node.postCount }}
                    />
                  </Badge>
                </Group>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Paper>
      {hasNext && (
        <Button variant="subtle" loading={isLoadingNext} onClick={() => loadNext(TOPICS_PAGE_SIZE)}>
          <FormattedMessage id="posts.more" />
        </Button>
      )}
    </Stack>
  );
}

const topicsFragment = graphql`
  fragment TopicList_community on Community
  @refetchable(queryName: "TopicListPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    topics(first: $count, after: $cursor) @connection(key: "TopicList_topics") {
      edges {
        node {
          id
          name
          description
          postCount
          category {
            name
          }
        }
      }
    }
  }
`;
