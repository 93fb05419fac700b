// Resolvers of treasure machines and what hangs off them: ranks and prizes with their
// published odds, offers, seeds, and the viewer's state, draws and pulls.
import { and, asc, desc, inArray, lt } from 'drizzle-orm';
import { MAX_TREASURE_PAGE_SIZE } from '../../common/draws/limits';
import { formatPercent } from '../../common/draws/odds';
import type { Resolvers } from '../__generated__/resolvers-types';
import {
  checkPageSize,
  decodeCursor,
  emptyPage,
  encodeCursor,
  offsetAfter,
  pageOf,
} from '../graphql/cursor';
import { encodeGlobalId, toGlobalId } from '../graphql/globalId';
import { pickLocalized } from '../graphql/language';
import { pityRuleOf } from './machineContents';
import { coinsPerPull, machineOdds, prizeProbability, viewerExpectedPulls } from './machineOdds';
import { treasureDraws, treasureMachines } from './tables';

const DEFAULT_PAGE_SIZE = 20;

export const machineResolvers: Resolvers = {
  Query: {
    // Open machines first, then maintenance, then ended; drafts never (offset pages: few rows).
    treasureMachines: async (_parent, args, { t, db }) => {
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TREASURE_PAGE_SIZE);
      const offset = offsetAfter(t, args.after);
      const rows = await db
        .select(
          treasureMachines,
          inArray(treasureMachines.status, ['OPEN', 'MAINTENANCE', 'CLOSED']),
        )
        .orderBy(
          asc(treasureMachines.status),
          asc(treasureMachines.position),
          asc(treasureMachines.id),
        )
        .limit(size + 1)
        .offset(offset);
      const indexed = rows.map((row, index) => ({ row, index: offset + index }));
      const result = pageOf(
        indexed,
        size,
        (entry) => encodeCursor('offset', entry.index),
        offset > 0,
      );
      return { ...result, edges: result.edges.map((edge) => ({ ...edge, node: edge.node.row })) };
    },
  },
  Viewer: {
    treasureDraws: async (_parent, args, context) => {
      const { t, db } = context;
      const size = checkPageSize(t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TREASURE_PAGE_SIZE);
      const beforeId = args.after ? decodeCursor(t, 'treasureDrawId', args.after) : null;
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return emptyPage();
      const rows = await db
        .select(
          treasureDraws,
          and(
            // Only the viewer's own draws, ever.
            inArray(treasureDraws.userId, [viewer.id]),
            beforeId !== null ? lt(treasureDraws.id, beforeId) : undefined,
          ),
        )
        .orderBy(desc(treasureDraws.id))
        .limit(size + 1);
      return pageOf(rows, size, (row) => encodeCursor('treasureDrawId', row.id), beforeId !== null);
    },
    treasureTicketBalance: (_viewer, _args, context) => context.loaders.draws.viewerTicketBalance(),
  },
  TreasureMachine: {
    id: (machine) => toGlobalId('TreasureMachine', machine.id),
    name: (machine, _args, { language }) => pickLocalized(machine.name, language),
    description: (machine, _args, { language }) => pickLocalized(machine.description, language),
    lotteryKind: (machine) => machine.kind,
    pity: async (machine, _args, context) => {
      const rule = pityRuleOf(machine);
      if (!rule) return null;
      const contents = await context.loaders.draws.contentsByMachineId.load(machine.id);
      const rank = contents.ranks.find((candidate) => candidate.id === rule.rankId);
      return rank ? { rank, threshold: rule.threshold } : null;
    },
    ranks: async (machine, _args, context) =>
      (await context.loaders.draws.contentsByMachineId.load(machine.id)).ranks,
    offers: (machine, _args, context) => context.loaders.draws.offersByMachineId.load(machine.id),
    boxRemaining: (machine) => machine.boxSize - machine.boxDrawn,
    currentSeed: async (machine, _args, context) =>
      (await context.loaders.draws.seedsByMachineId.load(machine.id)).find(
        (seed) => seed.revealedAt === null,
      ) ?? null,
    revealedSeeds: async (machine, _args, context) =>
      (await context.loaders.draws.seedsByMachineId.load(machine.id)).filter(
        (seed) => seed.revealedAt !== null,
      ),
    viewerState: async (machine, _args, context) => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return null;
      const state = await context.loaders.draws.viewerStateByMachineId.load(machine.id);
      const pityCount = state?.pityCount ?? 0;
      return {
        clientSeed: state?.clientSeed ?? '',
        nonce: state?.nonce ?? 0,
        pityCount,
        pullsToPity:
          machine.pityThreshold !== null ? Math.max(machine.pityThreshold - pityCount, 1) : null,
        points: state?.points ?? 0,
        ticketBalance: await context.loaders.draws.viewerTicketBalance(),
      };
    },
  },
  TreasureMachineRank: {
    id: (rank) => encodeGlobalId('TreasureMachineRank', rank.id),
    name: (rank, _args, { language }) => pickLocalized(rank.name, language),
    probability: async (rank, _args, context) => rankProbability(context, rank),
    probabilityText: async (rank, _args, context) =>
      formatPercent(await rankProbability(context, rank)),
    prizes: async (rank, _args, context) => {
      const contents = await context.loaders.draws.contentsByMachineId.load(rank.machineId);
      const order = contents.table.ranks.find((entry) => entry.id === rank.id)?.items ?? [];
      const byId = new Map(contents.prizes.map((prize) => [prize.id, prize]));
      return order.flatMap((item) => byId.get(item.id) ?? []);
    },
  },
  TreasureMachinePrize: {
    id: (prize) => toGlobalId('TreasureMachinePrize', prize.id),
    name: (prize, _args, { language }) => pickLocalized(prize.name, language),
    description: (prize, _args, { language }) => pickLocalized(prize.description, language),
    rankCode: async (prize, _args, context) =>
      (await context.loaders.draws.contentsByMachineId.load(prize.machineId)).ranks.find(
        (rank) => rank.id === prize.rankId,
      )?.code ?? '',
    probability: (prize, _args, context) => prizeProbability(context, prize),
    probabilityText: async (prize, _args, context) =>
      formatPercent(await prizeProbability(context, prize)),
    stock: async (prize, _args, context) => {
      const machine = await context.loaders.draws.machineById.load(prize.machineId);
      return machine?.kind === 'STOCK' ? prize.stock : null;
    },
    remaining: async (prize, _args, context) => {
      const machine = await context.loaders.draws.machineById.load(prize.machineId);
      if (!machine || machine.kind !== 'STOCK') return null;
      const { remaining } = await machineOdds(context, machine);
      return remaining?.get(prize.id) ?? 0;
    },
    viewerExpectedPulls: (prize, _args, context) => viewerExpectedPulls(context, prize),
    viewerExpectedCoins: async (prize, _args, context) => {
      const machine = await context.loaders.draws.machineById.load(prize.machineId);
      const pulls = await viewerExpectedPulls(context, prize);
      const price = machine ? coinsPerPull(machine) : null;
      return pulls === null || price === null ? null : Math.round(pulls * price);
    },
    viewerOwnedCount: async (prize, _args, context) =>
      (await context.loaders.draws.viewerHeldByMachineId.load(prize.machineId)).get(prize.id) ?? 0,
  },
  TreasureMachineOffer: {
    id: (offer) => encodeGlobalId('TreasureMachineOffer', offer.id),
    label: (offer, _args, { language }) => pickLocalized(offer.label, language),
    viewerRemaining: async (offer, _args, context) =>
      Math.max(
        offer.perFanLimit - (await context.loaders.draws.viewerOfferUsesById.load(offer.id)),
        0,
      ),
  },
  TreasureMachineSeed: {
    id: (seed) => encodeGlobalId('TreasureMachineSeed', seed.id),
    // Secret until revealed: the whole proof rests on this.
    serverSeed: (seed) => (seed.revealedAt ? seed.serverSeed : null),
  },
  TreasureDryRunRow: {
    configured: (row) => row.configured,
  },
  TreasureDraw: {
    id: (draw) => toGlobalId('TreasureDraw', draw.id),
    machine: async (draw, _args, context) => {
      const machine = await context.loaders.draws.machineById.load(draw.machineId);
      if (!machine) throw new Error('The machine of a draw is missing');
      return machine;
    },
    pulls: (draw, _args, context) => context.loaders.draws.pullsByDrawId.load(draw.id),
  },
  TreasurePull: {
    id: (pull) => toGlobalId('TreasurePull', pull.id),
    prize: async (pull, _args, context) => {
      const contents = await context.loaders.draws.contentsByMachineId.load(pull.machineId);
      const prize = contents.prizes.find((candidate) => candidate.id === pull.prizeId);
      if (!prize) throw new Error('The prize of a pull is missing');
      return prize;
    },
    isDuplicate: async (pull, _args, context) => {
      const first = await context.loaders.draws.viewerFirstPullIdByPrizeId.load(pull.prizeId);
      return first !== null && first < pull.id;
    },
    convertedToPoints: (pull) => pull.convertedAt !== null,
    delivery: async (pull, _args, context) => {
      const contents = await context.loaders.draws.contentsByMachineId.load(pull.machineId);
      const prize = contents.prizes.find((candidate) => candidate.id === pull.prizeId);
      if (prize?.kind !== 'REAL_GOODS') return 'NONE';
      return pull.deliveryRequestedAt ? 'REQUESTED' : 'AWAITING_ADDRESS';
    },
    seed: async (pull, _args, context) => {
      const seed = await context.loaders.draws.seedById.load(pull.seedId);
      if (!seed) throw new Error('The seed of a pull is missing');
      return seed;
    },
    draw: async (pull, _args, context) => {
      const draw = await context.loaders.draws.drawById.load(pull.drawId);
      if (!draw) throw new Error('The draw of a pull is missing');
      return draw;
    },
  },
};

async function rankProbability(
  context: Parameters<typeof machineOdds>[0],
  rank: { id: number; machineId: number },
): Promise<number> {
  const machine = await context.loaders.draws.machineById.load(rank.machineId);
  if (!machine) return 0;
  const { odds } = await machineOdds(context, machine);
  return odds.find((entry) => entry.rankId === rank.id)?.probability ?? 0;
}
