import { defineMessages } from 'react-intl';
import type { BadgesPageQuery } from '../../__generated__/BadgesPageQuery.graphql';
import type { CheckInHistoriesPageQuery } from '../../__generated__/CheckInHistoriesPageQuery.graphql';
import type { CheckInPageQuery } from '../../__generated__/CheckInPageQuery.graphql';
import type { CheckInPresentPageQuery } from '../../__generated__/CheckInPresentPageQuery.graphql';
import type { CheckInPresentsPageQuery } from '../../__generated__/CheckInPresentsPageQuery.graphql';
import type { CheckInStoresPageQuery } from '../../__generated__/CheckInStoresPageQuery.graphql';
import type { MissionsPageQuery } from '../../__generated__/MissionsPageQuery.graphql';
import type { StepMissionPageQuery } from '../../__generated__/StepMissionPageQuery.graphql';
import type { VotingEventPageQuery } from '../../__generated__/VotingEventPageQuery.graphql';
import type { VotingResultPageQuery } from '../../__generated__/VotingResultPageQuery.graphql';
import type { VotingSharePageQuery } from '../../__generated__/VotingSharePageQuery.graphql';
import { monthParam } from './checkInMonth';
import { MISSIONS_PAGE_SIZE } from './missionsPageSize';

import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({
  missions: { id: 'common.nav.missions' },
  checkIn: { id: 'common.nav.checkIn' },
});

/**
 * The engagement routes: missions and the step track, check-in with its calendar, presents
 * and exchange, voting events, and the fan's badges.
 */
export const engagementRoutes = featureRoutes('engagement', [
  {
    path: 'missions',
    page: 'MissionsPage',
    query: pageQuery<MissionsPageQuery>(
      () => import('../../__generated__/MissionsPageQuery.graphql'),
      () => ({
        first: MISSIONS_PAGE_SIZE,
      }),
    ),
    handle: {
      navigation: { section: 'more', label: messages.missions, icon: 'missions', order: 20 },
    },
  },
  {
    path: 'step-mission',
    page: 'StepMissionPage',
    query: pageQuery<StepMissionPageQuery>(
      () => import('../../__generated__/StepMissionPageQuery.graphql'),
    ),
  },
  {
    path: 'check-in',
    page: 'CheckInPage',
    query: pageQuery<CheckInPageQuery>(
      () => import('../../__generated__/CheckInPageQuery.graphql'),
    ),
    handle: {
      navigation: { section: 'more', label: messages.checkIn, icon: 'checkIn', order: 21 },
    },
  },
  {
    path: 'check-in/histories',
    page: 'CheckInHistoriesPage',
    query: pageQuery<CheckInHistoriesPageQuery>(
      () => import('../../__generated__/CheckInHistoriesPageQuery.graphql'),
      (_params, url) => ({
        month: monthParam(url.searchParams),
      }),
    ),
  },
  {
    path: 'check-in/presents',
    page: 'CheckInPresentsPage',
    query: pageQuery<CheckInPresentsPageQuery>(
      () => import('../../__generated__/CheckInPresentsPageQuery.graphql'),
    ),
  },
  {
    path: 'check-in/presents/:presentId',
    page: 'CheckInPresentPage',
    query: pageQuery<CheckInPresentPageQuery>(
      () => import('../../__generated__/CheckInPresentPageQuery.graphql'),
      (params) => ({
        presentId: params.presentId ?? '',
      }),
    ),
  },
  {
    path: 'check-in/stores',
    page: 'CheckInStoresPage',
    query: pageQuery<CheckInStoresPageQuery>(
      () => import('../../__generated__/CheckInStoresPageQuery.graphql'),
    ),
  },
  {
    path: 'voting-event/:identifier',
    page: 'VotingEventPage',
    query: pageQuery<VotingEventPageQuery>(
      () => import('../../__generated__/VotingEventPageQuery.graphql'),
      (params) => ({
        identifier: params.identifier ?? '',
      }),
    ),
  },
  {
    path: 'voting-event/:identifier/result',
    page: 'VotingResultPage',
    query: pageQuery<VotingResultPageQuery>(
      () => import('../../__generated__/VotingResultPageQuery.graphql'),
      (params) => ({
        identifier: params.identifier ?? '',
      }),
    ),
  },
  {
    path: 'voting-event/:identifier/share',
    page: 'VotingSharePage',
    query: pageQuery<VotingSharePageQuery>(
      () => import('../../__generated__/VotingSharePageQuery.graphql'),
      (params) => ({
        identifier: params.identifier ?? '',
      }),
    ),
  },
  {
    path: 'mypage/badges',
    page: 'BadgesPage',
    query: pageQuery<BadgesPageQuery>(() => import('../../__generated__/BadgesPageQuery.graphql')),
  },
]);
