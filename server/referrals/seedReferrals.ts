// Seeding a new tenant's referral rewards, fans' invite codes, invitations and campaign code
// pages, inside the transaction that creates the tenant (server/db/tenants.ts). Windows are
// relative to the seeding moment, so the demo's campaign is always open.
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import {
  campaignCodePages,
  campaignCodes,
  referralCodes,
  referralRedemptions,
  referralSettings,
} from './tables';

const DAY = 24 * 60 * 60 * 1000;

export interface ReferralsSeed {
  program?: { inviterCoins: number; inviteeCoins: number };
  /** Fan key → invite code (8 letters and digits of rules.ts's alphabet). */
  codes?: Record<string, string>;
  /** [invitee, inviter]: the invitee joined with the inviter's code. */
  invitations?: [string, string][];
  campaignPages?: {
    slug: string;
    title: LocalizedText;
    description: LocalizedText;
    rewardCoins: number;
    perFanLimit: number;
    totalLimit: number;
    /** Days from the seeding moment (negative: in the past). */
    startsInDays: number;
    endsInDays: number;
    sharedCodes?: string[];
    singleUseCodes?: string[];
  }[];
}

export async function seedReferrals(
  tx: TenantScope,
  seed: ReferralsSeed,
  userIds: Record<string, number>,
): Promise<void> {
  if (seed.program) await tx.insert(referralSettings, seed.program);
  for (const [fan, code] of Object.entries(seed.codes ?? {}))
    await tx.insert(referralCodes, { userId: userIds[fan], code });
  const program = seed.program ?? { inviterCoins: 0, inviteeCoins: 0 };
  for (const [invitee, inviter] of seed.invitations ?? []) {
    await tx.insert(referralRedemptions, {
      inviterId: userIds[inviter],
      inviteeId: userIds[invitee],
      ...program,
    });
  }
  const now = Date.now();
  for (const page of seed.campaignPages ?? []) {
    const { sharedCodes = [], singleUseCodes = [], startsInDays, endsInDays, ...rest } = page;
    const [row] = await tx
      .insert(campaignCodePages, {
        ...rest,
        startsAt: new Date(now + startsInDays * DAY),
        endsAt: new Date(now + endsInDays * DAY),
      })
      .returning({ id: campaignCodePages.id });
    await tx.insert(campaignCodes, [
      ...sharedCodes.map((code) => ({ pageId: row.id, code, maxUses: null })),
      ...singleUseCodes.map((code) => ({ pageId: row.id, code, maxUses: 1 })),
    ]);
  }
}
