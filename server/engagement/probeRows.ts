// One row of each engagement table a fan's activity writes, for the tenancy probe
// (server/platform/tenancyProbe.test.ts), through the feature's own functions where they exist.
import { eq } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { emitActivity } from './activityLog';
import { checkInOnce } from './checkIn';
import { claimMission } from './claimMissionRewards';
import {
  checkInPresentClaims,
  checkInPresents,
  missions,
  stepMissionClaims,
  stepMissionPoints,
  stepMissionSteps,
  votingCandidates,
  votingEvents,
  votingShareRewards,
} from './tables';
import { castVote } from './vote';

export async function writeActivityRows(db: TenantScope, userId: number): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    await emitActivity(tx, { userId, kind: 'CHAT_ROOM_POST', sourceKey: `probe:${userId}` });
    const [mission] = await tx.select(missions, eq(missions.kind, 'CHAT_ROOM_POST')).limit(1);
    await tx.update(missions, { targetCount: 1 }, eq(missions.id, mission.id));
    await claimMission(tx, userId, { ...mission, targetCount: 1 }, now);
    await checkInOnce(tx, userId, now);
    const [present] = await tx.select(checkInPresents).limit(1);
    await tx.insert(checkInPresentClaims, { presentId: present.id, userId });
    const [step] = await tx.select(stepMissionSteps).limit(1);
    await tx.insert(stepMissionPoints, { userId, points: 1 }).onConflictDoNothing();
    await tx.insert(stepMissionClaims, { stepId: step.id, userId });
    const [event] = await tx.select(votingEvents).limit(1);
    const [candidate] = await tx.select(votingCandidates, eq(votingCandidates.eventId, event.id));
    await castVote(
      tx,
      userId,
      { ...event, opensAt: new Date(0), closesAt: new Date(now.getTime() + 60_000) },
      candidate,
      now,
    );
    await tx.insert(votingShareRewards, { eventId: event.id, userId });
  });
}
