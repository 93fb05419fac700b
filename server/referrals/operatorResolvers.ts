// Operator mutations of the referrals feature: the rewards of invite codes, and campaign code
// pages with their shared and generated codes: create, edit (limits not below what is used),
// close now and generate more codes. Role-guarded first; idempotent per clientMutationId.
import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import type { CreateCampaignCodePageInput, Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import { codesOfPage } from './campaignResolvers';
import { limitBelowUse, type CampaignCodeLimitBelowUseResult } from './referralErrors';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_PAGE_ID,
  isCampaignCodeShape,
  MAX_REFERRAL_COINS,
  normalizeCode,
  randomCode,
} from './rules';
import {
  campaignCodePages,
  campaignCodeRedemptions,
  campaignCodes,
  referralSettings,
  type CampaignCodePageRow,
} from './tables';

const GENERATED_CODE_LENGTH = 10;

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

type CampaignFieldsInput = Pick<
  CreateCampaignCodePageInput,
  | 'titleJa'
  | 'titleEn'
  | 'descriptionJa'
  | 'descriptionEn'
  | 'rewardCoins'
  | 'perFanLimit'
  | 'totalLimit'
  | 'startsAt'
  | 'endsAt'
>;

/** A campaign page's own fields, checked the same for a new page and an edit. */
function campaignFieldsOf(
  t: Translate,
  input: CampaignFieldsInput,
):
  | { error: InvalidInputResult }
  | {
      values: Pick<
        CampaignCodePageRow,
        | 'title'
        | 'description'
        | 'rewardCoins'
        | 'perFanLimit'
        | 'totalLimit'
        | 'startsAt'
        | 'endsAt'
      >;
    } {
  const texts = {
    titleJa: cleanText(input.titleJa, 'name'),
    titleEn: cleanText(input.titleEn, 'name'),
    descriptionJa: cleanText(input.descriptionJa, 'body'),
    descriptionEn: cleanText(input.descriptionEn, 'body'),
  };
  for (const [field, text] of Object.entries(texts)) {
    const max = field.startsWith('title') ? CAMPAIGN_LIMITS.title : CAMPAIGN_LIMITS.description;
    const error = checkTextLength(t, field, text, max);
    if (error) return { error };
  }
  for (const field of ['rewardCoins', 'perFanLimit', 'totalLimit'] as const) {
    if (!within(input[field], CAMPAIGN_LIMITS[field]))
      return { error: invalidInput(t, field, 'INVALID_FORMAT', CAMPAIGN_LIMITS[field].max) };
  }
  const startsAt = new Date(input.startsAt);
  const endsAt = new Date(input.endsAt);
  if (Number.isNaN(startsAt.getTime()))
    return { error: invalidInput(t, 'startsAt', 'INVALID_FORMAT') };
  if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt)
    return { error: invalidInput(t, 'endsAt', 'INVALID_FORMAT') };
  return {
    values: {
      title: { ja: texts.titleJa, en: texts.titleEn },
      description: { ja: texts.descriptionJa, en: texts.descriptionEn },
      rewardCoins: input.rewardCoins,
      perFanLimit: input.perFanLimit,
      totalLimit: input.totalLimit,
      startsAt,
      endsAt,
    },
  };
}

/** `count` new single-use codes, none of them among `taken`. */
function newCodes(count: number, taken: string[]): string[] {
  const existing = new Set(taken);
  const generated = new Set<string>();
  while (generated.size < count) {
    const code = randomCode(GENERATED_CODE_LENGTH);
    if (!existing.has(code)) generated.add(code);
  }
  return [...generated];
}

function campaignPageOf(context: GraphQLContext, globalId: string) {
  const id = dbIdOf(globalId, 'CampaignCodePage');
  return id ? context.loaders.referrals.campaignPageById.load(id) : Promise.resolve(null);
}

