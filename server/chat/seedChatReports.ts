// Fans' reports in a seeded garden (the demo's moderators have a queue to work on).
import type { TenantScope } from '../db/tenantScope';
import { chatReports, type ChatReportReason } from './tables';

export interface ChatReportSeed {
  /** The reporting fan's key. */
  reporter: string;
  /** A message of the seed's list (its index), or else `user`, a fan's key. */
  message?: number;
  user?: string;
  reason: ChatReportReason;
  note?: string;
}

/** Stores the reports as reportChatMessage / reportUser would: open, with their snapshot. */
export async function seedChatReports(
  tx: TenantScope,
  reports: readonly ChatReportSeed[],
  seeded: {
    userIds: Record<string, number>;
    displayNames: Record<string, string>;
    messages: readonly { id: number; fan: string; body: string }[];
  },
): Promise<void> {
  for (const report of reports) {
    const message = report.message === undefined ? null : seeded.messages[report.message];
    const reportedFan = message ? message.fan : report.user;
    if (!reportedFan) throw new Error('A seeded report names a message or a fan');
    const reportedUserId = seeded.userIds[reportedFan];
    await tx.insert(chatReports, {
      reporterId: seeded.userIds[report.reporter],
      reportedUserId,
      messageId: message?.id ?? null,
      targetKey: message ? `message:${message.id}` : `user:${reportedUserId}`,
      reason: report.reason,
      note: report.note ?? null,
      snapshotBody: message?.body ?? null,
      snapshotAuthorName: seeded.displayNames[reportedFan],
    });
  }
}
