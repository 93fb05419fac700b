// Mutation.drawTreasureMachine: one pull or a ten-draw, idempotent per clientMutationId.
// The transaction is performDraw's; a refusal (closed, sold out, not enough coins or
// tickets) writes nothing.
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { emitActivity } from '../engagement/activityLog';
import { dbIdOf, fromGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { performDraw, type DrawRefusal } from './performDraw';

export const drawTreasureMachineResolvers: Resolvers = {
  Mutation: {
    drawTreasureMachine: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      if (input.pulls !== 1 && input.pulls !== 10)
        return invalidInput(t, 'pulls', 'INVALID_FORMAT');
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      let offerId: number | null = null;
      if (input.offerId) {
        const decoded = fromGlobalId(input.offerId);
        if (decoded?.type !== 'TreasureMachineOffer') return notFound(t);
        offerId = decoded.dbId;
      }

      const result = await runIdempotently<DrawRefusal>(
        db,
        {
          actor: identity.uid,
          mutation: 'drawTreasureMachine',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const outcome = await performDraw(tx, t, {
            machineId: machine.id,
            userId: viewer.id,
            pulls: input.pulls as 1 | 10,
            payment: input.payment,
            offerId,
          });
          // The "treasure machine draw" missions count each draw, in the draw's transaction.
          if (outcome.done) {
            await emitActivity(tx, {
              userId: viewer.id,
              kind: 'TREASURE_MACHINE_DRAW',
              sourceKey: `draw:${outcome.resultRef}`,
            });
          }
          return outcome;
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const draw = await context.loaders.draws.drawById.load(Number(result.resultRef));
      const reloaded = await context.loaders.draws.machineById.load(machine.id);
      if (!draw || !reloaded) throw new Error('A draw vanished after it was made');
      return {
        __typename: 'DrawTreasureMachinePayload',
        clientMutationId: input.clientMutationId,
        draw,
        machine: reloaded,
      };
    },
  },
  DrawTreasureMachineResult: { __resolveType: resolveResultType },
};
