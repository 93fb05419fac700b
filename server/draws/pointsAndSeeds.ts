// The fan's own actions on a machine besides drawing: choosing a client seed, turning a
// duplicate into gacha points, and exchanging points for a chosen prize.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { CLIENT_SEED_PATTERN } from '../../common/draws/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { grantCards, revokeCardCopy } from '../cards/grantCards';
import { lotteryError, type LotteryErrorResult } from './drawErrors';
import { lockFanState } from './performDraw';
import { gachaPointExchanges, treasureMachineFanStates, treasurePulls } from './tables';

const stateOf = (machineId: number, userId: number) =>
  and(
    eq(treasureMachineFanStates.machineId, machineId),
    eq(treasureMachineFanStates.userId, userId),
  );

export const pointsAndSeedsResolvers: Resolvers = {
  Mutation: {
    setTreasureClientSeed: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      if (!CLIENT_SEED_PATTERN.test(input.clientSeed))
        return invalidInput(t, 'clientSeed', 'INVALID_FORMAT', 64);
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      const result = await runIdempotently<never>(
        db,
        { actor: identity.uid, mutation: 'setTreasureClientSeed', ...pick(input) },
        async (tx) => {
          await lockFanState(tx, machine.id, viewer.id);
          await tx.update(
            treasureMachineFanStates,
            { clientSeed: input.clientSeed },
            stateOf(machine.id, viewer.id),
          );
          return { done: true, resultRef: String(machine.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'SetTreasureClientSeedPayload',
        clientMutationId: input.clientMutationId,
        machine,
      };
    },

    convertTreasurePullToPoints: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const pullId = dbIdOf(input.pullId, 'TreasurePull');
      const pull = pullId ? await context.loaders.draws.pullById.load(pullId) : null;
      if (!pull) return notFound(t);
      const contents = await context.loaders.draws.contentsByMachineId.load(pull.machineId);
      const prize = contents.prizes.find((candidate) => candidate.id === pull.prizeId);
      if (!prize || prize.duplicatePoints === null) return lotteryError(t, 'NOT_REDEEMABLE');
      const points = prize.duplicatePoints;

      const result = await runIdempotently<LotteryErrorResult>(
        db,
        { actor: identity.uid, mutation: 'convertTreasurePullToPoints', ...pick(input) },
        async (tx) => {
          await lockFanState(tx, pull.machineId, viewer.id);
          // A duplicate: the fan still holds an earlier copy of this prize.
          const earlier = await tx.count(
            treasurePulls,
            and(
              eq(treasurePulls.userId, viewer.id),
              eq(treasurePulls.prizeId, pull.prizeId),
              lt(treasurePulls.id, pull.id),
              isNull(treasurePulls.convertedAt),
            ),
          );
          if (earlier === 0) return { done: false, refusal: lotteryError(t, 'NOT_A_DUPLICATE') };
          const converted = await tx
            .update(
              treasurePulls,
              { convertedAt: new Date() },
              and(eq(treasurePulls.id, pull.id), isNull(treasurePulls.convertedAt)),
            )
            .returning({ id: treasurePulls.id });
          if (converted.length === 0)
            return { done: false, refusal: lotteryError(t, 'NOT_A_DUPLICATE') };
          // A card turned into points leaves the fan's collection.
          if (prize.kind === 'COLLECTABLE_CARD')
            await revokeCardCopy(tx, `treasure-pull:${pull.id}`);
          await tx.update(
            treasureMachineFanStates,
            { points: sql`${treasureMachineFanStates.points} + ${points}` },
            stateOf(pull.machineId, viewer.id),
          );
          return { done: true, resultRef: String(pull.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [reloaded, machine] = await Promise.all([
        context.loaders.draws.pullById.load(pull.id),
        context.loaders.draws.machineById.load(pull.machineId),
      ]);
      if (!reloaded || !machine) throw new Error('A pull vanished after its conversion');
      return {
        __typename: 'ConvertTreasurePullToPointsPayload',
        clientMutationId: input.clientMutationId,
        pull: reloaded,
        machine,
      };
    },

    redeemGachaPoints: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const prizeId = dbIdOf(input.prizeId, 'TreasureMachinePrize');
      const prize = prizeId ? await context.loaders.draws.prizeById.load(prizeId) : null;
      if (!prize) return notFound(t);
      const cost = prize.redeemPoints;
      if (cost === null) return lotteryError(t, 'NOT_REDEEMABLE');

      const result = await runIdempotently<LotteryErrorResult | NotFoundResult>(
        db,
        { actor: identity.uid, mutation: 'redeemGachaPoints', ...pick(input) },
        async (tx) => {
          const state = await lockFanState(tx, prize.machineId, viewer.id);
          if (state.points < cost)
            return {
              done: false,
              refusal: lotteryError(t, 'NOT_ENOUGH_POINTS', null, {
                required: cost,
                available: state.points,
              }),
            };
          await tx.update(
            treasureMachineFanStates,
            { points: state.points - cost },
            stateOf(prize.machineId, viewer.id),
          );
          const [exchange] = await tx
            .insert(gachaPointExchanges, {
              machineId: prize.machineId,
              userId: viewer.id,
              prizeId: prize.id,
              points: cost,
            })
            .returning({ id: gachaPointExchanges.id });
          if (prize.kind === 'COLLECTABLE_CARD' && prize.cardId !== null) {
            const granted = await grantCards(tx, {
              userId: viewer.id,
              cardId: prize.cardId,
              count: 1,
              reference: `gacha-exchange:${exchange.id}`,
            });
            if (!granted.granted)
              return { done: false, refusal: lotteryError(t, 'SOLD_OUT', granted.remaining) };
          }
          return { done: true, resultRef: String(exchange.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const machine = await context.loaders.draws.machineById.load(prize.machineId);
      if (!machine) throw new Error('A machine vanished after a redemption');
      return {
        __typename: 'RedeemGachaPointsPayload',
        clientMutationId: input.clientMutationId,
        prize,
        machine,
      };
    },
  },
  SetTreasureClientSeedResult: { __resolveType: resolveResultType },
  ConvertTreasurePullToPointsResult: { __resolveType: resolveResultType },
  RedeemGachaPointsResult: { __resolveType: resolveResultType },
};

function pick<Input extends { clientMutationId: string }>(input: Input) {
  return { clientMutationId: input.clientMutationId, input };
}
