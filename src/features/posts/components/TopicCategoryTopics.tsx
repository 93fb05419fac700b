import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TopicCategoryTopics_topicCategory$key } from '../../../__generated__/TopicCategoryTopics_topicCategory.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { TOPICS_PAGE_SIZE } from './TopicList';
import { TopicListFrame } from './TopicListFrame';
import { TopicRow } from './TopicRow';

/** The topics of one category, in display order. */
export function TopicCategoryTopics({
  topicCategory,
}: {
  topicCategory: TopicCategoryTopics_topicCategory$key;
}) {
  const intl = useIntl();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    topicCategoryTopicsFragment,
    topicCategory,
  );
  const edges = data.topics.edges;
  if (edges.length === 0) {
    return <EmptyState title={<FormattedMessage id="posts.topicCategory.empty" />} />;
  }
  return (
    <TopicListFrame
      label={intl.formatMessage({ id: 'posts.topicCategory.label' }, { name: data.name })}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadNext={() => loadNext(TOPICS_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <li key={node.id}>
          <TopicRow topic={node} showCategory={false} />
        </li>
      ))}
    </TopicListFrame>
  );
}

const topicCategoryTopicsFragment = graphql`
  fragment TopicCategoryTopics_topicCategory on TopicCategory
  @refetchable(queryName: "TopicCategoryTopicsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
    name
    topics(first: $count, after: $cursor) @connection(key: "TopicCategoryTopics_topics") {
      edges {
        node {
          id
          ...TopicRow_topic
        }
      }
    }
  }
`;
