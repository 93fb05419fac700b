import { loadQuery } from 'react-relay';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
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

const messages = defineMessages({
  missions: { id: 'common.nav.missions' },
  checkIn: { id: 'common.nav.checkIn' },
});

const fresh = { fetchPolicy: 'store-and-network' } as const;

/**
 * The engagement routes: missions and the step track, check-in with its calendar, presents
 * and exchange, voting events, and the fan's badges. Each loader starts its page's query while
 * the page's code loads.
 */
export function engagementRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: 'missions',
      handle: {
        navigation: { section: 'more', label: messages.missions, icon: 'missions', order: 20 },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<MissionsPageQuery>(
          environment,
          MissionsPageQueryNode,
          { first: MISSIONS_PAGE_SIZE },
          fresh,
        ),
      lazy: async () => ({ Component: (await import('./MissionsPage')).MissionsPage }),
    },
    {
      path: 'step-mission',
      loader: () =>
        loadQuery<StepMissionPageQuery>(environment, StepMissionPageQueryNode, {}, fresh),
      lazy: async () => ({ Component: (await import('./StepMissionPage')).StepMissionPage }),
    },
    {
      path: 'check-in',
      handle: {
        navigation: { section: 'more', label: messages.checkIn, icon: 'checkIn', order: 21 },
      } satisfies GardenRouteHandle,
      loader: () => loadQuery<CheckInPageQuery>(environment, CheckInPageQueryNode, {}, fresh),
      lazy: async () => ({ Component: (await import('./CheckInPage')).CheckInPage }),
    },
    {
      path: 'check-in/histories',
      loader: ({ request }) =>
        loadQuery<CheckInHistoriesPageQuery>(
          environment,
          CheckInHistoriesPageQueryNode,
          { month: monthParam(new URL(request.url).searchParams) },
          fresh,
        ),
      lazy: async () => ({
        Component: (await import('./CheckInHistoriesPage')).CheckInHistoriesPage,
      }),
    },
    {
      path: 'check-in/presents',
      loader: () =>
        loadQuery<CheckInPresentsPageQuery>(environment, CheckInPresentsPageQueryNode, {}, fresh),
      lazy: async () => ({
        Component: (await import('./CheckInPresentsPage')).CheckInPresentsPage,
      }),
    },
    {
      path: 'check-in/presents/:presentId',
      loader: ({ params }) =>
        loadQuery<CheckInPresentPageQuery>(
          environment,
          CheckInPresentPageQueryNode,
          { presentId: params.presentId ?? '' },
          fresh,
        ),
      lazy: async () => ({ Component: (await import('./CheckInPresentPage')).CheckInPresentPage }),
    },
    {
      path: 'check-in/stores',
      loader: () =>
        loadQuery<CheckInStoresPageQuery>(environment, CheckInStoresPageQueryNode, {}, fresh),
      lazy: async () => ({ Component: (await import('./CheckInStoresPage')).CheckInStoresPage }),
    },
    {
      path: 'voting-event/:identifier',
      loader: ({ params }) =>
        loadQuery<VotingEventPageQuery>(
          environment,
          VotingEventPageQueryNode,
          { identifier: params.identifier ?? '' },
          fresh,
        ),
      lazy: async () => ({ Component: (await import('./VotingEventPage')).VotingEventPage }),
    },
    {
      path: 'voting-event/:identifier/result',
      loader: ({ params }) =>
        loadQuery<VotingResultPageQuery>(
          environment,
          VotingResultPageQueryNode,
          { identifier: params.identifier ?? '' },
          fresh,
        ),
      lazy: async () => ({ Component: (await import('./VotingResultPage')).VotingResultPage }),
    },
    {
      path: 'voting-event/:identifier/share',
      loader: ({ params }) =>
        loadQuery<VotingSharePageQuery>(
          environment,
          VotingSharePageQueryNode,
          { identifier: params.identifier ?? '' },
          fresh,
        ),
      lazy: async () => ({ Component: (await import('./VotingSharePage')).VotingSharePage }),
    },
    {
      path: 'mypage/badges',
      loader: () => loadQuery<BadgesPageQuery>(environment, BadgesPageQueryNode, {}, fresh),
      lazy: async () => ({ Component: (await import('./BadgesPage')).BadgesPage }),
    },
  ];
}
