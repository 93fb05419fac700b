import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPull } from '../../common/draws/verifyPull';
import { createTranslate } from '../graphql/translate';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { addFans, addMachine, boxMachine, demoScope, probabilityMachine } from './drawsTestSetup';
import { loadMachineContents, pityRuleOf } from './machineContents';
import { nodeFairnessCrypto } from './nodeFairnessCrypto';
import { performDraw } from './performDraw';
import { rotateSeed, seedCommitment } from './seeds';
import { treasureMachineSeeds, treasurePulls } from './tables';

const t = createTranslate('en');

describe.each(testBackends)('provably fair draws (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  async function drawMany(machineId: number, userId: number, tenDraws: number) {
    for (let index = 0; index < tenDraws; index += 1) {
      const outcome = await demoScope(garden).transaction((tx) =>
        performDraw(tx, t, { machineId, userId, pulls: 10, payment: 'TICKETS', offerId: null }),
      );
      expect(outcome.done).toBe(true);
    }
  }

  it('1,000 pulls verify against the revealed seed; a tampered one fails', async () => {
    const machine = await addMachine(garden, probabilityMachine);
    const [fan] = await addFans(garden, ['fair-fan'], 1000);
    await drawMany(machine.id, fan.id, 100);
    const scope = demoScope(garden);
    const [seed] = await scope.select(
      treasureMachineSeeds,
      eq(treasureMachineSeeds.machineId, machine.id),
    );
    expect(seed.commitment).toBe(seedCommitment(seed.serverSeed));
    await scope.transaction((tx) => rotateSeed(tx, machine.id, { commitNext: true }));

    const contents = await loadMachineContents(scope, machine.id);
    const pulls = await scope.select(treasurePulls, eq(treasurePulls.machineId, machine.id));
    expect(pulls).toHaveLength(1000);
    const verdicts = await Promise.all(
      pulls.map((pull) =>
        verifyPull(nodeFairnessCrypto, contents.table, pityRuleOf(machine), {
          commitment: seed.commitment,
          serverSeed: seed.serverSeed,
          clientSeed: pull.clientSeed,
          nonce: pull.nonce,
          pityCountBefore: pull.pityCountBefore,
          claimedItemId: pull.prizeId,
        }),
      ),
    );
    expect(verdicts.every((verdict) => verdict.ok)).toBe(true);

    const [first] = pulls;
    const otherPrize = contents.prizes.find((prize) => prize.id !== first.prizeId);
    const tampered = await verifyPull(nodeFairnessCrypto, contents.table, pityRuleOf(machine), {
      commitment: seed.commitment,
      serverSeed: seed.serverSeed,
      clientSeed: first.clientSeed,
      nonce: first.nonce,
      pityCountBefore: first.pityCountBefore,
      claimedItemId: otherPrize?.id ?? -1,
    });
    expect(tampered).toMatchObject({ ok: false, reason: 'PRIZE_MISMATCH' });
    const wrongSeed = await verifyPull(nodeFairnessCrypto, contents.table, pityRuleOf(machine), {
      commitment: seed.commitment,
      serverSeed: otherLastCharacter(seed.serverSeed),
      clientSeed: first.clientSeed,
      nonce: first.nonce,
      pityCountBefore: first.pityCountBefore,
      claimedItemId: first.prizeId,
    });
    expect(wrongSeed).toMatchObject({ ok: false, reason: 'COMMITMENT_MISMATCH' });
  });

  it('a box proves its order: every position drawn matches the revealed shuffle', async () => {
    const machine = await addMachine(garden, boxMachine([2, 8, 20]));
    const [fan] = await addFans(garden, ['box-verifier'], 30);
    await drawMany(machine.id, fan.id, 3);
    const scope = demoScope(garden);
    const [seed] = await scope.select(
      treasureMachineSeeds,
      eq(treasureMachineSeeds.machineId, machine.id),
    );
    const contents = await loadMachineContents(scope, machine.id);
    const pulls = await scope.select(treasurePulls, eq(treasurePulls.machineId, machine.id));
    const drawnCounts = new Map<number, number>();
    for (const pull of pulls)
      drawnCounts.set(pull.prizeId, (drawnCounts.get(pull.prizeId) ?? 0) + 1);
    // The whole box came out, each prize as many times as it had copies.
    expect([...drawnCounts.values()].sort((a, b) => a - b)).toEqual([2, 8, 20]);
    for (const pull of pulls) {
      const verdict = await verifyPull(nodeFairnessCrypto, contents.table, null, {
        commitment: seed.commitment,
        serverSeed: seed.serverSeed,
        clientSeed: pull.clientSeed,
        nonce: pull.nonce,
        pityCountBefore: 0,
        claimedItemId: pull.prizeId,
        box: { contents: contents.box, position: pull.boxPosition ?? -1 },
      });
      expect(verdict.ok).toBe(true);
    }
  });
});

/** The seed with its last hex digit changed (always to a different one: a seed may end in 0). */
function otherLastCharacter(seed: string): string {
  return `${seed.slice(0, -1)}${seed.endsWith('0') ? '1' : '0'}`;
}
