// The one activity stream: features call emitActivity inside the transaction of the action, so
// the event exists exactly when the action does. The event is counted (missions) in that same
// transaction, through the once-only claim of activityProcessing.ts. The fan's open mission
// list hears of the progress once that transaction commits (missionProgressChanged.ts).
import type { TenantScope } from '../db/tenantScope';
import { engagementClock } from './clock';
import { processActivityEvent } from './activityProcessing';
import { fanMissionsTopic } from './missionProgressChanged';
import { activityEvents, type ActivityKind } from './tables';

export interface ActivityInput {
  userId: number;
  kind: ActivityKind;
  /** Names the action (`chat:123`, `login:2026-11-22`): the same action is logged once. */
  sourceKey: string;
  occurredAt?: Date;
}

export async function emitActivity(tx: TenantScope, activity: ActivityInput): Promise<void> {
  const [event] = await tx
    .insert(activityEvents, {
      ...activity,
      occurredAt: activity.occurredAt ?? engagementClock.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!event) return;
  const counted = await processActivityEvent(tx, event.id);
  if (counted?.length) {
    tx.publishAfterCommit(
      'missionProgressChanged',
      fanMissionsTopic(tx.tenantId, activity.userId),
      {
        tenantId: tx.tenantId,
        userId: activity.userId,
        missionIds: counted.map((mission) => mission.missionId),
        reachedMissionIds: counted.filter((m) => m.reached).map((mission) => mission.missionId),
      },
    );
  }
}
