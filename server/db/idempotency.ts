// Idempotent mutations: the first call with a clientMutationId claims a receipt in the
// same transaction as its writes; a retry finds the receipt and gets the first result.
// Two identical calls racing serialise on the receipt's primary key (the second insert
// waits for the first transaction), so the action runs once. A refused action (a typed
// error) rolls everything back, the receipt included: a failed mutation writes nothing.
import { and, eq } from 'drizzle-orm';
import type { Database } from './database';
import { mutationReceipts } from './schema';

export interface ReceiptKey {
  tenantId: string;
  /** The caller's auth uid. */
  actor: string;
  mutation: string;
  clientMutationId: string;
}

export type ActionOutcome<E> = { done: true; resultRef: string } | { done: false; refusal: E };

export type IdempotentResult<E> = { resultRef: string; replayed: boolean } | { refusal: E };

class Refused<E> extends Error {
  constructor(readonly refusal: E) {
    super('refused');
  }
}

export async function runIdempotently<E>(
  db: Database,
  key: ReceiptKey,
  action: (tx: Database) => Promise<ActionOutcome<E>>,
): Promise<IdempotentResult<E>> {
  const receiptOf = and(
    eq(mutationReceipts.tenantId, key.tenantId),
    eq(mutationReceipts.actor, key.actor),
    eq(mutationReceipts.mutation, key.mutation),
    eq(mutationReceipts.clientMutationId, key.clientMutationId),
  );
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(mutationReceipts)
        .values(key)
        .onConflictDoNothing()
        .returning({ actor: mutationReceipts.actor });
      if (claimed.length === 0) {
        const [receipt] = await tx.select().from(mutationReceipts).where(receiptOf).limit(1);
        if (!receipt?.resultRef) throw new Error(`Receipt without a result for ${key.mutation}`);
        return { resultRef: receipt.resultRef, replayed: true };
      }
      const outcome = await action(tx);
      if (!outcome.done) throw new Refused(outcome.refusal);
      await tx.update(mutationReceipts).set({ resultRef: outcome.resultRef }).where(receiptOf);
      return { resultRef: outcome.resultRef, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal as E };
    throw error;
  }
}
