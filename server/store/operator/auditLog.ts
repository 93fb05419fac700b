// The store's audit log: every operator action, written in the action's transaction.
import type { TenantScope } from '../../db/tenantScope';
import { storeAuditLog } from '../tables';

export async function audit(
  tx: TenantScope,
  entry: { actorUserId: number; action: string; target: string; details?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(storeAuditLog, { ...entry, details: entry.details ?? {} });
}
