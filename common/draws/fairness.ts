// Provably fair draws. Before a machine opens, the server publishes the commitment
// SHA-256(serverSeed) (hex). Each pull's randomness is HMAC-SHA256(key = serverSeed,
// message = "<clientSeed>:<nonce>"); the nonce counts the fan's pulls on the machine.
// A box (stock machine) is shuffled once per seed with HMAC(serverSeed, "box:<i>") and
// pull k takes the box's k-th prize. When the seed is revealed, anyone can recompute
// both (the verify page in the browser, scripts/verify-draw.mts on the command line).
// The HMAC itself is computed by each side (node:crypto, WebCrypto); this file is pure.
import { uniformIndex } from './drawTable';

export const pullMessage = (clientSeed: string, nonce: number): string => `${clientSeed}:${nonce}`;

export const boxMessage = (index: number): string => `box:${index}`;

/**
 * The box order: a Fisher–Yates shuffle of `box` (prize ids, one per copy, in the
 * published order) where step i swaps position i with j = i + roll(i) mod (n − i).
 * `digests[i]` is HMAC(serverSeed, boxMessage(i)).
 */
export function shuffleBox(box: readonly number[], digests: readonly Uint8Array[]): number[] {
  const order = [...box];
  for (let i = 0; i < order.length - 1; i += 1) {
    const j = i + uniformIndex(digests[i], 0, order.length - i);
    [order[i], order[j]] = [order[j], order[i]];
  }
  return order;
}
