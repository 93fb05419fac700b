// Idempotent mutations: the first call with a clientMutationId claims a receipt in the
// same transaction as its writes; a retry finds the receipt and gets the first result.
// Two identical calls racing serialise on the receipt's primary key (the second insert
// waits for the first transaction), so the action runs once. A refused action (a typed
// error) rolls everything back, the receipt included: a failed mutation writes nothing.
// The receipt keeps a hash of the input: the same clientMutationId with a different input
// is refused (`reused`), as Stripe does with idempotency keys. Receipts expire
// RECEIPT_LIFETIME_MS after the first call; deleteExpiredReceipts removes them.
import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import { mutationReceipts } from '../platform/tables';
import type { Database } from './database';
import type { TenantScope } from './tenantScope';

/** How long a retry returns the first result: 24 hours (README). */
export const RECEIPT_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** Which call a receipt belongs to, within the scope's tenant. */
export interface ReceiptKey {
  /** The caller's auth uid. */
  actor: string;
  mutation: string;
  clientMutationId: string;
}

export type ActionOutcome<E> = { done: true; resultRef: string } | { done: false; refusal: E };

export type IdempotentResult<E> =
  | { resultRef: string; replayed: boolean }
  | { refusal: E }
  /** The clientMutationId was used before with a different input. */
  | { reused: true };

class Refused<E> extends Error {
  constructor(readonly refusal: E) {
    super('refused');
  }
}

/** A stable hash of a mutation input: key order does not matter, the id itself is left out. */
export function inputHash(input: Record<string, unknown>): string {
  const canonical = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
        )
      : Array.isArray(value)
        ? value.map(canonical)
        : value;
  const { clientMutationId: _id, ...rest } = input;
  return createHash('sha256')
    .update(JSON.stringify(canonical(rest)))
    .digest('hex');
}

export async function runIdempotently<E>(
  db: TenantScope,
  key: ReceiptKey & { input: Record<string, unknown> },
  action: (tx: TenantScope) => Promise<ActionOutcome<E>>,
): Promise<IdempotentResult<E>> {
  const { input, ...receiptKey } = key;
  const hash = inputHash(input);
  const receiptOf = and(
    eq(mutationReceipts.actor, receiptKey.actor),
    eq(mutationReceipts.mutation, receiptKey.mutation),
    eq(mutationReceipts.clientMutationId, receiptKey.clientMutationId),
  );
  try {
    return await db.transaction(async (tx) => {
      const claimed = await tx
        .insert(mutationReceipts, { ...receiptKey, inputHash: hash })
        .onConflictDoNothing()
        .returning({ actor: mutationReceipts.actor });
      if (claimed.length === 0) {
        const [receipt] = await tx.select(mutationReceipts, receiptOf).limit(1);
        if (receipt && receipt.inputHash !== null && receipt.inputHash !== hash)
          return { reused: true } as const;
        if (!receipt?.resultRef) throw new Error(`Receipt without a result for ${key.mutation}`);
        return { resultRef: receipt.resultRef, replayed: true };
      }
      const outcome = await action(tx);
      if (!outcome.done) throw new Refused(outcome.refusal);
      await tx.update(mutationReceipts, { resultRef: outcome.resultRef }, receiptOf);
      return { resultRef: outcome.resultRef, replayed: false };
    });
  } catch (error) {
    if (error instanceof Refused) return { refusal: error.refusal as E };
    throw error;
  }
}

/**
 * Deletes the receipts older than their lifetime, in every tenant (a maintenance job, not a
 * request: it reads nothing back); returns how many.
 */
export async function deleteExpiredReceipts(db: Database, now = new Date()): Promise<number> {
  // Every tenant's expired receipts at once: a maintenance job outside any request.
  // eslint-disable-next-line no-restricted-syntax
  const expired = await db
    .delete(mutationReceipts)
    .where(lt(mutationReceipts.createdAt, new Date(now.getTime() - RECEIPT_LIFETIME_MS)))
    .returning({ actor: mutationReceipts.actor });
  return expired.length;
}
