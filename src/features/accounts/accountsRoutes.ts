import { defineMessages } from 'react-intl';
import { FOLLOWS_PAGE_SIZE } from '../../../common/limits';
import FollowListPageQueryNode, {
  type FollowListPageQuery,
} from '../../__generated__/FollowListPageQuery.graphql';
import MyPageEditPageQueryNode, {
  type MyPageEditPageQuery,
} from '../../__generated__/MyPageEditPageQuery.graphql';
import MyPageQueryNode, { type MyPageQuery } from '../../__generated__/MyPageQuery.graphql';
import ProfilePageQueryNode, {
  type ProfilePageQuery,
} from '../../__generated__/ProfilePageQuery.graphql';

import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';
import { COLLECTIONS_PAGE_SIZE } from '../cards/cardsPageSize';

const messages = defineMessages({ myPage: { id: 'common.nav.myPage' } });

/** Profiles, follows and my page. */
export const accountsRoutes = featureRoutes('accounts', [
  {
    path: 'profile/:userId',
    page: 'ProfilePage',
    // A profile's "Message" button opens a direct message, in the chat's words; the
    // collections the fan shows are in the cards' words.
    namespaces: ['accounts', 'chat', 'cards'],
    query: pageQuery<ProfilePageQuery>(ProfilePageQueryNode, (params) => ({
      userId: params.userId ?? '',
      collections: COLLECTIONS_PAGE_SIZE,
    })),
  },
  {
    path: 'follow-list',
    page: 'FollowListPage',
    query: pageQuery<FollowListPageQuery>(FollowListPageQueryNode, () => ({
      pageSize: FOLLOWS_PAGE_SIZE,
    })),
  },
  {
    path: 'mypage',
    page: 'MyPage',
    query: pageQuery<MyPageQuery>(MyPageQueryNode),
    handle: {
      navigation: { section: 'tabs', label: messages.myPage, icon: 'myPage', order: 40 },
    },
  },
  {
    path: 'mypage/edit',
    page: 'MyPageEditPage',
    // network-only: the form starts from what is saved now, not from an older visit.
    query: pageQuery<MyPageEditPageQuery>(MyPageEditPageQueryNode, undefined, 'network-only'),
  },
]);
