// Giving a fan the rewards of a mission, step, present or store item, inside the transaction
// that earned them. Each (reference, kind) is granted once (reward_grants' unique key); coins go
// through the coin ledger, cards through the cards' grant (edition numbers, grade rewards),
// treasure-machine tickets through their balance, badges and step points here. The kinds whose
// feature has not landed yet (NFT, level-up items), and a limited card whose edition ran out,
// stay recorded with deliveredAt null for an operator (or that feature) to pick up.
import { eq, sql } from 'drizzle-orm';
import { grantCards } from '../cards/grantCards';
import { grantFreeCoins } from '../coins/ledger';
import { grantTickets } from '../draws/tickets';
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import { engagementClock } from './clock';
import { badges, rewardGrants, stepMissionPoints, userBadges, type StoredReward } from './tables';

export interface RewardGrant {
  userId: number;
  rewards: StoredReward[];
  /** What earned them, unique per earning: `mission:3:2026-11-22`. */
  reference: string;
  /** Shown in the fan's coin history. */
  label: LocalizedText;
}

export async function grantRewards(tx: TenantScope, grant: RewardGrant): Promise<void> {
  for (const reward of grant.rewards) {
    const [recorded] = await tx
      .insert(rewardGrants, {
        userId: grant.userId,
        reference: grant.reference,
        kind: reward.kind,
        amount: reward.amount,
        badgeKey: reward.badgeKey ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: rewardGrants.id });
    if (!recorded) continue;
    if (await deliver(tx, grant, reward)) {
      await tx.update(
        rewardGrants,
        { deliveredAt: engagementClock.now() },
        eq(rewardGrants.id, recorded.id),
      );
    }
  }
}

async function deliver(tx: TenantScope, grant: RewardGrant, reward: StoredReward) {
  switch (reward.kind) {
    case 'COIN':
      await grantFreeCoins(tx, {
        userId: grant.userId,
        amount: reward.amount,
        // The ledger's references are the garden's: each fan's earning names the fan.
        reference: `${grant.reference}:fan:${grant.userId}`,
        label: grant.label,
      });
      return true;
    case 'STEP_MISSION_POINT':
      await tx
        .insert(stepMissionPoints, { userId: grant.userId, points: reward.amount })
        .onConflictDoUpdate({
          target: stepMissionPoints.userId,
          set: { points: sql`${stepMissionPoints.points} + ${reward.amount}` },
        });
      return true;
    case 'PROFILE_BADGE':
      return reward.badgeKey ? awardBadge(tx, grant.userId, reward.badgeKey) : false;
    case 'COLLECTABLE_CARD': {
      if (!reward.cardId) return false;
      const granted = await grantCards(tx, {
        userId: grant.userId,
        cardId: reward.cardId,
        count: reward.amount,
        reference: `${grant.reference}:fan:${grant.userId}`,
      });
      return granted.granted;
    }
    case 'TREASURE_MACHINE_TICKET':
      await grantTickets(tx, {
        userId: grant.userId,
        amount: reward.amount,
        reference: `${grant.reference}:fan:${grant.userId}`,
        label: grant.label,
      });
      return true;
    default:
      return false;
  }
}

/** Gives a fan a badge of the garden by key (once); false when the garden has no such badge. */
export async function awardBadge(tx: TenantScope, userId: number, badgeKey: string) {
  const [badge] = await tx.select(badges, eq(badges.key, badgeKey)).limit(1);
  if (!badge) return false;
  await tx.insert(userBadges, { badgeId: badge.id, userId }).onConflictDoNothing();
  return true;
}
