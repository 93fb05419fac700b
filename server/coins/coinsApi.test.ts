// The coins API: the viewer's balance and history, the operators' bulk grant (role guard,
// typed errors, exactly once under concurrent retries, nothing written when refused) and
// the Payment Services Act report.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { testBackends } from '../testing/testDatabase';
import { tableCounts } from '../testing/tableCounts';
import { createTestGarden, userGlobalId, type TestGarden } from '../testing/testGarden';
import { creditPaidCoins } from './ledger';
import { endOfBaseDate, prepaidBalanceAt } from './prepaidReport';
import { coinEntries } from './tables';

const COINS = `{ viewer { coinBalance { paid free total nextFreeExpiry { amount expiresAt } }
  coinHistory(first: 2) { edges { node { kind label paidChange freeChange } } pageInfo { hasNextPage endCursor } } } }`;
const GRANT = `mutation Grant($input: GrantFreeCoinsInput!) { grantFreeCoins(input: $input) {
  __typename ... on GrantFreeCoinsPayload { grantedCount } ... on Error { message } ... on InvalidInputError { field } } }`;
const REPORT = `query Report($baseDate: String!) { prepaidBalanceReport(baseDate: $baseDate) {
  __typename ... on PrepaidBalanceReport { unusedPaidCoins unusedValueYen exceedsThreshold securityDepositYen holderCount }
  ... on Error { message } } }`;

describe.each(testBackends)('coins API (%s)', (backend) => {
  let garden: TestGarden;
  const grantInput = (overrides: Record<string, unknown> = {}) => ({
    clientMutationId: 'grant-1',
    userIds: [userGlobalId(garden.demo.userIds.kuro), userGlobalId(garden.demo.userIds.hana)],
    amount: 120,
    labelJa: 'メンテナンスのお詫び',
    labelEn: 'Sorry for the maintenance',
    ...overrides,
  });

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('grants free coins once to each chosen fan, even for concurrent retries', async () => {
    const input = grantInput();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => garden.call(GRANT, { input }, { as: DEMO_OPERATOR_UID })),
    );
    for (const result of results) {
      expect(result.data.grantFreeCoins).toEqual({
        __typename: 'GrantFreeCoinsPayload',
        grantedCount: 2,
      });
    }
    const kuro = await garden.call(COINS, {}, { as: 'seed-fan-kuro', language: 'en' });
    expect(kuro.data.viewer.coinBalance).toMatchObject({ paid: 0, free: 120, total: 120 });
    expect(kuro.data.viewer.coinBalance.nextFreeExpiry.amount).toBe(120);
    expect(kuro.data.viewer.coinHistory.edges).toEqual([
      {
        node: { kind: 'GRANT', label: 'Sorry for the maintenance', paidChange: 0, freeChange: 120 },
      },
    ]);
    const ja = await garden.call(COINS, {}, { as: 'seed-fan-hana', language: 'ja' });
    expect(ja.data.viewer.coinHistory.edges[0].node.label).toBe('メンテナンスのお詫び');
  });

  it('refuses fans, bad input and other gardens’ fans, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const member = await garden.call(
      GRANT,
      { input: grantInput({ clientMutationId: 'g-member' }) },
      { as: 'seed-fan-kuro', language: 'en' },
    );
    expect(member.data.grantFreeCoins.__typename).toBe('PermissionDeniedError');
    const visitor = await garden.call(GRANT, { input: grantInput({ clientMutationId: 'g-v' }) });
    expect(visitor.data.grantFreeCoins.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: 100_001 }, 'amount'],
      [{ userIds: [] }, 'userIds'],
      [{ expiresInDays: 0 }, 'expiresInDays'],
      [{ labelEn: '  ' }, 'labelEn'],
    ];
    for (const [overrides, field] of cases) {
      const result = await garden.call(
        GRANT,
        { input: grantInput({ clientMutationId: `bad-${field}`, ...overrides }) },
        { as: DEMO_OPERATOR_UID, language: 'ja' },
      );
      expect(result.data.grantFreeCoins).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
      expect(result.data.grantFreeCoins.message).not.toBe('');
    }
    const stranger = await garden.call(
      GRANT,
      {
        input: grantInput({
          clientMutationId: 'g-other',
          userIds: [userGlobalId(garden.other.userIds.stranger)],
        }),
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(stranger.data.grantFreeCoins.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('shows no coins and an empty history to a visitor', async () => {
    const visitor = await garden.call(COINS);
    expect(visitor.data.viewer).toEqual({
      coinBalance: null,
      coinHistory: { edges: [], pageInfo: { hasNextPage: false, endCursor: null } },
    });
  });

  it('reports the unused paid coins at a base date, and whether they pass ¥10,000,000', async () => {
    const db = tenantScope(garden.database.db, 'demo');
    await db.transaction(async (tx) => {
      await creditPaidCoins(tx, {
        userId: garden.demo.userIds.kuro,
        amount: 6_000_000,
        reference: 'big-1',
        label: {},
      });
      await creditPaidCoins(tx, {
        userId: garden.demo.userIds.alex,
        amount: 5_000_000,
        reference: 'big-2',
        label: {},
      });
    });
    // Those purchases happened now; a base date in the past saw none of them.
    const past = await garden.call(REPORT, { baseDate: '2020-03-31' }, { as: DEMO_OPERATOR_UID });
    expect(past.data.prepaidBalanceReport).toMatchObject({
      unusedPaidCoins: 0,
      exceedsThreshold: false,
      holderCount: 0,
    });
    const figures = await prepaidBalanceAt(db, endOfBaseDate({ year: 2999, month: 9 }));
    expect(figures).toEqual({
      unusedPaidCoins: 11_000_000,
      unusedValueYen: 11_000_000,
      exceedsThreshold: true,
      securityDepositYen: 5_500_000,
      holderCount: 2,
    });
    const future = await garden.call(REPORT, { baseDate: '2999-09-30' }, { as: DEMO_OPERATOR_UID });
    expect(future.data.prepaidBalanceReport).toMatchObject(figures);
    // Another garden's ledger is not part of this one's report.
    const other = tenantScope(garden.database.db, 'other');
    expect(await other.count(coinEntries)).toBe(0);
    const bad = await garden.call(
      REPORT,
      { baseDate: '2025-04-01' },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(bad.data.prepaidBalanceReport.__typename).toBe('InvalidInputError');
    const fan = await garden.call(REPORT, { baseDate: '2025-03-31' }, { as: 'seed-fan-kuro' });
    expect(fan.data.prepaidBalanceReport.__typename).toBe('PermissionDeniedError');
  });

  it('ends the base date at midnight in Tokyo', () => {
    expect(endOfBaseDate({ year: 2026, month: 3 }).toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(endOfBaseDate({ year: 2026, month: 9 }).toISOString()).toBe('2026-09-30T15:00:00.000Z');
  });
});
