import { defineMessages } from 'react-intl';
import { FOLLOWS_PAGE_SIZE } from '../../../common/limits';
import type { FollowListPageQuery } from '../../__generated__/FollowListPageQuery.graphql';
import type { MyPageEditPageQuery } from '../../__generated__/MyPageEditPageQuery.graphql';
import type { MyPageQuery } from '../../__generated__/MyPageQuery.graphql';
import type { ProfilePageQuery } from '../../__generated__/ProfilePageQuery.graphql';

import type { AgreeTermsPageQuery } from '../../__generated__/AgreeTermsPageQuery.graphql';
import type { CountryOfResidenceSettingsPageQuery } from '../../__generated__/CountryOfResidenceSettingsPageQuery.graphql';
import type { DateOfBirthSettingsPageQuery } from '../../__generated__/DateOfBirthSettingsPageQuery.graphql';
import type { DeleteAccountPageQuery } from '../../__generated__/DeleteAccountPageQuery.graphql';
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
    query: pageQuery<ProfilePageQuery>(
      () => import('../../__generated__/ProfilePageQuery.graphql'),
      (params) => ({
        userId: params.userId ?? '',
        collections: COLLECTIONS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: 'follow-list',
    page: 'FollowListPage',
    query: pageQuery<FollowListPageQuery>(
      () => import('../../__generated__/FollowListPageQuery.graphql'),
      () => ({
        pageSize: FOLLOWS_PAGE_SIZE,
      }),
    ),
  },
  {
    path: 'mypage',
    page: 'MyPage',
    query: pageQuery<MyPageQuery>(() => import('../../__generated__/MyPageQuery.graphql')),
    handle: {
      navigation: { section: 'tabs', label: messages.myPage, icon: 'myPage', order: 40 },
    },
  },
  {
    path: 'mypage/edit',
    page: 'MyPageEditPage',
    // network-only: the form starts from what is saved now, not from an older visit.
    query: pageQuery<MyPageEditPageQuery>(
      () => import('../../__generated__/MyPageEditPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  // Personal info: the hub (linked from /settings) and its pages, each reading what is
  // saved now. The hub's links are named in the settings' words.
  {
    path: 'settings/personal-info',
    page: 'PersonalInfoSettingsPage',
    namespaces: ['accounts', 'settings'],
  },
  {
    path: 'settings/personal-info/date-of-birth',
    page: 'DateOfBirthSettingsPage',
    query: pageQuery<DateOfBirthSettingsPageQuery>(
      () => import('../../__generated__/DateOfBirthSettingsPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  {
    path: 'settings/personal-info/country-of-residence',
    page: 'CountryOfResidenceSettingsPage',
    query: pageQuery<CountryOfResidenceSettingsPageQuery>(
      () => import('../../__generated__/CountryOfResidenceSettingsPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
  // The e-mail, the password and the phone number live in the sign-in service: no query
  // of their own.
  { path: 'settings/personal-info/email', page: 'EmailSettingsPage' },
  { path: 'settings/personal-info/password', page: 'PasswordSettingsPage' },
  { path: 'settings/personal-info/phone-number', page: 'PhoneNumberSettingsPage' },
  {
    path: 'settings/personal-info/delete-account',
    page: 'DeleteAccountPage',
    query: pageQuery<DeleteAccountPageQuery>(
      () => import('../../__generated__/DeleteAccountPageQuery.graphql'),
    ),
  },
  { path: 'password-reset', page: 'PasswordResetPage' },
  // Sign-in methods that finish on a page of their own (the words are the shell's 'auth').
  { path: 'onboarding/sms', page: 'OnboardingSmsPage' },
  { path: 'onboarding/login', page: 'EmailLinkLandingPage' },
  {
    path: 'onboarding/agree-terms',
    page: 'AgreeTermsPage',
    query: pageQuery<AgreeTermsPageQuery>(
      () => import('../../__generated__/AgreeTermsPageQuery.graphql'),
      undefined,
      'network-only',
    ),
  },
]);
