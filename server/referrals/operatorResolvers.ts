// Operator mutations of the referrals feature: the rewards of invite codes, and campaign code
// pages with their shared and generated codes. Role-guarded first; idempotent per
// clientMutationId.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { runIdempotently } from '../db/idempotency';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  resolveResultType,
  type InvalidInputResult,
} from '../graphql/typedErrors';
import { codesOfPage } from './campaignResolvers';
import {
  CAMPAIGN_LIMITS,
  CAMPAIGN_PAGE_ID,
  isCampaignCodeShape,
  MAX_REFERRAL_COINS,
  normalizeCode,
  randomCode,
} from './rules';
import { campaignCodePages, campaignCodes, referralSettings } from './tables';

const GENERATED_CODE_LENGTH = 10;

const within = (value: number, range: { min: number; max: number }) =>
  Number.isInteger(value) && value >= range.min && value <= range.max;

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
      const texts = {
        titleJa: cleanText(input.titleJa, 'name'),
        titleEn: cleanText(input.titleEn, 'name'),
        descriptionJa: cleanText(input.descriptionJa, 'body'),
        descriptionEn: cleanText(input.descriptionEn, 'body'),
      };
      for (const [field, text] of Object.entries(texts)) {
        const max = field.startsWith('title') ? CAMPAIGN_LIMITS.title : CAMPAIGN_LIMITS.description;
        const error = checkTextLength(t, field, text, max);
        if (error) return error;
      }
      for (const field of ['rewardCoins', 'perFanLimit', 'totalLimit', 'generateCount'] as const) {
        if (!within(input[field], CAMPAIGN_LIMITS[field]))
          return invalidInput(t, field, 'INVALID_FORMAT', CAMPAIGN_LIMITS[field].max);
      }
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      if (Number.isNaN(startsAt.getTime())) return invalidInput(t, 'startsAt', 'INVALID_FORMAT');
      if (Number.isNaN(endsAt.getTime()) || endsAt <= startsAt)
        return invalidInput(t, 'endsAt', 'INVALID_FORMAT');
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
            .insert(campaignCodePages, {
              slug: input.pageId,
              title: { ja: texts.titleJa, en: texts.titleEn },
              description: { ja: texts.descriptionJa, en: texts.descriptionEn },
              rewardCoins: input.rewardCoins,
              perFanLimit: input.perFanLimit,
              totalLimit: input.totalLimit,
              startsAt,
              endsAt,
            })
            .returning({ id: campaignCodePages.id });
          const generated = new Set<string>();
          while (generated.size < input.generateCount) {
            const code = randomCode(GENERATED_CODE_LENGTH);
            if (!shared.includes(code)) generated.add(code);
          }
          const rows = [
            ...shared.map((code) => ({ pageId: page.id, code, maxUses: null })),
            ...[...generated].map((code) => ({ pageId: page.id, code, maxUses: 1 })),
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
  },
  SetReferralProgramResult: { __resolveType: resolveResultType },
  CreateCampaignCodePageResult: { __resolveType: resolveResultType },
};
