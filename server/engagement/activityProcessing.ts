// Counting an activity event: the event row is claimed (`processed_at` set where it is still
// null) before anything is counted, in the transaction that counts it. A second processing —
// a retry, or another server process racing on the same event — waits on the row lock, then
// finds it claimed and counts nothing.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { engagementClock } from './clock';
import { missionPeriodKey } from './missionPeriods';
import { activityEvents, missionProgress, missions } from './tables';

/** A mission an event counted for; `reached` when this very event made its target. */
export interface CountedMission {
  missionId: number;
  reached: boolean;
}

/** Counts one event once: the missions it counted for, null when it was already counted. */
export async function processActivityEvent(
  tx: TenantScope,
  eventId: number,
): Promise<CountedMission[] | null> {
  const [event] = await tx
    .update(
      activityEvents,
      { processedAt: engagementClock.now() },
      and(eq(activityEvents.id, eventId), isNull(activityEvents.processedAt)),
    )
    .returning();
  if (!event) return null;
  const matching = await tx.select(
    missions,
    and(eq(missions.kind, event.kind), eq(missions.active, true)),
  );
  const counted: CountedMission[] = [];
  for (const mission of matching) {
    const [progress] = await tx
      .insert(missionProgress, {
        missionId: mission.id,
        userId: event.userId,
        periodKey: missionPeriodKey(mission.period, event.occurredAt),
        count: 1,
      })
      .onConflictDoUpdate({
        target: [missionProgress.missionId, missionProgress.userId, missionProgress.periodKey],
        set: { count: sql`${missionProgress.count} + 1` },
      })
      .returning({ count: missionProgress.count });
    counted.push({ missionId: mission.id, reached: progress?.count === mission.targetCount });
  }
  return counted;
}
