// Campaign code pages (/campaign-code/{pageId}) and Mutation.redeemCampaignCode: a code of
// the page grants its free coins within the page's window, at most perFanLimit times per
// fan, totalLimit times in all (single-use codes once in all). The page's row is locked
// for the redemption, so the limits hold under concurrent redemptions; the coins move in
// the same transaction. Wrong codes are counted per fan and per client address, and refused
// after a burst.
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { grantFreeCoins } from '../coins/ledger';
import { hasRole, OPERATOR_ROLES } from '../community/roles';
import { operatorCsvPath } from '../platform/operatorCsv';
import { campaignCodesCsvExport } from './campaignCodesCsv';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  rateLimited,
  resolveResultType,
  shouldBeLoggedInOrSignedUp,
} from '../graphql/typedErrors';
import { ledgerLabel } from './ledgerLabels';
import { campaignCodeError, type CampaignCodeResult } from './referralErrors';
import {
  isCampaignCodeShape,
  MAX_CODE_INPUT_LENGTH,
  normalizeCode,
  WRONG_CAMPAIGN_CODES,
} from './rules';
import {
  campaignCodeFailures,
  campaignCodePages,
  campaignCodeRedemptions,
  campaignCodes,
  type CampaignCodePageRow,
} from './tables';

function windowRefusal(page: CampaignCodePageRow, now: Date) {
  if (now < page.startsAt) return 'NOT_STARTED' as const;
  if (now >= page.endsAt) return 'ENDED' as const;
  return null;
}

