// Server seeds of treasure machines: made and committed here, drawn with HMAC-SHA256
// (common/draws/fairness.ts says what is computed; this file computes it with node:crypto).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { boxMessage, pullMessage, shuffleBox } from '../../common/draws/fairness';
import type { TenantScope } from '../db/tenantScope';
import { treasureMachineSeeds, type TreasureMachineSeedRow } from './tables';

export function newServerSeed(): { serverSeed: string; commitment: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, commitment: seedCommitment(serverSeed) };
}

export const seedCommitment = (serverSeed: string): string =>
  createHash('sha256').update(serverSeed).digest('hex');

export const hmacDigest = (serverSeed: string, message: string): Uint8Array =>
  new Uint8Array(createHmac('sha256', serverSeed).update(message).digest());

export const pullDigest = (serverSeed: string, clientSeed: string, nonce: number): Uint8Array =>
  hmacDigest(serverSeed, pullMessage(clientSeed, nonce));

/** A new random client seed for a fan who has not chosen one. */
export const newClientSeed = (): string => randomBytes(8).toString('hex');

// The box order depends only on the seed and the box's published contents: computed
// once per seed and process (a box of 10,000 prizes takes ~10,000 HMACs).
const boxOrders = new Map<string, number[]>();

export function boxOrder(serverSeed: string, box: readonly number[]): number[] {
  const key = createHash('sha256')
    .update(`${serverSeed}|${box.join(',')}`)
    .digest('hex');
  const cached = boxOrders.get(key);
  if (cached) return cached;
  const digests = box.map((_, index) => hmacDigest(serverSeed, boxMessage(index)));
  const order = shuffleBox(box, digests);
  if (boxOrders.size > 200) boxOrders.clear();
  boxOrders.set(key, order);
  return order;
}

/**
 * The machine's seed that draws now (the newest unrevealed one), share-locked so that a
 * rotation (which updates it) waits for the draws using it, and never reveals a seed
 * under a draw still being made.
 */
export async function currentSeed(
  tx: TenantScope,
  machineId: number,
): Promise<TreasureMachineSeedRow | null> {
  const read = async () => {
    const [seed] = await tx
      .select(
        treasureMachineSeeds,
        and(eq(treasureMachineSeeds.machineId, machineId), isNull(treasureMachineSeeds.revealedAt)),
      )
      .orderBy(desc(treasureMachineSeeds.id))
      .limit(1)
      .for('share');
    return seed ?? null;
  };
  // Read again once: a rotation that committed while we waited left its new seed.
  return (await read()) ?? (await read());
}

/** Reveals the current seed and (unless closing) commits a new one. */
export async function rotateSeed(
  tx: TenantScope,
  machineId: number,
  options: { commitNext: boolean },
): Promise<void> {
  await tx.update(
    treasureMachineSeeds,
    { revealedAt: new Date() },
    and(eq(treasureMachineSeeds.machineId, machineId), isNull(treasureMachineSeeds.revealedAt)),
  );
  if (options.commitNext) await tx.insert(treasureMachineSeeds, { machineId, ...newServerSeed() });
}
