import { defineMessages } from 'react-intl';
import { MAX_DELIVERY_ADDRESSES } from '../../../common/storeLimits';
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

import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({
  treasureMachines: { id: 'common.nav.treasureMachines' },
});

const BASE = 'probability-treasure-machine';

/** The treasure machines: the list, a machine, the fan's history, redeeming points, verifying. */
export const drawsRoutes = featureRoutes('draws', [
  {
    path: BASE,
    page: 'TreasureMachinesPage',
    query: pageQuery<TreasureMachinesPageQuery>(TreasureMachinesPageQueryNode, () => ({
      count: TREASURE_MACHINES_PAGE_SIZE,
    })),
    handle: {
      navigation: {
        section: 'more',
        label: messages.treasureMachines,
        icon: 'treasure',
        order: 40,
      },
    },
  },
  {
    path: `${BASE}/history`,
    page: 'DrawHistoryPage',
    query: pageQuery<DrawHistoryPageQuery>(DrawHistoryPageQueryNode, () => ({
      count: DRAW_HISTORY_PAGE_SIZE,
    })),
  },
  {
    path: `${BASE}/delivery`,
    page: 'PrizeDeliveryPage',
    // The prize delivery chooses from the store's address book, in the store's words.
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDeliveryPageQuery>(PrizeDeliveryPageQueryNode, () => ({
      count: DELIVERY_PAGE_SIZE,
      addressCount: MAX_DELIVERY_ADDRESSES,
    })),
  },
  {
    path: `${BASE}/pulls/:pullId/verify`,
    page: 'VerifyPullPage',
    query: pageQuery<VerifyPullPageQuery>(VerifyPullPageQueryNode, (params) => ({
      pullId: params.pullId ?? '',
    })),
  },
  {
    path: `${BASE}/:machineId`,
    page: 'TreasureMachinePage',
    query: pageQuery<TreasureMachinePageQuery>(TreasureMachinePageQueryNode, (params) => ({
      machineId: params.machineId ?? '',
    })),
  },
  {
    path: `${BASE}/:machineId/redeem`,
    page: 'RedeemPointsPage',
    query: pageQuery<RedeemPointsPageQuery>(RedeemPointsPageQueryNode, (params) => ({
      machineId: params.machineId ?? '',
    })),
  },
]);

/** The path of a machine's page. */
export const machinePath = (machineId: string) => `/${BASE}/${encodeURIComponent(machineId)}`;
export const historyPath = `/${BASE}/history`;
export const deliveryPath = `/${BASE}/delivery`;
export const verifyPath = (pullId: string) => `/${BASE}/pulls/${encodeURIComponent(pullId)}/verify`;
export const redeemPath = (machineId: string) => `${machinePath(machineId)}/redeem`;