async function pagePayload(context: GraphQLContext, clientMutationId: string, pageId: number) {
  const page = await context.loaders.referrals.campaignPageById.load(pageId);
  if (!page) throw new Error('An edited campaign page could not be read back');
  return { __typename: 'CampaignCodePagePayload' as const, clientMutationId, page };
}

export const referralOperatorResolvers: Resolvers = {
  Mutation: {
    setReferralProgram: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      for (const field of ['inviterCoins', 'inviteeCoins'] as const) {
        if (!within(input[field], { min: 0, max: MAX_REFERRAL_COINS }))
          return invalidInput(t, field, 'INVALID_FORMAT', MAX_REFERRAL_COINS);
      }
      const result = await runIdempotently(
        context.db,
        {
          actor: context.identity?.uid ?? '',
          mutation: 'setReferralProgram',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const values = { inviterCoins: input.inviterCoins, inviteeCoins: input.inviteeCoins };
          await tx.insert(referralSettings, values).onConflictDoUpdate({
            target: referralSettings.tenantId,
            set: { ...values, updatedAt: new Date() },
          });
          return { done: true, resultRef: 'set' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'SetReferralProgramPayload',
        clientMutationId: input.clientMutationId,
        referralProgram: await context.loaders.referrals.program(),
      };
    },
    createCampaignCodePage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      if (!CAMPAIGN_PAGE_ID.test(input.pageId)) return invalidInput(t, 'pageId', 'INVALID_FORMAT');
      const fields = campaignFieldsOf(t, input);
      if ('error' in fields) return fields.error;
      if (!within(input.generateCount, CAMPAIGN_LIMITS.generateCount))
        return invalidInput(
          t,
          'generateCount',
          'INVALID_FORMAT',
          CAMPAIGN_LIMITS.generateCount.max,
        );
      if (input.sharedCodes.length > CAMPAIGN_LIMITS.sharedCodes)
        return invalidInput(t, 'sharedCodes', 'TOO_LONG', CAMPAIGN_LIMITS.sharedCodes);
      const shared = [...new Set(input.sharedCodes.map(normalizeCode))];
      if (shared.some((code) => !isCampaignCodeShape(code)))
        return invalidInput(t, 'sharedCodes', 'INVALID_FORMAT');
      if (shared.length === 0 && input.generateCount === 0)
        return invalidInput(t, 'sharedCodes', 'REQUIRED');
      const created = await createOnce<InvalidInputResult>(
        context,
        'createCampaignCodePage',
        input,
        async (tx) => {
          const taken = await tx.count(campaignCodePages, eq(campaignCodePages.slug, input.pageId));
          if (taken > 0) return { refusal: invalidInput(t, 'pageId', 'INVALID_FORMAT') };
          const [page] = await tx
            .insert(campaignCodePages, { slug: input.pageId, ...fields.values })
            .returning({ id: campaignCodePages.id });
          const rows = [
            ...shared.map((code) => ({ pageId: page.id, code, maxUses: null })),
            ...newCodes(input.generateCount, shared).map((code) => ({
              pageId: page.id,
              code,
              maxUses: 1,
            })),
          ];
          await tx.insert(campaignCodes, rows);
          return page.id;
        },
      );
      if ('error' in created) return created.error;
      const page = await context.loaders.referrals.campaignPageById.load(created.id);
      if (!page) throw new Error('A created campaign page could not be read back');
      return {
        __typename: 'CreateCampaignCodePagePayload',
        clientMutationId: input.clientMutationId,
        page,
        codes: await codesOfPage(context.db, page.id),
      };
    },
    updateCampaignCodePage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const page = await campaignPageOf(context, input.campaignCodePageId);
      if (!page) return notFound(t);
      const fields = campaignFieldsOf(t, input);
      if ('error' in fields) return fields.error;
      const written = await createOnce<CampaignCodeLimitBelowUseResult>(
        context,
        'updateCampaignCodePage',
        input,
        async (tx) => {
          // Serialised with redemptions, which count under this lock.
          const [locked] = await tx
            .select(campaignCodePages, eq(campaignCodePages.id, page.id))
            .for('update');
          if (input.totalLimit < locked.redeemedCount)
            return { refusal: limitBelowUse(t, 'totalLimit', locked.redeemedCount) };
          const [mostByOneFan] = await tx
            .selectFields(
              { count: sql<number>`count(*)::int` },
              campaignCodeRedemptions,
              eq(campaignCodeRedemptions.pageId, page.id),
            )
            .groupBy(campaignCodeRedemptions.userId)
            .orderBy(desc(sql`count(*)`))
            .limit(1);
          const perFanUsed = Number(mostByOneFan?.count ?? 0);
          if (input.perFanLimit < perFanUsed)
            return { refusal: limitBelowUse(t, 'perFanLimit', perFanUsed) };
          await tx.update(campaignCodePages, fields.values, eq(campaignCodePages.id, page.id));
          return page.id;
        },
      );
      if ('error' in written) return written.error;
      return pagePayload(context, input.clientMutationId, written.id);
    },
    closeCampaignCodePage: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const page = await campaignPageOf(context, input.campaignCodePageId);
      if (!page) return notFound(context.t);
      const written = await createOnce(context, 'closeCampaignCodePage', input, async (tx) => {
        const now = new Date();
        const [locked] = await tx
          .select(campaignCodePages, eq(campaignCodePages.id, page.id))
          .for('update');
        // An ended campaign keeps its end; one not started ends unopened.
        if (locked.endsAt > now)
          await tx.update(
            campaignCodePages,
            { endsAt: now, startsAt: locked.startsAt < now ? locked.startsAt : now },
            eq(campaignCodePages.id, page.id),
          );
        return page.id;
      });
      if ('error' in written) return written.error;
      return pagePayload(context, input.clientMutationId, written.id);
    },
    generateCampaignCodes: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const { t } = context;
      const page = await campaignPageOf(context, input.campaignCodePageId);
      if (!page) return notFound(t);
      const range = { min: 1, max: CAMPAIGN_LIMITS.generateCount.max };
      if (!within(input.count, range)) return invalidInput(t, 'count', 'INVALID_FORMAT', range.max);
      const result = await runIdempotently<never>(
        context.db,
        {
          actor: context.identity?.uid ?? '',
          mutation: 'generateCampaignCodes',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Two generations of one page run one after the other: their ids do not interleave.
          await tx.select(campaignCodePages, eq(campaignCodePages.id, page.id)).for('update');
          const existing = await codesOfPage(tx, page.id);
          const rows = await tx
            .insert(
              campaignCodes,
              newCodes(input.count, existing).map((code) => ({
                pageId: page.id,
                code,
                maxUses: 1,
              })),
            )
            .returning({ id: campaignCodes.id });
          const ids = rows.map((row) => row.id);
          return { done: true, resultRef: `${Math.min(...ids)}-${Math.max(...ids)}` };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const [first, last] = result.resultRef.split('-').map(Number);
      const fresh = await context.loaders.referrals.campaignPageById.load(page.id);
      if (!fresh) throw new Error('A campaign page vanished after its codes were generated');
      const codes = await context.db
        .selectFields(
          { code: campaignCodes.code },
          campaignCodes,
          and(eq(campaignCodes.pageId, page.id), between(campaignCodes.id, first, last)),
        )
        .orderBy(asc(campaignCodes.id));
      return {
        __typename: 'GenerateCampaignCodesPayload',
        clientMutationId: input.clientMutationId,
        page: fresh,
        codes: codes.map((row) => row.code),
      };
    },
  },
  SetReferralProgramResult: { __resolveType: resolveResultType },
  UpdateCampaignCodePageResult: { __resolveType: resolveResultType },
  CloseCampaignCodePageResult: { __resolveType: resolveResultType },
  GenerateCampaignCodesResult: { __resolveType: resolveResultType },
  CreateCampaignCodePageResult: { __resolveType: resolveResultType },
};
