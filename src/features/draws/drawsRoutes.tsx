import { loadQuery } from 'react-relay';
import { MAX_DELIVERY_ADDRESSES } from '../../../common/storeLimits';
import { defineMessages } from 'react-intl';
import type { RouteObject } from 'react-router-dom';
import type { IEnvironment } from 'relay-runtime';
import type { GardenRouteHandle } from '../shell/navigation/navigation';
import DrawHistoryPageQueryNode, {
  type DrawHistoryPageQuery,
} from '../../__generated__/DrawHistoryPageQuery.graphql';
import RedeemPointsPageQueryNode, {
  type RedeemPointsPageQuery,
} from '../../__generated__/RedeemPointsPageQuery.graphql';
import TreasureMachinePageQueryNode, {
  type TreasureMachinePageQuery,
} from '../../__generated__/TreasureMachinePageQuery.graphql';
import TreasureMachinesPageQueryNode, {
  type TreasureMachinesPageQuery,
} from '../../__generated__/TreasureMachinesPageQuery.graphql';
import VerifyPullPageQueryNode, {
  type VerifyPullPageQuery,
} from '../../__generated__/VerifyPullPageQuery.graphql';
import {
  DELIVERY_PAGE_SIZE,
  DRAW_HISTORY_PAGE_SIZE,
  TREASURE_MACHINES_PAGE_SIZE,
} from './drawsPageSize';
import PrizeDeliveryPageQueryNode, {
  type PrizeDeliveryPageQuery,
} from '../../__generated__/PrizeDeliveryPageQuery.graphql';

const messages = defineMessages({
  treasureMachines: { id: 'common.nav.treasureMachines' },
});

const BASE = 'probability-treasure-machine';

/** The treasure machines: the list, a machine, the fan's history, redeeming points, verifying. */
export function drawsRoutes(environment: IEnvironment): RouteObject[] {
  return [
    {
      path: BASE,
      handle: {
        navigation: {
          section: 'more',
          label: messages.treasureMachines,
          icon: 'treasure',
          order: 40,
        },
      } satisfies GardenRouteHandle,
      loader: () =>
        loadQuery<TreasureMachinesPageQuery>(
          environment,
          TreasureMachinesPageQueryNode,
          { count: TREASURE_MACHINES_PAGE_SIZE },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TreasureMachinesPage } = await import('./TreasureMachinesPage');
        return { Component: TreasureMachinesPage };
      },
    },
    {
      path: `${BASE}/history`,
      loader: () =>
        loadQuery<DrawHistoryPageQuery>(
          environment,
          DrawHistoryPageQueryNode,
          { count: DRAW_HISTORY_PAGE_SIZE },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { DrawHistoryPage } = await import('./DrawHistoryPage');
        return { Component: DrawHistoryPage };
      },
    },
    {
      path: `${BASE}/delivery`,
      loader: () =>
        loadQuery<PrizeDeliveryPageQuery>(
          environment,
          PrizeDeliveryPageQueryNode,
          { count: DELIVERY_PAGE_SIZE, addressCount: MAX_DELIVERY_ADDRESSES },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { PrizeDeliveryPage } = await import('./PrizeDeliveryPage');
        return { Component: PrizeDeliveryPage };
      },
    },
    {
      path: `${BASE}/pulls/:pullId/verify`,
      loader: ({ params }) =>
        loadQuery<VerifyPullPageQuery>(
          environment,
          VerifyPullPageQueryNode,
          { pullId: params.pullId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { VerifyPullPage } = await import('./VerifyPullPage');
        return { Component: VerifyPullPage };
      },
    },
    {
      path: `${BASE}/:machineId`,
      loader: ({ params }) =>
        loadQuery<TreasureMachinePageQuery>(
          environment,
          TreasureMachinePageQueryNode,
          { machineId: params.machineId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { TreasureMachinePage } = await import('./TreasureMachinePage');
        return { Component: TreasureMachinePage };
      },
    },
    {
      path: `${BASE}/:machineId/redeem`,
      loader: ({ params }) =>
        loadQuery<RedeemPointsPageQuery>(
          environment,
          RedeemPointsPageQueryNode,
          { machineId: params.machineId ?? '' },
          { fetchPolicy: 'store-and-network' },
        ),
      lazy: async () => {
        const { RedeemPointsPage } = await import('./RedeemPointsPage');
        return { Component: RedeemPointsPage };
      },
    },
  ];
}

/** The path of a machine's page. */
export const machinePath = (machineId: string) => `/${BASE}/${encodeURIComponent(machineId)}`;
export const historyPath = `/${BASE}/history`;
export const deliveryPath = `/${BASE}/delivery`;
export const verifyPath = (pullId: string) => `/${BASE}/pulls/${encodeURIComponent(pullId)}/verify`;
export const redeemPath = (machineId: string) => `${machinePath(machineId)}/redeem`;
