// Verifies a treasure-machine pull from its proof file, outside the garden:
//   npm run verify:draw -- proof.json
// The proof is what the verify page offers as "Download the proof" (docs/draws-fairness.md):
// { commitment, serverSeed, clientSeed, nonce, pityCountBefore, pity, table, claimedItemId, box? }.
import { readFileSync } from 'node:fs';
import type { DrawTable, PityRule } from '../../common/draws/drawTable';
import { verifyPull, type PullToVerify } from '../../common/draws/verifyPull';
import { nodeFairnessCrypto } from '../draws/nodeFairnessCrypto';

interface ProofFile extends PullToVerify {
  table: DrawTable;
  pity: PityRule | null;
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: npm run verify:draw -- <proof.json>');
    process.exit(2);
  }
  const proof = JSON.parse(readFileSync(file, 'utf8')) as ProofFile;
  const verdict = await verifyPull(nodeFairnessCrypto, proof.table, proof.pity, proof);
  if (verdict.ok) {
    console.log(
      `OK: SHA-256(serverSeed) equals the commitment, and the pull gives prize ${verdict.itemId}.`,
    );
    return;
  }
  console.log(
    verdict.reason === 'COMMITMENT_MISMATCH'
      ? 'FAILED: SHA-256(serverSeed) does not equal the published commitment.'
      : `FAILED: the randomness gives prize ${verdict.itemId}, not ${proof.claimedItemId}.`,
  );
  process.exit(1);
}

void main();
