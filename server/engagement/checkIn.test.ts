// Check-in: one per Tokyo day (also when check-ins race), streaks across midnight and month
// ends, the calendar history, presents taken once, and the exchange's point balance.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { engagementClock } from './clock';
import { CHECK_IN, CHECK_IN_STATUS, demoScope, fanId } from './engagementTestDocuments';
import { checkInPointBalances, rewardGrants } from './tables';

const CLAIM_PRESENT = `mutation($input: ClaimCheckInPresentInput!) {
  claimCheckInPresent(input: $input) {
    __typename
    ... on ClaimCheckInPresentPayload { present { id status } }
    ... on RewardNotClaimableError { notClaimable }
    ... on Error { message }
  }
}`;

const EXCHANGE = `mutation($input: ExchangeCheckInStoreItemInput!) {
  exchangeCheckInStoreItem(input: $input) {
    __typename
    ... on ExchangeCheckInStoreItemPayload { checkIn { points } }
    ... on NotEnoughCheckInPointsError { message required available }
    ... on Error { message }
  }
}`;

describe.each(testBackends)('check-in (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const at = (iso: string) => vi.spyOn(engagementClock, 'now').mockReturnValue(new Date(iso));
  const checkIn = (as: string, clientMutationId = `c-${(counter += 1)}`) =>
    garden.call(CHECK_IN, { input: { clientMutationId } }, { as, language: 'en' });
  const status = async (as?: string, month?: string) =>
    (await garden.call(CHECK_IN_STATUS, { month }, { as, language: 'en' })).data.checkIn;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => garden?.close());

  it('checks in once per Tokyo day and keeps the streak across midnight and a month end', async () => {
    await garden.join('daily', 'Daily');
    at('2026-11-29T15:30:00Z'); // 2026-11-30 00:30 in Tokyo
    expect((await checkIn('daily')).data.checkIn).toEqual({
      __typename: 'CheckInPayload',
      day: { day: '2026-11-30', streak: 1, total: 1, points: 10 },
      checkIn: { checkedInToday: true, streak: 1, total: 1, points: 10 },
    });
    at('2026-11-30T14:59:59Z'); // 23:59:59 the same Tokyo day
    expect((await checkIn('daily')).data.checkIn).toEqual({
      __typename: 'AlreadyCheckedInError',
      message: 'You have already checked in today. Come back after midnight (Japan time).',
    });
    at('2026-11-30T15:00:00Z'); // 2026-12-01 00:00 in Tokyo
    expect((await checkIn('daily')).data.checkIn.day).toEqual({
      day: '2026-12-01',
      streak: 2,
      total: 2,
      points: 10,
    });
    at('2026-12-02T16:00:00Z'); // 2026-12-03: a day was missed
    expect((await checkIn('daily')).data.checkIn.day).toMatchObject({
      day: '2026-12-03',
      streak: 1,
      total: 3,
    });
    const december = await status('daily', '2026-12');
    expect(december).toMatchObject({
      today: '2026-12-03',
      checkedInToday: true,
      streak: 1,
      total: 3,
      points: 30,
    });
    expect(december.history.map((day: { day: string }) => day.day)).toEqual([
      '2026-12-01',
      '2026-12-03',
    ]);
    expect((await status('daily', '2026-11')).history).toEqual([
      { day: '2026-11-30', streak: 1, total: 1, points: 10 },
    ]);
    at('2026-12-04T16:00:00Z'); // 2026-12-05: the streak of the 3rd has lapsed
    expect(await status('daily')).toMatchObject({ checkedInToday: false, streak: 0, total: 3 });
  });

  it('checks in once when check-ins race on one day', async () => {
    await garden.join('racer', 'Racer');
    const results = await Promise.all(Array.from({ length: 8 }, () => checkIn('racer')));
    const typenames = results.map((result) => result.data.checkIn.__typename);
    expect(typenames.filter((name) => name === 'CheckInPayload')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'AlreadyCheckedInError')).toHaveLength(7);
    const userId = await fanId(garden, 'racer');
    const [balance] = await demoScope(garden).select(
      checkInPointBalances,
      eq(checkInPointBalances.userId, userId),
    );
    expect(balance.points).toBe(10);
  });

  it('gives a streak present once it is reached, once', async () => {
    await garden.join('streaker', 'Streaker');
    const present = (await status('streaker')).presents.find(
      (p: { title: string }) => p.title === '3-day streak',
    );
    const claim = () =>
      garden.call(
        CLAIM_PRESENT,
        { input: { clientMutationId: `p-${(counter += 1)}`, presentId: present.id } },
        { as: 'streaker' },
      );
    expect((await claim()).data.claimCheckInPresent).toEqual({
      __typename: 'RewardNotClaimableError',
      message: 'この報酬の達成条件をまだ満たしていません。',
      notClaimable: 'NOT_REACHED',
    });
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      at(`${day}T03:00:00Z`);
      await checkIn('streaker');
    }
    expect(
      (await status('streaker')).presents.find((p: { id: string }) => p.id === present.id).status,
    ).toBe('CLAIMABLE');
    const raced = await Promise.all([claim(), claim(), claim()]);
    expect(raced.map((r) => r.data.claimCheckInPresent.__typename).sort()).toEqual([
      'ClaimCheckInPresentPayload',
      'RewardNotClaimableError',
      'RewardNotClaimableError',
    ]);
    const userId = await fanId(garden, 'streaker');
    expect(await demoScope(garden).count(rewardGrants, eq(rewardGrants.userId, userId))).toBe(1);
  });

  it('exchanges points for an item while the balance lasts', async () => {
    await garden.join('shopper', 'Shopper');
    for (const day of ['2026-10-01', '2026-10-02', '2026-10-03']) {
      at(`${day}T03:00:00Z`);
      await checkIn('shopper');
    }
    const { storeItems, points } = await status('shopper');
    expect(points).toBe(30);
    const coins = storeItems.find((item: { title: string }) => item.title === '10 coins');
    const exchange = () =>
      garden.call(
        EXCHANGE,
        { input: { clientMutationId: `x-${(counter += 1)}`, itemId: coins.id } },
        { as: 'shopper', language: 'en' },
      );
    const [first, second] = await Promise.all([exchange(), exchange()]);
    const outcomes = [first, second].map((r) => r.data.exchangeCheckInStoreItem);
    expect(outcomes).toContainEqual({
      __typename: 'ExchangeCheckInStoreItemPayload',
      checkIn: { points: 0 },
    });
    expect(outcomes).toContainEqual({
      __typename: 'NotEnoughCheckInPointsError',
      message: 'This item costs 30 check-in points; you have 0.',
      required: 30,
      available: 0,
    });
  });

  it('shows visitors zeros and refuses their check-in, writing nothing', async () => {
    expect(await status()).toMatchObject({
      checkedInToday: false,
      streak: 0,
      total: 0,
      points: 0,
      history: [],
    });
    const before = await tableCounts(garden.database.db);
    expect(
      (await garden.call(CHECK_IN, { input: { clientMutationId: 'v' } })).data.checkIn.__typename,
    ).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses a malformed month', async () => {
    const result = await garden.call(CHECK_IN_STATUS, { month: '2026-13' }, { as: 'daily' });
    expect(result.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});
