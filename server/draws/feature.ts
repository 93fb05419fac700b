// The draws feature: treasure machines (gacha) with published odds, pity, offers,
// tickets, gacha points and provably fair draws.
import type { CommunityLoaders } from '../community/loaders';
import { defineServerFeature } from '../platform/serverFeature';
import { drawTreasureMachineResolvers } from './drawTreasureMachine';
import { createDrawLoaders } from './loaders';
import { machineResolvers } from './machineResolvers';
import { operatorResolvers } from './operatorResolvers';
import { pointsAndSeedsResolvers } from './pointsAndSeeds';
import { PRIZE_DRAW_CLOSE_JOB, prizeDrawCloseJob } from './prizeDraws/drawPrizeDraw';
import { PRIZE_DRAW_WINNERS_PUSH_JOB, prizeDrawWinnersPushJob } from './prizeDraws/winnerPush';
import { memberExtraDrawResolvers } from './prizeDraws/memberExtraDraw';
import { prizeDrawResolvers } from './prizeDraws/prizeDrawResolvers';
import { realGoodsDeliveryResolvers } from './realGoodsDeliveries';
import { requestDeliveryResolvers } from './requestDelivery';
import {
  gachaPointExchanges,
  prizeDrawEntries,
  prizeDrawPrizes,
  prizeDraws,
  treasureDraws,
  treasureMachineFanStates,
  treasureMachineOffers,
  treasureMachinePrizes,
  treasureMachineRanks,
  treasureMachineSeeds,
  treasureMachines,
  treasurePrizeDeliveries,
  treasurePulls,
  treasureTicketBalances,
  treasureTicketMovements,
} from './tables';

export const drawsFeature = defineServerFeature({
  name: 'draws',
  resolvers: [
    machineResolvers,
    drawTreasureMachineResolvers,
    pointsAndSeedsResolvers,
    operatorResolvers,
    requestDeliveryResolvers,
    realGoodsDeliveryResolvers,
    prizeDrawResolvers,
    memberExtraDrawResolvers,
  ],
  tables: {
    treasureMachines,
    treasureMachineRanks,
    treasureMachinePrizes,
    treasureMachineSeeds,
    treasureMachineOffers,
    treasureMachineFanStates,
    treasureDraws,
    treasurePrizeDeliveries,
    treasurePulls,
    treasureTicketBalances,
    treasureTicketMovements,
    gachaPointExchanges,
    prizeDraws,
    prizeDrawPrizes,
    prizeDrawEntries,
  },
  loaders: (scope, others) => createDrawLoaders(scope, others as { community: CommunityLoaders }),
  nodeTypes: {
    TreasureMachine: (loaders) => loaders.machineById,
    TreasureMachinePrize: (loaders) => loaders.prizeById,
    TreasureDraw: (loaders) => loaders.drawById,
    TreasurePull: (loaders) => loaders.pullById,
    RealGoodsDelivery: (loaders) => loaders.realGoodsDeliveryById,
    PrizeDraw: (loaders) => loaders.prizeDrawById,
    PrizeDrawEntry: (loaders) => loaders.prizeDrawEntryById,
  },
  jobs: {
    [PRIZE_DRAW_CLOSE_JOB]: prizeDrawCloseJob,
    [PRIZE_DRAW_WINNERS_PUSH_JOB]: prizeDrawWinnersPushJob,
  },
});
