// Joining with a date of birth and the terms agreed to: the age band and its spending cap,
// under 13 refused with nothing written, the terms version recorded and asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENT_TERMS_VERSION } from '../../common/ageBands';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';

const JOIN = `mutation($input: JoinCommunityInput!) {
  joinCommunity(input: $input) {
    __typename
    ... on Error { message }
    ... on AgeRestrictionError { minimumAge }
    ... on InvalidInputError { field reason }
  }
}`;

const VIEWER = `{
  termsVersion
  viewer { ageBand dateOfBirth needsTermsAgreement monthlySpendingCap monthSpend }
}`;

/** The date of birth of someone `years` old today (their birthday was yesterday). */
function bornYearsAgo(years: number): string {
  const day = new Date(Date.now() - 24 * 60 * 60 * 1000);
  day.setUTCFullYear(day.getUTCFullYear() - years);
  return day.toISOString().slice(0, 10);
}

describe.each(testBackends)('joining with a date of birth and the terms (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  const join = (fan: string, fields: Record<string, unknown>, language: 'ja' | 'en' = 'en') =>
    garden.call(
      JOIN,
      { input: { clientMutationId: `join-${fan}`, displayName: fan, ...fields } },
      { as: fan, language },
    );

  it('refuses a fan under 13 with a typed error, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const result = await join(
      'fan-twelve',
      {
        dateOfBirth: bornYearsAgo(12),
        acceptedTermsVersion: CURRENT_TERMS_VERSION,
      },
      'ja',
    );
    expect(result.data.joinCommunity).toEqual({
      __typename: 'AgeRestrictionError',
      message: 'この庭は13歳以上の方がご利用いただけます。',
      minimumAge: 13,
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const viewer = await garden.call(VIEWER, {}, { as: 'fan-twelve' });
    expect(viewer.data.viewer).toMatchObject({ ageBand: null, needsTermsAgreement: false });
  });

  it.each([
    [13, 'AGE_13_15', 5_000],
    [15, 'AGE_13_15', 5_000],
    [16, 'AGE_16_17', 10_000],
    [17, 'AGE_16_17', 10_000],
    [18, 'ADULT', null],
  ])('puts a fan of %i in %s with a monthly cap of %s', async (age, band, cap) => {
    const fan = `fan-aged-${age}`;
    const dateOfBirth = bornYearsAgo(age);
    const result = await join(fan, { dateOfBirth, acceptedTermsVersion: CURRENT_TERMS_VERSION });
    expect(result.data.joinCommunity.__typename).toBe('JoinCommunityPayload');
    const viewer = await garden.call(VIEWER, {}, { as: fan });
    expect(viewer.data).toEqual({
      termsVersion: CURRENT_TERMS_VERSION,
      viewer: {
        ageBand: band,
        dateOfBirth,
        needsTermsAgreement: false,
        monthlySpendingCap: cap,
        monthSpend: 0,
      },
    });
  });

  it('keeps the first date of birth when a fan joins again', async () => {
    await join('fan-again', { dateOfBirth: '1990-04-01' });
    await garden.call(
      JOIN,
      { input: { clientMutationId: 'again-2', displayName: 'x', dateOfBirth: '2012-01-01' } },
      { as: 'fan-again' },
    );
    const viewer = await garden.call(VIEWER, {}, { as: 'fan-again' });
    expect(viewer.data.viewer).toMatchObject({ dateOfBirth: '1990-04-01', ageBand: 'ADULT' });
  });

  it('refuses impossible dates and outdated terms, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    for (const dateOfBirth of [
      '2001-02-29',
      '1990-13-01',
      '01/02/1990',
      '3000-01-01',
      '1800-01-01',
    ]) {
      const result = await join('fan-bad-date', { dateOfBirth });
      expect(result.data.joinCommunity, dateOfBirth).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'dateOfBirth',
        reason: 'INVALID_FORMAT',
      });
    }
    const outdated = await join('fan-old-terms', { acceptedTermsVersion: '2020-01' });
    expect(outdated.data.joinCommunity).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'acceptedTermsVersion',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('asks a member who never agreed to the current terms, and records them when they do', async () => {
    await join('fan-no-terms', {});
    const before = await garden.call(VIEWER, {}, { as: 'fan-no-terms' });
    expect(before.data.viewer).toMatchObject({ needsTermsAgreement: true, ageBand: null });
    await garden.call(
      JOIN,
      {
        input: {
          clientMutationId: 'terms-2',
          displayName: 'x',
          acceptedTermsVersion: CURRENT_TERMS_VERSION,
        },
      },
      { as: 'fan-no-terms' },
    );
    const after = await garden.call(VIEWER, {}, { as: 'fan-no-terms' });
    expect(after.data.viewer.needsTermsAgreement).toBe(false);
    const signedOut = await garden.call(VIEWER);
    expect(signedOut.data.viewer).toMatchObject({
      needsTermsAgreement: false,
      ageBand: null,
      dateOfBirth: null,
    });
  });
});
