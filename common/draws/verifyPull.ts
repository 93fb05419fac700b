// Verifies one pull once its seed is revealed: the seed matches its commitment, and the
// prize follows from (serverSeed, clientSeed, nonce) — or, for a box, from the box order.
// The hash functions are passed in: WebCrypto in the browser, node:crypto in scripts/tests.
import { pullFromDigest, type DrawTable, type PityRule } from './drawTable';
import { boxMessage, pullMessage, shuffleBox } from './fairness';

export interface FairnessCrypto {
  sha256Hex(text: string): Promise<string>;
  hmac(key: string, message: string): Promise<Uint8Array>;
}

export interface PullToVerify {
  commitment: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  pityCountBefore: number;
  /** The prize the server says was drawn (an id of `table`). */
  claimedItemId: number;
  /** Stock machines: the box's published contents and the position drawn. */
  box?: { contents: number[]; position: number };
}

export type Verdict =
  | { ok: true; itemId: number }
  | { ok: false; reason: 'COMMITMENT_MISMATCH' | 'PRIZE_MISMATCH'; itemId?: number };

export async function verifyPull(
  crypto: FairnessCrypto,
  table: DrawTable,
  pity: PityRule | null,
  pull: PullToVerify,
): Promise<Verdict> {
  if ((await crypto.sha256Hex(pull.serverSeed)) !== pull.commitment)
    return { ok: false, reason: 'COMMITMENT_MISMATCH' };
  let itemId: number;
  if (pull.box) {
    const digests = await Promise.all(
      pull.box.contents.map((_, index) => crypto.hmac(pull.serverSeed, boxMessage(index))),
    );
    itemId = shuffleBox(pull.box.contents, digests)[pull.box.position];
  } else {
    const digest = await crypto.hmac(pull.serverSeed, pullMessage(pull.clientSeed, pull.nonce));
    itemId = pullFromDigest(table, digest, pity, pull.pityCountBefore).itemId;
  }
  return itemId === pull.claimedItemId
    ? { ok: true, itemId }
    : { ok: false, reason: 'PRIZE_MISMATCH', itemId };
}
