import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { TopicList_community$key } from '../../../__generated__/TopicList_community.graphql';
import { EmptyState } from '../../shell/EmptyState';
import { TopicListFrame } from './TopicListFrame';
import { TopicRow } from './TopicRow';

export const TOPICS_PAGE_SIZE = 20;

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
    <TopicListFrame
      label={intl.formatMessage({ id: 'posts.topics.label' })}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      onLoadNext={() => loadNext(TOPICS_PAGE_SIZE)}
    >
      {edges.map(({ node }) => (
        <li key={node.id}>
          <TopicRow topic={node} />
        </li>
      ))}
    </TopicListFrame>
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
          ...TopicRow_topic
        }
      }
    }
  }
`;
