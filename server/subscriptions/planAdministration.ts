// Operators' mutations on the garden's membership plans: create, update, archive. Role
// guarded; each once per clientMutationId (createOnce). A changed price is for new
// members: a membership keeps the price it was taken at.
import { eq } from 'drizzle-orm';
import type { MembershipPlanFields, Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { dbIdOf } from '../graphql/globalId';
import { cleanText, isBlank } from '../graphql/textRules';
import { invalidInput, notFound, type InvalidInputResult } from '../graphql/typedErrors';
import { membershipPlans, type MembershipPlanRow } from './tables';

export const MIN_MONTHLY_PRICE = 100;
export const MAX_MONTHLY_PRICE = 100_000;
const MAX_NAME_LENGTH = 60;
const MAX_DESCRIPTION_LENGTH = 1000;

type PlanValues = Pick<
  MembershipPlanRow,
  'name' | 'description' | 'monthlyPrice' | 'taxRatePercent' | 'perks'
>;

/** The plan's columns from the operator's fields, or the first field that is wrong. */
function planValues(
  context: GraphQLContext,
  fields: MembershipPlanFields,
): PlanValues | InvalidInputResult {
  const { t } = context;
  const texts = {
    nameJa: [cleanText(fields.nameJa, 'name'), MAX_NAME_LENGTH],
    nameEn: [cleanText(fields.nameEn, 'name'), MAX_NAME_LENGTH],
    descriptionJa: [cleanText(fields.descriptionJa, 'body'), MAX_DESCRIPTION_LENGTH],
    descriptionEn: [cleanText(fields.descriptionEn, 'body'), MAX_DESCRIPTION_LENGTH],
  } as const;
  for (const [field, [text, max]] of Object.entries(texts)) {
    if (isBlank(text)) return invalidInput(t, field, 'REQUIRED');
    if (text.length > max) return invalidInput(t, field, 'TOO_LONG', max);
  }
  if (
    !Number.isInteger(fields.monthlyPrice) ||
    fields.monthlyPrice < MIN_MONTHLY_PRICE ||
    fields.monthlyPrice > MAX_MONTHLY_PRICE
  )
    return invalidInput(t, 'monthlyPrice', 'INVALID_FORMAT');
  if (fields.taxRatePercent !== 10 && fields.taxRatePercent !== 8)
    return invalidInput(t, 'taxRatePercent', 'INVALID_FORMAT');
  return {
    name: { ja: texts.nameJa[0], en: texts.nameEn[0] },
    description: { ja: texts.descriptionJa[0], en: texts.descriptionEn[0] },
    monthlyPrice: fields.monthlyPrice,
    taxRatePercent: fields.taxRatePercent,
    perks: [...new Set(fields.perks)],
  };
}

async function planPayload(context: GraphQLContext, id: number, clientMutationId: string) {
  const plan = await context.loaders.subscriptions.planById.load(id);
  if (!plan) throw new Error(`The plan ${id} vanished`);
  return { __typename: 'MembershipPlanPayload' as const, clientMutationId, plan };
}

/** The plan an operator names, or null for an id not of this garden. */
async function planOf(context: GraphQLContext, globalId: string) {
  const id = dbIdOf(globalId, 'MembershipPlan');
  return id === null ? null : context.loaders.subscriptions.planById.load(id);
}

export const planAdministrationResolvers: Resolvers = {
  Mutation: {
    createMembershipPlan: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const values = planValues(context, input.plan);
      if ('__typename' in values) return values;
      const written = await createOnce(context, 'createMembershipPlan', input, async (tx) => {
        const [plan] = await tx.insert(membershipPlans, values).returning();
        return plan.id;
      });
      if ('error' in written) return written.error;
      return planPayload(context, written.id, input.clientMutationId);
    },
    updateMembershipPlan: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const plan = await planOf(context, input.planId);
      if (!plan) return notFound(context.t);
      const values = planValues(context, input.plan);
      if ('__typename' in values) return values;
      const written = await createOnce(context, 'updateMembershipPlan', input, async (tx) => {
        await tx.update(membershipPlans, values, eq(membershipPlans.id, plan.id));
        return plan.id;
      });
      if ('error' in written) return written.error;
      return planPayload(context, written.id, input.clientMutationId);
    },
    archiveMembershipPlan: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const plan = await planOf(context, input.planId);
      if (!plan) return notFound(context.t);
      const written = await createOnce(context, 'archiveMembershipPlan', input, async (tx) => {
        await tx.update(
          membershipPlans,
          { archivedAt: plan.archivedAt ?? new Date() },
          eq(membershipPlans.id, plan.id),
        );
        return plan.id;
      });
      if ('error' in written) return written.error;
      return planPayload(context, written.id, input.clientMutationId);
    },
  },
};
