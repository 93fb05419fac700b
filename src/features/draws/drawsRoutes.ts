import { defineMessages } from 'react-intl';
import { MAX_DELIVERY_ADDRESSES } from '../../../common/storeLimits';
import type { DrawHistoryPageQuery } from '../../__generated__/DrawHistoryPageQuery.graphql';
import type { RedeemPointsPageQuery } from '../../__generated__/RedeemPointsPageQuery.graphql';
import type { TreasureMachinePageQuery } from '../../__generated__/TreasureMachinePageQuery.graphql';
import type { TreasureMachinesPageQuery } from '../../__generated__/TreasureMachinesPageQuery.graphql';
import type { VerifyPullPageQuery } from '../../__generated__/VerifyPullPageQuery.graphql';
import {
  DELIVERY_PAGE_SIZE,
  DRAW_HISTORY_PAGE_SIZE,
  REAL_GOODS_DELIVERIES_PAGE_SIZE,
  TREASURE_MACHINES_PAGE_SIZE,
} from './drawsPageSize';
import type { PrizeDeliveryFormPageQuery } from '../../__generated__/PrizeDeliveryFormPageQuery.graphql';
import type { PrizeDeliveriesPageQuery } from '../../__generated__/PrizeDeliveriesPageQuery.graphql';
import type { PrizeDeliveryConfirmPageQuery } from '../../__generated__/PrizeDeliveryConfirmPageQuery.graphql';
import type { PrizeDeliveryDonePageQuery } from '../../__generated__/PrizeDeliveryDonePageQuery.graphql';
import type { RealGoodsDeliveryPageQuery } from '../../__generated__/RealGoodsDeliveryPageQuery.graphql';
import type { PrizeDrawPageQuery } from '../../__generated__/PrizeDrawPageQuery.graphql';
import type { PrizeDrawEntryCompletePageQuery } from '../../__generated__/PrizeDrawEntryCompletePageQuery.graphql';
import type { PrizeDrawEntryHistoriesPageQuery } from '../../__generated__/PrizeDrawEntryHistoriesPageQuery.graphql';
import type { PrizeDrawEntryHistoryPageQuery } from '../../__generated__/PrizeDrawEntryHistoryPageQuery.graphql';
import type { AcquiredPrizesPageQuery } from '../../__generated__/AcquiredPrizesPageQuery.graphql';
import { deliveryChoiceOf } from './deliveryChoice';
import { ENTRY_HISTORIES_PAGE_SIZE, prizeDrawsBase } from './prizeDraws/prizeDrawPaths';

import { featureRoutes, pageQuery } from '../../routing/routeDeclaration';

const messages = defineMessages({
  treasureMachines: { id: 'common.nav.treasureMachines' },
});

const BASE = 'probability-treasure-machine';
const DELIVERY_BASE = 'store/prize/delivery';

