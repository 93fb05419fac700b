import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FollowersList_user$key } from '../../../__generated__/FollowersList_user.graphql';
import { FanListItem } from './FanListItem';
import { FollowList } from './FollowList';

/** The fans who follow a fan, the most recent follow first, a page at a time. */
export function FollowersList({ user }: { user: FollowersList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment FollowersList_user on User
      @refetchable(queryName: "FollowersListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        followers(first: $count, after: $cursor) @connection(key: "FollowersList_followers") {
          edges {
            node {
              id
              ...FanListItem_user
            }
          }
        }
      }
    `,
    user,
  );
  const edges = data.followers.edges;
  return (
    <FollowList
      isEmpty={edges.length === 0}
      empty={<FormattedMessage id="accounts.followList.followersEmpty" />}
      hasNext={hasNext}
      isLoadingNext={isLoadingNext}
      loadNext={loadNext}
    >
      {edges.map((edge) => (
        <li key={edge.node.id}>
          <FanListItem user={edge.node} />
        </li>
      ))}
    </FollowList>
  );
}
