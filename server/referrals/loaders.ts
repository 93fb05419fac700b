// Per-request loaders of the referrals feature, through the tenant scope.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { DEFAULT_REFERRAL_REWARDS } from './rules';
import {
  campaignCodePages,
  campaignCodeRedemptions,
  referralRedemptions,
  referralSettings,
  type CampaignCodePageRow,
} from './tables';

const countAll = sql<number>`count(*)::int`;

export interface ReferralProgramValues {
  inviterCoins: number;
  inviteeCoins: number;
}

export interface ReferralsLoaders {
  campaignPageById: NodeLoader<CampaignCodePageRow>;
  campaignPageBySlug: BatchLoader<string, CampaignCodePageRow | null>;
  program(): Promise<ReferralProgramValues>;
  /** How many fans joined with this fan's code. */
  invitedCount: BatchLoader<number, number>;
  /** The fan whose code this fan used, if any. */
  inviterOf: BatchLoader<number, number | null>;
  /** Codes of a campaign page the viewer redeemed. */
  viewerRedemptionCount: BatchLoader<number, number>;
}

export function createReferralsLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): ReferralsLoaders {
  let program: Promise<ReferralProgramValues> | undefined;
  return {
    campaignPageById: db.rowsById(campaignCodePages),
    campaignPageBySlug: createBatchLoader(
      async (slugs: string[]) =>
        new Map(
          (await db.select(campaignCodePages, inArray(campaignCodePages.slug, slugs))).map(
            (row) => [row.slug, row],
          ),
        ),
      null,
    ),
    program: () =>
      (program ??= db
        .select(referralSettings)
        .then(([row]) =>
          row
            ? { inviterCoins: row.inviterCoins, inviteeCoins: row.inviteeCoins }
            : { ...DEFAULT_REFERRAL_REWARDS },
        )),
    invitedCount: createBatchLoader(async (userIds: number[]) => {
      const rows = await db
        .selectFields(
          { inviterId: referralRedemptions.inviterId, count: countAll },
          referralRedemptions,
          inArray(referralRedemptions.inviterId, userIds),
        )
        .groupBy(referralRedemptions.inviterId);
      return new Map(rows.map((row) => [row.inviterId, Number(row.count)]));
    }, 0),
    inviterOf: createBatchLoader(async (userIds: number[]) => {
      const rows = await db.selectFields(
        { inviteeId: referralRedemptions.inviteeId, inviterId: referralRedemptions.inviterId },
        referralRedemptions,
        inArray(referralRedemptions.inviteeId, userIds),
      );
      return new Map(rows.map((row) => [row.inviteeId, row.inviterId]));
    }, null),
    viewerRedemptionCount: createBatchLoader(async (pageIds: number[]) => {
      const viewer = await others.community.viewerUser();
      if (!viewer) return new Map<number, number>();
      const rows = await db
        .selectFields(
          { pageId: campaignCodeRedemptions.pageId, count: countAll },
          campaignCodeRedemptions,
          and(
            inArray(campaignCodeRedemptions.pageId, pageIds),
            eq(campaignCodeRedemptions.userId, viewer.id),
          ),
        )
        .groupBy(campaignCodeRedemptions.pageId);
      return new Map(rows.map((row) => [row.pageId, Number(row.count)]));
    }, 0),
  };
}
