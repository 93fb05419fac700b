import { loadQuery } from 'react-relay';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import { FOLLOWS_PAGE_SIZE } from '../../../common/limits';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import FollowListPageQueryNode, {
  type FollowListPageQuery,
} from '../../__generated__/FollowListPageQuery.graphql';
import MyPageEditPageQueryNode, {
  type MyPageEditPageQuery,
} from '../../__generated__/MyPageEditPageQuery.graphql';
import MyPageQueryNode, { type MyPageQuery } from '../../__generated__/MyPageQuery.graphql';
import { COLLECTIONS_PAGE_SIZE } from '../cards/cardsPageSize';
import ProfilePageQueryNode, {
  type ProfilePageQuery,
} from '../../__generated__/ProfilePageQuery.graphql';

const messages = defineMessages({ myPage: { id: 'common.nav.myPage' } });

/**
 * Profiles and my page. Each loader starts its page's query while the page's code
 * loads; store-and-network shows a profile seen before at once, then refreshes it.
 */
export function accountsRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'profile/:userId',
      loader: ({ params }) =>
        loadQuery<ProfilePageQuery>(
          environment,
          ProfilePageQueryNode,
          { userId: params.userId ?? '', collections: COLLECTIONS_PAGE_SIZE },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => ({ Component: (await import('./ProfilePage')).ProfilePage }),
    },
    {
      path: 'follow-list',
      loader: () =>
        loadQuery<FollowListPageQuery>(
          environment,
          FollowListPageQueryNode,
          { pageSize: FOLLOWS_PAGE_SIZE },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => ({ Component: (await import('./FollowListPage')).FollowListPage }),
    },
    {
      path: 'mypage',
      handle: {
        navigation: { section: 'tabs', label: messages.myPage, icon: 'myPage', order: 40 },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<MyPageQuery>(
          environment,
          MyPageQueryNode,
          {},
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => ({ Component: (await import('./MyPage')).MyPage }),
    },
    {
      path: 'mypage/edit',
      loader: () =>
        // network-only: the form starts from what is saved now, not from an older visit.
        loadQuery<MyPageEditPageQuery>(
          environment,
          MyPageEditPageQueryNode,
          {},
          { fetchPolicy: 'network-only' },
        ),
      lazy: async () => ({ Component: (await import('./MyPageEditPage')).MyPageEditPage }),
    },
  ];
}
