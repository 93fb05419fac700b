import { defineMessages } from 'react-intl';
import BadgesPageQueryNode, {
  type BadgesPageQuery,
} from '../../__generated__/BadgesPageQuery.graphql';
import CheckInHistoriesPageQueryNode, {
  type CheckInHistoriesPageQuery,
} from '../../__generated__/CheckInHistoriesPageQuery.graphql';
import CheckInPageQueryNode, {
  type CheckInPageQuery,
} from '../../__generated__/CheckInPageQuery.graphql';
import CheckInPresentPageQueryNode, {
  type CheckInPresentPageQuery,
} from '../../__generated__/CheckInPresentPageQuery.graphql';
import CheckInPresentsPageQueryNode, {
  type CheckInPresentsPageQuery,
} from '../../__generated__/CheckInPresentsPageQuery.graphql';
import CheckInStoresPageQueryNode, {
  type CheckInStoresPageQuery,
} from '../../__generated__/CheckInStoresPageQuery.graphql';
import MissionsPageQueryNode, {
  type MissionsPageQuery,
} from '../../__generated__/MissionsPageQuery.graphql';
import StepMissionPageQueryNode, {
  type StepMissionPageQuery,
} from '../../__generated__/StepMissionPageQuery.graphql';
import VotingEventPageQueryNode, {
  type VotingEventPageQuery,
} from '../../__generated__/VotingEventPageQuery.graphql';
import VotingResultPageQueryNode, {
  type VotingResultPageQuery,
} from '../../__generated__/VotingResultPageQuery.graphql';
import VotingSharePageQueryNode, {
  type VotingSharePageQuery,
} from '../../__generated__/VotingSharePageQuery.graphql';
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
    query: pageQuery<MissionsPageQuery>(MissionsPageQueryNode, () => ({
      first: MISSIONS_PAGE_SIZE,
    })),
    handle: {
      navigation: { section: 'more', label: messages.missions, icon: 'missions', order: 20 },
    },
  },
  {
    path: 'step-mission',
    page: 'StepMissionPage',
    query: pageQuery<StepMissionPageQuery>(StepMissionPageQueryNode),
  },
  {
    path: 'check-in',
    page: 'CheckInPage',
    query: pageQuery<CheckInPageQuery>(CheckInPageQueryNode),
    handle: {
      navigation: { section: 'more', label: messages.checkIn, icon: 'checkIn', order: 21 },
    },
  },
  {
    path: 'check-in/histories',
    page: 'CheckInHistoriesPage',
    query: pageQuery<CheckInHistoriesPageQuery>(CheckInHistoriesPageQueryNode, (_params, url) => ({
      month: monthParam(url.searchParams),
    })),
  },
  {
    path: 'check-in/presents',
    page: 'CheckInPresentsPage',
    query: pageQuery<CheckInPresentsPageQuery>(CheckInPresentsPageQueryNode),
  },
  {
    path: 'check-in/presents/:presentId',
    page: 'CheckInPresentPage',
    query: pageQuery<CheckInPresentPageQuery>(CheckInPresentPageQueryNode, (params) => ({
      presentId: params.presentId ?? '',
    })),
  },
  {
    path: 'check-in/stores',
    page: 'CheckInStoresPage',
    query: pageQuery<CheckInStoresPageQuery>(CheckInStoresPageQueryNode),
  },
  {
    path: 'voting-event/:identifier',
    page: 'VotingEventPage',
    query: pageQuery<VotingEventPageQuery>(VotingEventPageQueryNode, (params) => ({
      identifier: params.identifier ?? '',
    })),
  },
  {
    path: 'voting-event/:identifier/result',
    page: 'VotingResultPage',
    query: pageQuery<VotingResultPageQuery>(VotingResultPageQueryNode, (params) => ({
      identifier: params.identifier ?? '',
    })),
  },
  {
    path: 'voting-event/:identifier/share',
    page: 'VotingSharePage',
    query: pageQuery<VotingSharePageQuery>(VotingSharePageQueryNode, (params) => ({
      identifier: params.identifier ?? '',
    })),
  },
  {
    path: 'mypage/badges',
    page: 'BadgesPage',
    query: pageQuery<BadgesPageQuery>(BadgesPageQueryNode),
  },
]);
