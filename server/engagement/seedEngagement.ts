// Seeding a new tenant's badges, missions, step track, check-in presents and exchange, and
// voting events, inside the transaction that creates the tenant (server/db/tenants.ts).
import type { TenantScope } from '../db/tenantScope';
import type { LocalizedText } from '../platform/tables';
import {
  badges,
  checkInPresents,
  checkInStoreItems,
  missions,
  stepMissionSteps,
  userBadges,
  votingCandidates,
  votingEvents,
  type ActivityKind,
  type MissionRow,
  type StoredReward,
} from './tables';

const DAY = 24 * 60 * 60 * 1000;

interface Texts {
  title: LocalizedText;
  description: LocalizedText;
}

/** A seeded reward: a card is named by its key in the garden's cards seed. */
export type SeedReward = Omit<StoredReward, 'cardId'> & { cardKey?: string };

export interface EngagementSeed {
  badges: {
    key: string;
    name: LocalizedText;
    description: LocalizedText;
    symbol: string;
    imageUrl?: string;
  }[];
  missions: (Texts & {
    kind: ActivityKind;
    period: MissionRow['period'];
    targetCount: number;
    rewards: SeedReward[];
  })[];
  steps: { title: LocalizedText; requiredPoints: number; rewards: SeedReward[] }[];
  presents: (Texts & {
    rule: 'STREAK' | 'TOTAL';
    threshold: number;
    rewards: SeedReward[];
    imageUrl?: string;
  })[];
  storeItems: (Texts & { pricePoints: number; rewards: SeedReward[]; imageUrl?: string })[];
  /** Windows in days from the seeding: a negative closesInDays seeds a closed event. */
  votingEvents: (Texts & {
    identifier: string;
    imageUrl?: string;
    opensInDays: number;
    closesInDays: number;
    freeVotesPerDay: number;
    showCounts: boolean;
    shareRewardCoins: number;
    candidates: {
      name: LocalizedText;
      description: LocalizedText;
      imageUrl?: string;
      votes: number;
    }[];
  })[];
  /** Badges fans already earned, by fan key; `shown` next to their name in chat. */
  earnedBadges: { fan: string; badge: string; shown?: boolean }[];
}

export async function seedEngagement(
  tx: TenantScope,
  seed: EngagementSeed,
  userIds: Record<string, number>,
  /** The garden's seeded cards by key (seedCards), for card rewards. */
  cardIds: Record<string, number>,
  now = new Date(),
): Promise<void> {
  const stored = (rewards: SeedReward[]): StoredReward[] =>
    rewards.map(({ cardKey, ...reward }) => {
      if (cardKey === undefined) return reward;
      const cardId = cardIds[cardKey];
      if (cardId === undefined) throw new Error(`A reward names no seeded card: ${cardKey}`);
      return { ...reward, cardId };
    });
  const badgeIds: Record<string, number> = {};
  for (const badge of seed.badges) {
    const [row] = await tx
      .insert(badges, { ...badge, imageUrl: badge.imageUrl ?? null })
      .returning({ id: badges.id });
    badgeIds[badge.key] = row.id;
  }
  for (const earned of seed.earnedBadges) {
    await tx.insert(userBadges, {
      badgeId: badgeIds[earned.badge],
      userId: userIds[earned.fan],
      shown: earned.shown ?? false,
    });
  }
  if (seed.missions.length) {
    await tx.insert(
      missions,
      seed.missions.map((mission, position) => ({
        ...mission,
        rewards: stored(mission.rewards),
        position,
      })),
    );
  }
  if (seed.steps.length) {
    await tx.insert(
      stepMissionSteps,
      seed.steps.map((step) => ({
        ...step,
        rewards: stored(step.rewards),
        position: step.requiredPoints,
      })),
    );
  }
  if (seed.presents.length) {
    await tx.insert(
      checkInPresents,
      seed.presents.map((present) => ({
        ...present,
        rewards: stored(present.rewards),
        imageUrl: present.imageUrl ?? null,
      })),
    );
  }
  if (seed.storeItems.length) {
    await tx.insert(
      checkInStoreItems,
      seed.storeItems.map((item, position) => ({
        ...item,
        rewards: stored(item.rewards),
        imageUrl: item.imageUrl ?? null,
        position,
      })),
    );
  }
  for (const event of seed.votingEvents) {
    const { candidates, opensInDays, closesInDays, ...fields } = event;
    const [row] = await tx
      .insert(votingEvents, {
        ...fields,
        imageUrl: fields.imageUrl ?? null,
        opensAt: new Date(now.getTime() + opensInDays * DAY),
        closesAt: new Date(now.getTime() + closesInDays * DAY),
      })
      .returning({ id: votingEvents.id });
    // Seeded tallies stand for votes cast before the garden moved here (no vote rows).
    await tx.insert(
      votingCandidates,
      candidates.map(({ votes, ...candidate }, position) => ({
        ...candidate,
        imageUrl: candidate.imageUrl ?? null,
        eventId: row.id,
        position,
        voteCount: votes,
      })),
    );
  }
}
