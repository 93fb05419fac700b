// Operator mutations of treasure machines: create (in DRAFT, seed committed), edit (its
// odds, box and pity only before it opens or is drawn: updateMachine.ts), open /
// pause / close (closing reveals the seed), rotate the seed, grant tickets, and the dry
// run. Each is role-guarded first (errors as data).
import { eq } from 'drizzle-orm';
import type { CreateTreasureMachineInput, Resolvers } from '../__generated__/resolvers-types';
import { cardsHaveCoinGradeRewards } from '../cards/gradeRewards';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import type { GraphQLContext } from '../context';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import { createMachine, type MachineDefinition } from './createMachine';
import {
  lotteryError,
  treasureMachineLocked,
  type LotteryErrorResult,
  type TreasureMachineLockedResult,
} from './drawErrors';
import { dryRun } from './dryRun';
import { machineDefinitionOf, type CompleteGachaResult } from './machineInput';
import { rotateSeed } from './seeds';
import { treasureMachines } from './tables';
import { grantTickets, ticketBalance } from './tickets';
import { updateMachine } from './updateMachine';

const MAX_TICKET_GRANT = 1000;
const MAX_DRY_RUN = 100_000;

/**
 * An operator's machine, checked as createTreasureMachine checks it: the input's fields
 * (machineInput.ts), then its card prizes (of this garden, none of a category that rewards
 * coins for collecting: complete gacha).
 */
async function checkedMachineDefinition(
  context: GraphQLContext,
  input: CreateTreasureMachineInput,
): Promise<
  { definition: MachineDefinition } | { error: InvalidInputResult | CompleteGachaResult }
> {
  const { t, db } = context;
  const checked = machineDefinitionOf(t, input);
  if ('error' in checked) return checked;
  const cardIds = checked.definition.ranks.flatMap((rank) =>
    rank.prizes.flatMap((prize) => (prize.cardId ? [prize.cardId] : [])),
  );
  const cards = await Promise.all(cardIds.map((id) => context.loaders.cards.cardById.load(id)));
  // A card of another garden, or none: the same refusal (nothing tells them apart).
  if (cards.some((card) => card === null))
    return { error: invalidInput(t, 'cardId', 'INVALID_FORMAT') };
  // Cards of a category that rewards coins for collecting cannot be drawn by chance.
  if (await cardsHaveCoinGradeRewards(db, cardIds))
    return {
      error: {
        __typename: 'CompleteGachaProhibitedError',
        message: t('errors.draws.completeGacha'),
      },
    };
  return checked;
}

