// Seeding a new tenant's supporter seasons and the fans' activity in them, inside the
// transaction that creates the tenant (server/db/tenants.ts). Windows are whole Tokyo days
// relative to the seeding moment, so the demo's season is always open; each season's end
// job is scheduled as an operator's season would be.
import type { TenantScope } from '../db/tenantScope';
import { activityEvents, type ActivityKind } from '../engagement/tables';
import { addDays, nextDay, tokyoDay, tokyoMidnight } from '../engagement/tokyoCalendar';
import type { LocalizedText } from '../platform/tables';
import { scheduleSeasonEnd } from './seasonEnd';
import { supporterRankPreferences, supporterSeasons, type StoredSupporterRank } from './tables';

const HOUR = 60 * 60 * 1000;

export interface SupporterRankSeed {
  seasons: {
    title: LocalizedText;
    description: LocalizedText;
    /** Tokyo days from the seeding day (negative: in the past). */
    firstDayOffset: number;
    lastDayOffset: number;
    countsSpending: boolean;
    ranks: StoredSupporterRank[];
  }[];
  /** Fan key → how many of each activity they did in the last days (spread over them). */
  activity?: Record<string, Partial<Record<ActivityKind, number>>>;
  /** Fans who chose to appear as anonymous supporters. */
  anonymous?: string[];
}

export async function seedSupporterRank(
  tx: TenantScope,
  seed: SupporterRankSeed,
  userIds: Record<string, number>,
): Promise<void> {
  const now = new Date();
  const today = tokyoDay(now);
  for (const season of seed.seasons) {
    const { firstDayOffset, lastDayOffset, ...rest } = season;
    const [row] = await tx
      .insert(supporterSeasons, {
        ...rest,
        startsAt: tokyoMidnight(addDays(today, firstDayOffset)),
        endsAt: tokyoMidnight(nextDay(addDays(today, lastDayOffset))),
      })
      .returning({ id: supporterSeasons.id, endsAt: supporterSeasons.endsAt });
    await scheduleSeasonEnd(tx, row);
  }
  for (const [fan, kinds] of Object.entries(seed.activity ?? {})) {
    for (const [kind, times] of Object.entries(kinds)) {
      for (let index = 0; index < (times ?? 0); index += 1) {
        const occurredAt = new Date(now.getTime() - (index * 7 + 1) * HOUR);
        await tx.insert(activityEvents, {
          userId: userIds[fan],
          kind: kind as ActivityKind,
          sourceKey: `seed:supporter:${fan}:${index}`,
          occurredAt,
          processedAt: occurredAt,
        });
      }
    }
  }
  for (const fan of seed.anonymous ?? [])
    await tx.insert(supporterRankPreferences, { userId: userIds[fan], hidden: true });
}
