// The coin ledger: spending order, exactly-once references, refunds, expiry, the
// never-negative rule under concurrent spends, and the double-entry invariants over random
// sequences of movements.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../community/tables';
import { tenantScope, type TenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { DAY_MS } from './coinRules';
import { expireFreeCoins } from './expireFreeCoins';
import {
  coinBalance,
  creditPaidCoins,
  grantFreeCoins,
  reverseMovement,
  spendCoins,
} from './ledger';
import { coinEntries, coinMovements, coinWallets } from './tables';

const label = { ja: 'テスト', en: 'Test' };

describe.each(testBackends)('coin ledger (%s)', (backend) => {
  let garden: TestGarden;
  let db: TenantScope;
  let fan: number;
  let other: number;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    db = tenantScope(garden.database.db, 'demo');
    fan = garden.demo.userIds.kuro;
    other = garden.demo.userIds.hana;
  });
  afterAll(() => garden?.close());

  async function joinedFan(uid: string) {
    await garden.join(uid);
    const [user] = await db.select(users, eq(users.authUid, uid));
    return user;
  }

  /** Checks every invariant of the whole tenant's ledger. */
  async function expectLedgerBalances() {
    const unbalanced = await db
      .selectFields(
        { movementId: coinEntries.movementId, total: sql<string>`sum(${coinEntries.amount})` },
        coinEntries,
      )
      .groupBy(coinEntries.movementId)
      .having(sql`sum(${coinEntries.amount}) <> 0`);
    expect(unbalanced).toEqual([]);
    for (const wallet of await db.select(coinWallets)) {
      const legs = await db
        .selectFields(
          { account: coinEntries.account, total: sql<string>`sum(${coinEntries.amount})` },
          coinEntries,
          eq(coinEntries.userId, wallet.userId),
        )
        .groupBy(coinEntries.account);
      const sum = (account: string) =>
        Number(legs.find((leg) => leg.account === account)?.total ?? 0);
      expect(wallet.paid).toBe(sum('FAN_PAID'));
      expect(wallet.free).toBe(sum('FAN_FREE'));
      expect(wallet.paid).toBeGreaterThanOrEqual(0);
      expect(wallet.free).toBeGreaterThanOrEqual(0);
    }
  }

  it('spends free coins first, soonest expiry first, then paid coins', async () => {
    const now = Date.now();
    await db.transaction(async (tx) => {
      await creditPaidCoins(tx, { userId: fan, amount: 500, reference: 'order-1', label });
      await grantFreeCoins(tx, {
        userId: fan,
        amount: 100,
        reference: 'late',
        label,
        expiresAt: new Date(now + 30 * DAY_MS),
      });
      await grantFreeCoins(tx, {
        userId: fan,
        amount: 50,
        reference: 'soon',
        label,
        expiresAt: new Date(now + 2 * DAY_MS),
      });
    });
    expect(await coinBalance(db, fan)).toEqual({ paid: 500, free: 150 });

    const spent = await db.transaction((tx) =>
      spendCoins(tx, { userId: fan, amount: 70, reference: 'draw-1', label }),
    );
    expect(spent.ok && [spent.movement.freeChange, spent.movement.paidChange]).toEqual([-70, 0]);
    expect(spent.ok && spent.movement.freeLots.map((use) => use.amount)).toEqual([50, 20]);

    const more = await db.transaction((tx) =>
      spendCoins(tx, { userId: fan, amount: 200, reference: 'draw-2', label }),
    );
    expect(more.ok && [more.movement.freeChange, more.movement.paidChange]).toEqual([-80, -120]);
    expect(await coinBalance(db, fan)).toEqual({ paid: 380, free: 0 });
    await expectLedgerBalances();
  });

  it('moves coins once per reference, and refuses a spend beyond the balance writing nothing', async () => {
    const before = await coinBalance(db, fan);
    const again = await db.transaction((tx) =>
      spendCoins(tx, { userId: fan, amount: 200, reference: 'draw-2', label }),
    );
    expect(again.ok).toBe(true);
    const grantTwice = await db.transaction(async (tx) => {
      const first = await grantFreeCoins(tx, { userId: fan, amount: 5, reference: 'g', label });
      const second = await grantFreeCoins(tx, { userId: fan, amount: 5, reference: 'g', label });
      return [first.id, second.id];
    });
    expect(grantTwice[0]).toBe(grantTwice[1]);
    const movements = await db.count(coinMovements);
    const refused = await db.transaction((tx) =>
      spendCoins(tx, { userId: fan, amount: 10_000, reference: 'too-much', label }),
    );
    expect(refused).toEqual({ ok: false, available: before.paid + before.free + 5 });
    expect(await db.count(coinMovements)).toBe(movements);
    expect(await coinBalance(db, fan)).toEqual({ paid: before.paid, free: before.free + 5 });
  });

  it('spends paid coins alone when asked', async () => {
    await db.transaction((tx) =>
      grantFreeCoins(tx, { userId: other, amount: 100, reference: 'paid-only-free', label }),
    );
    const refused = await db.transaction((tx) =>
      spendCoins(tx, { userId: other, amount: 10, reference: 'p1', label, paidOnly: true }),
    );
    expect(refused).toEqual({ ok: false, available: 0 });
  });

  it('reverses a spend once, giving free coins back to their lots', async () => {
    await db.transaction((tx) =>
      grantFreeCoins(tx, { userId: other, amount: 40, reference: 'refund-grant', label }),
    );
    const before = await coinBalance(db, other);
    await db.transaction((tx) =>
      spendCoins(tx, { userId: other, amount: 30, reference: 'refunded-draw', label }),
    );
    const first = await db.transaction((tx) =>
      reverseMovement(tx, { reference: 'refunded-draw', label }),
    );
    expect('reversed' in first && first.reversed.freeChange).toBe(30);
    const second = await db.transaction((tx) =>
      reverseMovement(tx, { reference: 'refunded-draw', label }),
    );
    expect(second).toEqual({ refused: 'ALREADY_REVERSED' });
    expect(await db.transaction((tx) => reverseMovement(tx, { reference: 'nope', label }))).toEqual(
      { refused: 'UNKNOWN' },
    );
    expect(await coinBalance(db, other)).toEqual(before);
    await expectLedgerBalances();
  });

  it('refunds a coin purchase only while the fan still holds its coins', async () => {
    const alex = garden.demo.userIds.alex;
    await db.transaction(async (tx) => {
      await creditPaidCoins(tx, { userId: alex, amount: 100, reference: 'pack-a', label });
      await creditPaidCoins(tx, { userId: alex, amount: 100, reference: 'pack-b', label });
      await spendCoins(tx, { userId: alex, amount: 150, reference: 'alex-draw', label });
    });
    expect(
      await db.transaction((tx) => reverseMovement(tx, { reference: 'pack-b', label })),
    ).toEqual({ refused: 'COINS_ALREADY_SPENT' });
    await db.transaction((tx) => reverseMovement(tx, { reference: 'alex-draw', label }));
    const refunded = await db.transaction((tx) =>
      reverseMovement(tx, { reference: 'pack-b', label }),
    );
    expect('reversed' in refunded && refunded.reversed.paidChange).toBe(-100);
    expect(await coinBalance(db, alex)).toEqual({ paid: 100, free: 0 });
    await expectLedgerBalances();
  });

  it('expires free coins once and never spends expired ones', async () => {
    const user = await joinedFan('expiring-fan');
    const now = Date.now();
    await db.transaction(async (tx) => {
      await grantFreeCoins(tx, {
        userId: user.id,
        amount: 30,
        reference: 'expiring',
        label,
        expiresAt: new Date(now + DAY_MS),
      });
      await grantFreeCoins(tx, {
        userId: user.id,
        amount: 20,
        reference: 'lasting',
        label,
        expiresAt: new Date(now + 10 * DAY_MS),
      });
    });
    const later = new Date(now + 2 * DAY_MS);
    const refused = await db.transaction((tx) =>
      spendCoins(tx, { userId: user.id, amount: 40, reference: 'after-expiry', label }, later),
    );
    expect(refused).toEqual({ ok: false, available: 20 });
    const runs = await Promise.all([
      expireFreeCoins(garden.database.db, later),
      expireFreeCoins(garden.database.db, later),
    ]);
    expect(runs[0] + runs[1]).toBeGreaterThanOrEqual(1);
    expect(await coinBalance(db, user.id)).toEqual({ paid: 0, free: 20 });
    expect(await expireFreeCoins(garden.database.db, later)).toBe(0);
    await expectLedgerBalances();
  });

  it('never lets concurrent spends overdraw a wallet', async () => {
    const racer = await joinedFan('racer');
    await db.transaction((tx) =>
      grantFreeCoins(tx, { userId: racer.id, amount: 100, reference: 'race-grant', label }),
    );
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        db.transaction((tx) =>
          spendCoins(tx, { userId: racer.id, amount: 10, reference: `race-${index}`, label }),
        ),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(10);
    expect(results.filter((result) => !result.ok)).toHaveLength(20);
    expect(await coinBalance(db, racer.id)).toEqual({ paid: 0, free: 0 });
    await expectLedgerBalances();
  });

  it('keeps every invariant over random sequences of grants, purchases, spends and refunds', async () => {
    const randomFan = await joinedFan('random-fan');
    let run = 0;
    const step = fc.oneof(
      fc.record({ kind: fc.constant('grant' as const), amount: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ kind: fc.constant('buy' as const), amount: fc.integer({ min: 1, max: 50 }) }),
      fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 80 }) }),
      fc.record({ kind: fc.constant('refund' as const), back: fc.integer({ min: 0, max: 5 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        run += 1;
        const references: string[] = [];
        for (const [index, move] of steps.entries()) {
          const reference = `prop-${run}-${index}`;
          await db.transaction(async (tx) => {
            const userId = randomFan.id;
            if (move.kind === 'grant')
              await grantFreeCoins(tx, { userId, amount: move.amount, reference, label });
            else if (move.kind === 'buy')
              await creditPaidCoins(tx, { userId, amount: move.amount, reference, label });
            else if (move.kind === 'spend')
              await spendCoins(tx, { userId, amount: move.amount, reference, label });
            else if (references.length > 0)
              await reverseMovement(tx, {
                reference: references[Math.max(0, references.length - 1 - move.back)],
                label,
              });
          });
          if (move.kind !== 'refund' && move.kind !== 'grant') references.push(reference);
        }
        const balance = await coinBalance(db, randomFan.id);
        expect(balance.paid).toBeGreaterThanOrEqual(0);
        expect(balance.free).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 25 },
    );
    await expectLedgerBalances();
  });
});
