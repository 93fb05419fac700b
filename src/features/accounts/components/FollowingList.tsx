import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { FollowingList_user$key } from '../../../__generated__/FollowingList_user.graphql';
import { FanListItem } from './FanListItem';
import { FollowList } from './FollowList';

/** The fans a fan follows, the most recent follow first, a page at a time. */
export function FollowingList({ user }: { user: FollowingList_user$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment FollowingList_user on User
      @refetchable(queryName: "FollowingListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        following(first: $count, after: $cursor) @connection(key: "FollowingList_following") {
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
  const edges = data.following.edges;
  return (
    <FollowList
      isEmpty={edges.length === 0}
      empty={<FormattedMessage id="accounts.followList.followingEmpty" />}
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