export const operatorResolvers: Resolvers = {
  Mutation: {
    createTreasureMachine: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const checked = await checkedMachineDefinition(context, input);
      if ('error' in checked) return checked.error;
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'createTreasureMachine',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const machine = await createMachine(tx, checked.definition);
          return { done: true, resultRef: String(machine.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const machine = await context.loaders.draws.machineById.load(Number(result.resultRef));
      if (!machine) throw new Error('A created machine could not be read back');
      return {
        __typename: 'CreateTreasureMachinePayload',
        clientMutationId: input.clientMutationId,
        machine,
      };
    },

    updateTreasureMachine: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      // The kind stays: the same checks as a new machine of that kind.
      const checked = await checkedMachineDefinition(context, { ...input, kind: machine.kind });
      if ('error' in checked) return checked.error;
      const written = await createOnce<TreasureMachineLockedResult>(
        context,
        'updateTreasureMachine',
        input,
        async (tx) => {
          const outcome = await updateMachine(tx, machine.id, checked.definition);
          return 'refusal' in outcome
            ? { refusal: treasureMachineLocked(t, outcome.refusal) }
            : outcome.machineId;
        },
      );
      if ('error' in written) return written.error;
      const updated = await context.loaders.draws.machineById.load(written.id);
      if (!updated) throw new Error('An edited machine could not be read back');
      return {
        __typename: 'UpdateTreasureMachinePayload',
        clientMutationId: input.clientMutationId,
        machine: updated,
      };
    },

    setTreasureMachineStatus: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      if (input.status === 'DRAFT') return invalidInput(t, 'status', 'INVALID_FORMAT');
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      const result = await runIdempotently<LotteryErrorResult>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'setTreasureMachineStatus',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const [locked] = await tx
            .select(treasureMachines, eq(treasureMachines.id, machine.id))
            .for('update');
          // Ended is final: its seed is public, so it can never draw again.
          if (locked.status === 'CLOSED')
            return { done: false, refusal: lotteryError(t, 'CLOSED') };
          await tx.update(
            treasureMachines,
            { status: input.status },
            eq(treasureMachines.id, machine.id),
          );
          if (input.status === 'CLOSED') await rotateSeed(tx, machine.id, { commitNext: false });
          return { done: true, resultRef: String(machine.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const reloaded = await context.loaders.draws.machineById.load(machine.id);
      if (!reloaded) throw new Error('A machine vanished after its status changed');
      return {
        __typename: 'SetTreasureMachineStatusPayload',
        clientMutationId: input.clientMutationId,
        machine: reloaded,
      };
    },

    rotateTreasureMachineSeed: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      // A box's order is fixed by its seed until the box is over: reshuffling mid-box
      // would undo the proof of the positions already drawn.
      if (machine.kind === 'STOCK' || machine.status === 'CLOSED')
        return lotteryError(t, machine.kind === 'STOCK' ? 'NOT_FOR_SALE' : 'CLOSED');
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'rotateTreasureMachineSeed',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Serialised with draws: a draw holds no lock on the machine, so lock it here
          // and let the seed change between draws, never inside one.
          await tx.select(treasureMachines, eq(treasureMachines.id, machine.id)).for('update');
          await rotateSeed(tx, machine.id, { commitNext: true });
          return { done: true, resultRef: String(machine.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'RotateTreasureMachineSeedPayload',
        clientMutationId: input.clientMutationId,
        machine,
      };
    },

    grantTreasureTickets: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t, db } = context;
      if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > MAX_TICKET_GRANT)
        return invalidInput(t, 'amount', 'INVALID_FORMAT', MAX_TICKET_GRANT);
      const userId = dbIdOf(input.userId, 'User');
      const user = userId ? await context.loaders.community.userById.load(userId) : null;
      if (!user) return notFound(t);
      const result = await runIdempotently<never>(
        db,
        {
          actor: context.identity!.uid,
          mutation: 'grantTreasureTickets',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await grantTickets(tx, {
            userId: user.id,
            amount: input.amount,
            reference: `operator-grant:${context.identity!.uid}:${input.clientMutationId}`,
            label: { ja: '運営からのチケット付与', en: 'Tickets from the garden' },
          });
          return { done: true, resultRef: String(user.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      return {
        __typename: 'GrantTreasureTicketsPayload',
        clientMutationId: input.clientMutationId,
        user,
        ticketBalance: await ticketBalance(db, user.id),
      };
    },

    dryRunTreasureMachine: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      if (!Number.isInteger(input.pulls) || input.pulls < 1 || input.pulls > MAX_DRY_RUN)
        return invalidInput(t, 'pulls', 'INVALID_FORMAT', MAX_DRY_RUN);
      const machineId = dbIdOf(input.machineId, 'TreasureMachine');
      const machine = machineId ? await context.loaders.draws.machineById.load(machineId) : null;
      if (!machine) return notFound(t);
      const contents = await context.loaders.draws.contentsByMachineId.load(machine.id);
      const run = dryRun(machine, contents, input.pulls);
      return {
        __typename: 'DryRunTreasureMachinePayload',
        clientMutationId: input.clientMutationId,
        ...run,
      };
    },
  },
  CreateTreasureMachineResult: { __resolveType: resolveResultType },
  UpdateTreasureMachineResult: { __resolveType: resolveResultType },
  SetTreasureMachineStatusResult: { __resolveType: resolveResultType },
  RotateTreasureMachineSeedResult: { __resolveType: resolveResultType },
  GrantTreasureTicketsResult: { __resolveType: resolveResultType },
  DryRunTreasureMachineResult: { __resolveType: resolveResultType },
};