export const campaignResolvers: Resolvers = {
  Community: {
    campaignCodePage: (_community, { pageId }, context) =>
      pageId.length > 64 ? null : context.loaders.referrals.campaignPageBySlug.load(pageId),
  },
  CampaignCodePage: {
    id: (page) => toGlobalId('CampaignCodePage', page.id),
    pageId: (page) => page.slug,
    title: (page, _args, { language }) => page.title[language] ?? page.title.ja ?? '',
    description: (page, _args, { language }) =>
      page.description[language] ?? page.description.ja ?? '',
    rewardCoins: (page) => page.rewardCoins,
    perFanLimit: (page) => page.perFanLimit,
    totalLimit: (page) => page.totalLimit,
    remaining: (page) => Math.max(0, page.totalLimit - page.redeemedCount),
    startsAt: (page) => page.startsAt,
    endsAt: (page) => page.endsAt,
    viewerRedemptionCount: (page, _args, context) =>
      context.loaders.referrals.viewerRedemptionCount.load(page.id),
    codesCsvPath: async (page, _args, context) =>
      hasRole(await context.loaders.community.viewerUser(), OPERATOR_ROLES)
        ? operatorCsvPath(campaignCodesCsvExport.prefix, context.tenantId, page.slug)
        : null,
  },
  Mutation: {
    redeemCampaignCode: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const pageId = dbIdOf(input.campaignCodePageId, 'CampaignCodePage');
      const page = pageId ? await context.loaders.referrals.campaignPageById.load(pageId) : null;
      if (!page) return notFound(t);
      if (input.code.length > MAX_CODE_INPUT_LENGTH)
        return invalidInput(t, 'code', 'TOO_LONG', MAX_CODE_INPUT_LENGTH);
      const code = normalizeCode(input.code);
      if (!code) return invalidInput(t, 'code', 'REQUIRED');
      const since = new Date(Date.now() - WRONG_CAMPAIGN_CODES.windowSeconds * 1000);
      const wrong = await db.count(
        campaignCodeFailures,
        and(eq(campaignCodeFailures.userId, viewer.id), gt(campaignCodeFailures.createdAt, since)),
      );
      if (wrong >= WRONG_CAMPAIGN_CODES.points)
        return rateLimited(t, WRONG_CAMPAIGN_CODES.windowSeconds);
      // Many accounts from one client address share its count of wrong codes.
      const addressKey = `${context.tenantId}:${context.clientAddress}`;
      const addressWait = await context.rateLimitWait('wrongCampaignCodesPerAddress', addressKey);
      if (addressWait !== null) return rateLimited(t, addressWait);
      const closed = windowRefusal(page, new Date());
      if (closed) return campaignCodeError(t, closed);
      const result = await runIdempotently<CampaignCodeResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'redeemCampaignCode',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const refuse = (reason: CampaignCodeResult['campaignCodeProblem']) => ({
            done: false as const,
            refusal: campaignCodeError(t, reason),
          });
          const [locked] = await tx
            .select(campaignCodePages, eq(campaignCodePages.id, page.id))
            .for('update');
          const stillClosed = windowRefusal(locked, new Date());
          if (stillClosed) return refuse(stillClosed);
          const [codeRow] = isCampaignCodeShape(code)
            ? await tx.select(
                campaignCodes,
                and(eq(campaignCodes.pageId, page.id), eq(campaignCodes.code, code)),
              )
            : [];
          if (!codeRow) return refuse('NOT_FOUND');
          const mine = await tx.selectFields(
            { codeId: campaignCodeRedemptions.codeId },
            campaignCodeRedemptions,
            and(
              eq(campaignCodeRedemptions.pageId, page.id),
              eq(campaignCodeRedemptions.userId, viewer.id),
            ),
          );
          if (mine.length >= locked.perFanLimit || mine.some((row) => row.codeId === codeRow.id))
            return refuse('ALREADY_USED');
          if (locked.redeemedCount >= locked.totalLimit) return refuse('USED_UP');
          if (codeRow.maxUses !== null && codeRow.usedCount >= codeRow.maxUses)
            return refuse('CODE_USED_UP');
          const [redemption] = await tx
            .insert(campaignCodeRedemptions, {
              pageId: page.id,
              codeId: codeRow.id,
              userId: viewer.id,
            })
            .returning({ id: campaignCodeRedemptions.id });
          await tx.update(
            campaignCodes,
            { usedCount: sql`${campaignCodes.usedCount} + 1` },
            eq(campaignCodes.id, codeRow.id),
          );
          await tx.update(
            campaignCodePages,
            { redeemedCount: sql`${campaignCodePages.redeemedCount} + 1` },
            eq(campaignCodePages.id, page.id),
          );
          await grantFreeCoins(tx, {
            userId: viewer.id,
            amount: locked.rewardCoins,
            reference: `campaign-code:${redemption.id}`,
            label: ledgerLabel('referrals.ledger.campaign', { name: locked.title }),
          });
          return { done: true, resultRef: String(page.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) {
        // Counted outside the refused transaction, so the burst limit sees it.
        if (result.refusal.campaignCodeProblem === 'NOT_FOUND') {
          await db.insert(campaignCodeFailures, { userId: viewer.id });
          await context.rateLimit('wrongCampaignCodesPerAddress', addressKey);
        }
        return result.refusal;
      }
      context.renewLoaders();
      const fresh = await context.loaders.referrals.campaignPageById.load(page.id);
      if (!fresh) throw new Error('A redeemed campaign page could not be read back');
      return {
        __typename: 'RedeemCampaignCodePayload',
        clientMutationId: input.clientMutationId,
        rewardCoins: fresh.rewardCoins,
        page: fresh,
        viewer: {},
      };
    },
  },
  RedeemCampaignCodeResult: { __resolveType: resolveResultType },
};

/** Every code of a page, oldest first (the operator's export). */
export async function codesOfPage(
  db: Parameters<typeof runIdempotently>[0],
  pageId: number,
): Promise<string[]> {
  const rows = await db
    .selectFields({ code: campaignCodes.code }, campaignCodes, eq(campaignCodes.pageId, pageId))
    .orderBy(asc(campaignCodes.id));
  return rows.map((row) => row.code);
}