/** The treasure machines: the list, a machine, the fan's history, redeeming points, verifying. */
export const drawsRoutes = featureRoutes('draws', [
  {
    path: BASE,
    page: 'TreasureMachinesPage',
    query: pageQuery<TreasureMachinesPageQuery>(
      () => import('../../__generated__/TreasureMachinesPageQuery.graphql'),
      () => ({
        count: TREASURE_MACHINES_PAGE_SIZE,
      }),
    ),
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
    query: pageQuery<DrawHistoryPageQuery>(
      () => import('../../__generated__/DrawHistoryPageQuery.graphql'),
      () => ({
        count: DRAW_HISTORY_PAGE_SIZE,
      }),
    ),
  },
  // Real-goods prizes (spec /store/prize/delivery/*): the fan's deliveries, then choosing
  // prizes and an address → confirming → done, and each delivery's progress. They use the
  // store's address book, in the store's words.
  {
    path: DELIVERY_BASE,
    page: 'PrizeDeliveriesPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDeliveriesPageQuery>(
      () => import('../../__generated__/PrizeDeliveriesPageQuery.graphql'),
      () => ({
        count: REAL_GOODS_DELIVERIES_PAGE_SIZE,
        awaitingCount: DELIVERY_PAGE_SIZE,
      }),
    ),
  },
  {
    path: `${DELIVERY_BASE}/form`,
    page: 'PrizeDeliveryFormPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDeliveryFormPageQuery>(
      () => import('../../__generated__/PrizeDeliveryFormPageQuery.graphql'),
      () => ({
        count: DELIVERY_PAGE_SIZE,
        addressCount: MAX_DELIVERY_ADDRESSES,
      }),
    ),
  },
  {
    path: `${DELIVERY_BASE}/confirm`,
    page: 'PrizeDeliveryConfirmPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDeliveryConfirmPageQuery>(
      () => import('../../__generated__/PrizeDeliveryConfirmPageQuery.graphql'),
      (_params, url) => deliveryChoiceOf(url.searchParams),
    ),
  },
  {
    path: `${DELIVERY_BASE}/done`,
    page: 'PrizeDeliveryDonePage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDeliveryDonePageQuery>(
      () => import('../../__generated__/PrizeDeliveryDonePageQuery.graphql'),
      (_params, url) => ({
        deliveryId: url.searchParams.get('delivery') ?? '',
      }),
    ),
  },
  {
    path: `${DELIVERY_BASE}/:realGoodsDeliveryId`,
    page: 'RealGoodsDeliveryPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<RealGoodsDeliveryPageQuery>(
      () => import('../../__generated__/RealGoodsDeliveryPageQuery.graphql'),
      (params) => ({
        deliveryId: params.realGoodsDeliveryId ?? '',
      }),
    ),
  },
  // Prize draws (懸賞, spec /prize-draws/*): a draw, its entry's completion, the fan's
  // entries (a real-goods win asks for its address there), and what an item gave.
  {
    path: `${prizeDrawsBase}/entry-histories`,
    page: 'PrizeDrawEntryHistoriesPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDrawEntryHistoriesPageQuery>(
      () => import('../../__generated__/PrizeDrawEntryHistoriesPageQuery.graphql'),
      () => ({
        count: ENTRY_HISTORIES_PAGE_SIZE,
      }),
    ),
  },
  {
    path: `${prizeDrawsBase}/entry-histories/:entryHistoryId`,
    page: 'PrizeDrawEntryHistoryPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<PrizeDrawEntryHistoryPageQuery>(
      () => import('../../__generated__/PrizeDrawEntryHistoryPageQuery.graphql'),
      (params) => ({
        entryId: params.entryHistoryId ?? '',
        addressCount: MAX_DELIVERY_ADDRESSES,
      }),
    ),
  },
  {
    path: `${prizeDrawsBase}/:prizeDrawId`,
    page: 'PrizeDrawPage',
    query: pageQuery<PrizeDrawPageQuery>(
      () => import('../../__generated__/PrizeDrawPageQuery.graphql'),
      (params) => ({
        prizeDrawId: params.prizeDrawId ?? '',
      }),
    ),
  },
  {
    path: `${prizeDrawsBase}/:prizeDrawId/entry_complete`,
    page: 'PrizeDrawEntryCompletePage',
    query: pageQuery<PrizeDrawEntryCompletePageQuery>(
      () => import('../../__generated__/PrizeDrawEntryCompletePageQuery.graphql'),
      (params) => ({ prizeDrawId: params.prizeDrawId ?? '' }),
    ),
  },
  {
    path: 'store/items/:itemId/acquired-prizes',
    page: 'AcquiredPrizesPage',
    namespaces: ['draws', 'store'],
    query: pageQuery<AcquiredPrizesPageQuery>(
      () => import('../../__generated__/AcquiredPrizesPageQuery.graphql'),
      (params) => ({
        itemId: params.itemId ?? '',
      }),
    ),
  },
  // The delivery form's first address, kept for old links.
  { path: `${BASE}/delivery`, redirect: `/${DELIVERY_BASE}/form` },
  {
    path: `${BASE}/pulls/:pullId/verify`,
    page: 'VerifyPullPage',
    query: pageQuery<VerifyPullPageQuery>(
      () => import('../../__generated__/VerifyPullPageQuery.graphql'),
      (params) => ({
        pullId: params.pullId ?? '',
      }),
    ),
  },
  {
    path: `${BASE}/:machineId`,
    page: 'TreasureMachinePage',
    query: pageQuery<TreasureMachinePageQuery>(
      () => import('../../__generated__/TreasureMachinePageQuery.graphql'),
      (params) => ({
        machineId: params.machineId ?? '',
      }),
    ),
  },
  {
    path: `${BASE}/:machineId/redeem`,
    page: 'RedeemPointsPage',
    query: pageQuery<RedeemPointsPageQuery>(
      () => import('../../__generated__/RedeemPointsPageQuery.graphql'),
      (params) => ({
        machineId: params.machineId ?? '',
      }),
    ),
  },
]);

/** The path of a machine's page. */
export const machinePath = (machineId: string) => `/${BASE}/${encodeURIComponent(machineId)}`;
export const historyPath = `/${BASE}/history`;
/** The fan's real-goods deliveries, and the steps of asking for one. */
export const deliveriesPath = `/${DELIVERY_BASE}`;
export const deliveryFormPath = `/${DELIVERY_BASE}/form`;
export const deliveryConfirmPath = `/${DELIVERY_BASE}/confirm`;
export const deliveryDonePath = `/${DELIVERY_BASE}/done`;
export const realGoodsDeliveryPath = (deliveryId: string) =>
  `/${DELIVERY_BASE}/${encodeURIComponent(deliveryId)}`;
export const verifyPath = (pullId: string) => `/${BASE}/pulls/${encodeURIComponent(pullId)}/verify`;
export const redeemPath = (machineId: string) => `${machinePath(machineId)}/redeem`;
