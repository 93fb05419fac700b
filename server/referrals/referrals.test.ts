// Invite codes and campaign codes: each fan's code, one friend's code per fan rewarding both
// in the redemption's transaction (exactly once, also under concurrent redemptions), the
// invite code errors of spec §8, the operators' rewards and campaign pages, campaign limits
// and windows, wrong-code bursts, and another garden's codes and pages never reached.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { activityEvents } from '../engagement/tables';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { campaignCodePages } from './tables';

const REFERRAL = `query { referralProgram { inviterCoins inviteeCoins }
  viewer { coinBalance { free } referral { code sharePath invitedCount hasUsedCode invitedBy { displayName } } } }`;

const REDEEM = `mutation($input: RedeemReferralCodeInput!) {
  redeemReferralCode(input: $input) {
    __typename
    ... on RedeemReferralCodePayload { rewardCoins inviter { displayName } viewer { coinBalance { free } } }
    ... on InviteCodeError { problem: inviteCodeProblem }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const SET_PROGRAM = `mutation($input: SetReferralProgramInput!) {
  setReferralProgram(input: $input) {
    __typename
    ... on SetReferralProgramPayload { referralProgram { inviterCoins inviteeCoins } }
    ... on InvalidInputError { field }
    ... on Error { message }
  }
}`;

const CAMPAIGN = `query($pageId: String!) { community { campaignCodePage(pageId: $pageId) {
  id pageId title description rewardCoins perFanLimit totalLimit remaining viewerRedemptionCount
} } }`;

const REDEEM_CAMPAIGN = `mutation($input: RedeemCampaignCodeInput!) {
  redeemCampaignCode(input: $input) {
    __typename
    ... on RedeemCampaignCodePayload { rewardCoins page { remaining viewerRedemptionCount } viewer { coinBalance { free } } }
    ... on CampaignCodeError { problem: campaignCodeProblem }
    ... on InvalidInputError { field reason }
    ... on RateLimitedError { retryAfterSeconds }
    ... on Error { message }
  }
}`;

const CREATE_PAGE = `mutation($input: CreateCampaignCodePageInput!) {
  createCampaignCodePage(input: $input) {
    __typename
    ... on CreateCampaignCodePagePayload { page { id pageId title rewardCoins } codes }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const DAY = 24 * 60 * 60 * 1000;

describe.each(testBackends)('referrals (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `r-${(counter += 1)}`;
  const redeem = (as: string, code: string, clientMutationId = id()) =>
    garden.call(REDEEM, { input: { clientMutationId, code } }, { as, language: 'en' });
  const status = async (as: string) => (await garden.call(REFERRAL, {}, { as })).data;
  const freeCoins = async (as: string) => (await status(as)).viewer.coinBalance?.free ?? 0;
  const campaign = async (pageId: string, as?: string, tenant?: string) =>
    (await garden.call(CAMPAIGN, { pageId }, { as, tenant, language: 'en' })).data.community
      .campaignCodePage;
  const redeemCampaign = (as: string, campaignCodePageId: string, code: string, cmid = id()) =>
    garden.call(
      REDEEM_CAMPAIGN,
      { input: { clientMutationId: cmid, campaignCodePageId, code } },
      { as, language: 'en' },
    );
  const createPage = (input: Record<string, unknown>, as = DEMO_OPERATOR_UID) =>
    garden.call(
      CREATE_PAGE,
      {
        input: {
          clientMutationId: id(),
          titleJa: 'テスト',
          titleEn: 'Test',
          descriptionJa: '説明',
          descriptionEn: 'About',
          rewardCoins: 10,
          perFanLimit: 1,
          totalLimit: 100,
          startsAt: new Date(Date.now() - DAY).toISOString(),
          endsAt: new Date(Date.now() + DAY).toISOString(),
          sharedCodes: [],
          generateCount: 0,
          ...input,
        },
      },
      { as, language: 'en' },
    );

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['newbie', 'racer', 'twin', 'late', 'cc1', 'cc2', 'cc3', 'guesser'])
      await garden.join(fan, fan);
  });
  afterAll(() => garden?.close());

  it('gives every fan one invite code, stable, and nothing to a visitor', async () => {
    const first = await status('newbie');
    expect(first.referralProgram).toEqual({ inviterCoins: 300, inviteeCoins: 200 });
    expect(first.viewer.referral).toMatchObject({
      invitedCount: 0,
      hasUsedCode: false,
      invitedBy: null,
    });
    expect(first.viewer.referral.code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(first.viewer.referral.sharePath).toBe(
      `/onboarding/referral-code?code=${first.viewer.referral.code}`,
    );
    expect((await status('newbie')).viewer.referral.code).toBe(first.viewer.referral.code);
    expect((await status('racer')).viewer.referral.code).not.toBe(first.viewer.referral.code);
    expect((await garden.call(REFERRAL)).data.viewer.referral).toBeNull();
    expect((await status('seed-fan-hana')).viewer.referral).toMatchObject({
      code: 'HANA3M27',
      invitedCount: 1,
    });
  });

  it('rewards the new fan and the friend once, in one transaction, and logs the activity', async () => {
    const kuroBefore = await freeCoins('seed-fan-kuro');
    const newbieBefore = await freeCoins('newbie');
    const cmid = id();
    const used = await redeem('newbie', ' kurn-3k28 ', cmid);
    expect(used.data.redeemReferralCode).toEqual({
      __typename: 'RedeemReferralCodePayload',
      rewardCoins: 200,
      inviter: { displayName: 'くろねこ' },
      viewer: { coinBalance: { free: newbieBefore + 200 } },
    });
    expect(await freeCoins('seed-fan-kuro')).toBe(kuroBefore + 300);
    // A retry with the same clientMutationId answers the first result and pays nothing more.
    const replay = await redeem('newbie', ' kurn-3k28 ', cmid);
    expect(replay.data.redeemReferralCode.__typename).toBe('RedeemReferralCodePayload');
    expect(await freeCoins('newbie')).toBe(newbieBefore + 200);
    expect(await freeCoins('seed-fan-kuro')).toBe(kuroBefore + 300);
    const after = await status('newbie');
    expect(after.viewer.referral).toMatchObject({
      hasUsedCode: true,
      invitedBy: { displayName: 'くろねこ' },
    });
    const events = await tenantScope(garden.database.db, 'demo').select(
      activityEvents,
      and(
        eq(activityEvents.userId, garden.demo.userIds.kuro),
        eq(activityEvents.kind, 'REFERRAL_CODE'),
      ),
    );
    expect(events).toHaveLength(1);
  });

  it('answers each invite code error and writes nothing', async () => {
    const newbieCode = (await status('newbie')).viewer.referral.code;
    const before = await tableCounts(garden.database.db);
    const reason = async (as: string, code: string) =>
      (await redeem(as, code)).data.redeemReferralCode;
    expect(await reason('newbie', 'HANA3M27')).toMatchObject({
      __typename: 'InviteCodeError',
      problem: 'ALREADY_USED',
      message: 'You have already entered an invite code. Each fan can use one only once.',
    });
    const lateCode = (await status('late')).viewer.referral.code;
    const counted = await tableCounts(garden.database.db);
    expect(await reason('late', lateCode)).toMatchObject({ problem: 'INVALID' });
    expect(await reason('late', 'abc')).toMatchObject({ problem: 'INVALID' });
    expect(await reason('late', 'ZZZZ2345')).toMatchObject({ problem: 'NOT_FOUND' });
    // Another garden's code is no code here.
    expect(await reason('late', 'STRNGR23')).toMatchObject({ problem: 'NOT_FOUND' });
    // Kuro invited newbie: kuro cannot use newbie's code back.
    expect(await reason('seed-fan-kuro', newbieCode)).toMatchObject({
      problem: 'ALREADY_INVITED',
    });
    expect(await reason('late', '   ')).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'code',
      reason: 'REQUIRED',
    });
    expect(await reason('late', 'x'.repeat(65))).toMatchObject({ reason: 'TOO_LONG' });
    expect(
      (await garden.call(REDEEM, { input: { clientMutationId: id(), code: 'HANA3M27' } })).data
        .redeemReferralCode.__typename,
    ).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(counted);
    expect(counted.referralCodes).toBe(before.referralCodes + 1); // late's own code, read once
    const ja = await garden.call(
      REDEEM,
      { input: { clientMutationId: id(), code: 'ZZZZ2345' } },
      { as: 'late', language: 'ja' },
    );
    expect(ja.data.redeemReferralCode.message).toBe(
      'この招待コードは見つかりませんでした。コードをもう一度ご確認ください。',
    );
  });

  it('rewards once when two redemptions of one fan race', async () => {
    const hanaBefore = await freeCoins('seed-fan-hana');
    const kuroBefore = await freeCoins('seed-fan-kuro');
    const results = await Promise.all([
      redeem('racer', 'HANA3M27'),
      redeem('racer', 'KURN3K28'),
      redeem('racer', 'HANA3M27'),
    ]);
    const kinds = results.map((result) => result.data.redeemReferralCode.__typename).sort();
    expect(kinds).toEqual(['InviteCodeError', 'InviteCodeError', 'RedeemReferralCodePayload']);
    expect(await freeCoins('racer')).toBe(200);
    const gained =
      (await freeCoins('seed-fan-hana')) -
      hanaBefore +
      (await freeCoins('seed-fan-kuro')) -
      kuroBefore;
    expect(gained).toBe(300);
    // The same clientMutationId sent twice at once: one redemption, two equal answers.
    const twinBefore = await freeCoins('twin');
    const same = await Promise.all([
      redeem('twin', 'HANA3M27', 'twin-1'),
      redeem('twin', 'HANA3M27', 'twin-1'),
    ]);
    expect(same.map((r) => r.data.redeemReferralCode.__typename)).toEqual([
      'RedeemReferralCodePayload',
      'RedeemReferralCodePayload',
    ]);
    expect(await freeCoins('twin')).toBe(twinBefore + 200);
  });

  it('lets only operators set the rewards, which the next redemption gives', async () => {
    const input = { clientMutationId: id(), inviterCoins: 50, inviteeCoins: 70 };
    expect(
      (await garden.call(SET_PROGRAM, { input }, { as: 'late' })).data.setReferralProgram
        .__typename,
    ).toBe('PermissionDeniedError');
    expect(
      (
        await garden.call(
          SET_PROGRAM,
          { input: { ...input, inviterCoins: -1 } },
          { as: DEMO_OPERATOR_UID },
        )
      ).data.setReferralProgram,
    ).toMatchObject({ __typename: 'InvalidInputError', field: 'inviterCoins' });
    const set = await garden.call(SET_PROGRAM, { input }, { as: DEMO_OPERATOR_UID });
    expect(set.data.setReferralProgram.referralProgram).toEqual({
      inviterCoins: 50,
      inviteeCoins: 70,
    });
    const used = await redeem('late', 'TRNT7AXE');
    expect(used.data.redeemReferralCode).toMatchObject({ rewardCoins: 70 });
    // The other garden keeps its own rewards.
    const other = await garden.call(REFERRAL, {}, { tenant: OTHER_TENANT_ID });
    expect(other.data.referralProgram).toEqual({ inviterCoins: 5, inviteeCoins: 5 });
  });

  it('shows a campaign page of this garden only, by its address', async () => {
    const page = await campaign('winter-2026', 'cc1');
    expect(page).toMatchObject({
      pageId: 'winter-2026',
      title: 'Season 2 premiere campaign code',
      rewardCoins: 100,
      perFanLimit: 1,
      totalLimit: 10_000,
      remaining: 10_000,
      viewerRedemptionCount: 0,
    });
    const theirs = await campaign('winter-2026', undefined, OTHER_TENANT_ID);
    expect(theirs.title).toBe('The other garden’s campaign code');
    expect(await campaign('no-such-campaign')).toBeNull();
    const node = await garden.call(`query($id: ID!) { node(id: $id) { id } }`, { id: theirs.id });
    expect(node.data.node).toBeNull();
  });

  it('redeems a campaign code once per fan, and refuses another garden’s page and code', async () => {
    const page = await campaign('winter-2026');
    const before = await freeCoins('cc1');
    const first = await redeemCampaign('cc1', page.id, 'moonlit-2026');
    expect(first.data.redeemCampaignCode).toEqual({
      __typename: 'RedeemCampaignCodePayload',
      rewardCoins: 100,
      page: { remaining: 9_999, viewerRedemptionCount: 1 },
      viewer: { coinBalance: { free: before + 100 } },
    });
    const counts = await tableCounts(garden.database.db);
    const again = await redeemCampaign('cc1', page.id, 'MOONLIT2026');
    expect(again.data.redeemCampaignCode).toMatchObject({
      __typename: 'CampaignCodeError',
      problem: 'ALREADY_USED',
      message: 'You have already used a code of this campaign.',
    });
    expect(await tableCounts(garden.database.db)).toEqual(counts);
    expect(await freeCoins('cc1')).toBe(before + 100);
    const theirs = await campaign('winter-2026', undefined, OTHER_TENANT_ID);
    expect(
      (await redeemCampaign('cc2', theirs.id, 'OTHERGARDEN')).data.redeemCampaignCode.__typename,
    ).toBe('NotFoundError');
    expect(
      (await redeemCampaign('cc2', page.id, 'OTHERGARDEN')).data.redeemCampaignCode,
    ).toMatchObject({ problem: 'NOT_FOUND' });
    expect(
      (
        await garden.call(REDEEM_CAMPAIGN, {
          input: { clientMutationId: id(), campaignCodePageId: page.id, code: 'MOONLIT2026' },
        })
      ).data.redeemCampaignCode.__typename,
    ).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('uses a single-use serial code once in all, and up to the per-fan limit', async () => {
    const page = await campaign('blu-ray-vol1');
    expect(
      (await redeemCampaign('cc1', page.id, 'BDVOL1A7K2Q9')).data.redeemCampaignCode,
    ).toMatchObject({
      rewardCoins: 300,
    });
    expect(
      (await redeemCampaign('cc2', page.id, 'bdvol1-a7k2-q9')).data.redeemCampaignCode,
    ).toMatchObject({ problem: 'CODE_USED_UP' });
    expect(
      (await redeemCampaign('cc1', page.id, 'BDVOL1M4X8T3')).data.redeemCampaignCode.__typename,
    ).toBe('RedeemCampaignCodePayload');
  });

  it('holds the window and the total limit, also when fans race', async () => {
    const future = await createPage({
      pageId: 'future-campaign',
      sharedCodes: ['SOON2027'],
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    const futureId = future.data.createCampaignCodePage.page.id;
    expect(
      (await redeemCampaign('cc1', futureId, 'SOON2027')).data.redeemCampaignCode,
    ).toMatchObject({
      problem: 'NOT_STARTED',
      message: 'This campaign has not started yet.',
    });
    const created = await createPage({ pageId: 'ended-campaign', sharedCodes: ['GONE2025'] });
    const endedId = created.data.createCampaignCodePage.page.id;
    await tenantScope(garden.database.db, 'demo').update(
      campaignCodePages,
      { endsAt: new Date(Date.now() - 1000) },
      eq(campaignCodePages.slug, 'ended-campaign'),
    );
    expect(
      (await redeemCampaign('cc1', endedId, 'GONE2025')).data.redeemCampaignCode,
    ).toMatchObject({
      problem: 'ENDED',
    });
    const scarce = await createPage({
      pageId: 'first-fan-only',
      sharedCodes: ['FIRST1'],
      totalLimit: 1,
    });
    const scarceId = scarce.data.createCampaignCodePage.page.id;
    const raced = await Promise.all(
      ['cc1', 'cc2', 'cc3'].map((fan) => redeemCampaign(fan, scarceId, 'FIRST1')),
    );
    const outcomes = raced
      .map((r) => r.data.redeemCampaignCode.problem ?? r.data.redeemCampaignCode.__typename)
      .sort();
    expect(outcomes).toEqual(['RedeemCampaignCodePayload', 'USED_UP', 'USED_UP']);
    expect((await campaign('first-fan-only')).remaining).toBe(0);
  });

  it('refuses a burst of wrong campaign codes from one fan', async () => {
    const page = await campaign('winter-2026');
    for (let n = 0; n < 10; n += 1) {
      expect(
        (await redeemCampaign('guesser', page.id, `WRONG${n}X`)).data.redeemCampaignCode,
      ).toMatchObject({ problem: 'NOT_FOUND' });
    }
    const limited = await redeemCampaign('guesser', page.id, 'MOONLIT2026');
    expect(limited.data.redeemCampaignCode).toMatchObject({
      __typename: 'RateLimitedError',
      retryAfterSeconds: 600,
    });
    // Another fan is not held back.
    expect(
      (await redeemCampaign('cc2', page.id, 'MOONLIT2026')).data.redeemCampaignCode.__typename,
    ).toBe('RedeemCampaignCodePayload');
  });

  it('retires a deleted fan’s invite code', async () => {
    await garden.join('leaver', 'leaver');
    const code = (await status('leaver')).viewer.referral.code;
    const deleted = await garden.call(
      `mutation($input: DeleteAccountInput!) { deleteAccount(input: $input) { __typename } }`,
      { input: { clientMutationId: 'leave-1', confirmed: true } },
      { as: 'leaver' },
    );
    expect(deleted.data.deleteAccount.__typename).toBe('DeleteAccountPayload');
    await garden.join('after-leaver', 'after');
    expect((await redeem('after-leaver', code)).data.redeemReferralCode).toMatchObject({
      problem: 'NOT_FOUND',
    });
  });

  it('lets only operators create campaign pages, with valid limits, and exports the codes', async () => {
    expect(
      (await createPage({ pageId: 'fan-made', sharedCodes: ['FANCODE'] }, 'cc1')).data
        .createCampaignCodePage.__typename,
    ).toBe('PermissionDeniedError');
    const invalid = async (input: Record<string, unknown>) =>
      (await createPage(input)).data.createCampaignCodePage;
    expect(await invalid({ pageId: 'Bad Slug', sharedCodes: ['OKCODE'] })).toMatchObject({
      field: 'pageId',
    });
    expect(await invalid({ pageId: 'no-codes' })).toMatchObject({
      field: 'sharedCodes',
      reason: 'REQUIRED',
    });
    expect(await invalid({ pageId: 'bad-code', sharedCodes: ['no'] })).toMatchObject({
      field: 'sharedCodes',
    });
    expect(
      await invalid({ pageId: 'bad-coins', sharedCodes: ['OKCODE'], rewardCoins: 0 }),
    ).toMatchObject({
      field: 'rewardCoins',
    });
    expect(
      await invalid({
        pageId: 'bad-window',
        sharedCodes: ['OKCODE'],
        endsAt: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
    ).toMatchObject({ field: 'endsAt' });
    expect(await invalid({ pageId: 'winter-2026', sharedCodes: ['OKCODE'] })).toMatchObject({
      field: 'pageId',
    });
    const made = await invalid({ pageId: 'serials', sharedCodes: ['Shared-1'], generateCount: 5 });
    expect(made.page).toMatchObject({ pageId: 'serials', title: 'Test', rewardCoins: 10 });
    expect(made.codes[0]).toBe('SHARED1');
    expect(made.codes).toHaveLength(6);
    expect(new Set(made.codes).size).toBe(6);
    for (const code of made.codes.slice(1)) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{10}$/);
    expect(made.page.id).toBe(
      toGlobalId(
        'CampaignCodePage',
        Number(Buffer.from(made.page.id, 'base64').toString().split(':')[1]),
      ),
    );
  });
});

// Its own garden: every call of a test garden comes from one address, which may try only
// three wrong codes here.
describe.each(testBackends)('wrong campaign codes per client address (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  beforeAll(async () => {
    garden = await createTestGarden(backend, {
      rateLimits: { wrongCampaignCodesPerAddress: { points: 3, duration: 600 } },
    });
    for (const fan of ['first', 'second', 'third', 'honest']) await garden.join(fan, fan);
  });
  afterAll(() => garden?.close());

  it('refuses them whichever fans try them', async () => {
    const page = (await garden.call(CAMPAIGN, { pageId: 'winter-2026' }, { language: 'en' })).data
      .community.campaignCodePage;
    const tryCode = (as: string, code: string) =>
      garden.call(
        REDEEM_CAMPAIGN,
        { input: { clientMutationId: `w-${(counter += 1)}`, campaignCodePageId: page.id, code } },
        { as, language: 'en' },
      );
    for (const [fan, code] of [
      ['first', 'NOPE1X'],
      ['second', 'NOPE2X'],
      ['third', 'NOPE3X'],
    ])
      expect((await tryCode(fan, code)).data.redeemCampaignCode.problem).toBe('NOT_FOUND');
    const coins = async () =>
      (await garden.call(REFERRAL, {}, { as: 'honest' })).data.viewer.coinBalance?.free ?? 0;
    const before = await coins();
    // A fan with no wrong code of their own, and the right code: refused from this address.
    const refused = await tryCode('honest', 'MOONLIT2026');
    expect(refused.data.redeemCampaignCode).toMatchObject({ __typename: 'RateLimitedError' });
    expect(refused.data.redeemCampaignCode.retryAfterSeconds).toBeGreaterThan(0);
    expect(await coins()).toBe(before);
  });
});
