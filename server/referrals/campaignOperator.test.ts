// The operators' tools of a campaign code page after its creation: editing it (limits never
// below what is used), closing it early, generating more single-use codes and the codes'
// CSV — each refused to a fan and a visitor, to another garden's page and to hostile ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { campaignCodePages } from './tables';

const CREATE_PAGE = `mutation($input: CreateCampaignCodePageInput!) {
  createCampaignCodePage(input: $input) {
    __typename
    ... on CreateCampaignCodePagePayload { page { id pageId } codes }
  }
}`;
const UPDATE_PAGE = `mutation($input: UpdateCampaignCodePageInput!) {
  updateCampaignCodePage(input: $input) {
    __typename
    ... on CampaignCodePagePayload { clientMutationId page { title description rewardCoins perFanLimit totalLimit remaining endsAt } }
    ... on CampaignCodeLimitBelowUseError { limitField usedCount }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;
const CLOSE_PAGE = `mutation($input: CloseCampaignCodePageInput!) {
  closeCampaignCodePage(input: $input) {
    __typename
    ... on CampaignCodePagePayload { page { startsAt endsAt } }
    ... on Error { message }
  }
}`;
const GENERATE = `mutation($input: GenerateCampaignCodesInput!) {
  generateCampaignCodes(input: $input) {
    __typename
    ... on GenerateCampaignCodesPayload { page { id codesCsvPath } codes }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;
const REDEEM = `mutation($input: RedeemCampaignCodeInput!) {
  redeemCampaignCode(input: $input) {
    __typename
    ... on CampaignCodeError { campaignCodeProblem message }
  }
}`;
const CSV_PATH = `query($pageId: String!) { community { campaignCodePage(pageId: $pageId) { codesCsvPath } } }`;

const DAY = 24 * 60 * 60 * 1000;
const HOSTILE_IDS = [
  '',
  'x',
  'Q2FtcGFpZ25Db2RlUGFnZTotMQ==',
  toGlobalId('CampaignCodePage', 2 ** 40),
  toGlobalId('User', 1),
  'A'.repeat(5000),
  "' OR 1=1 --",
];

describe.each(testBackends)('campaign code pages, operators (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `cc-op-${(counter += 1)}`;
  const as = { as: DEMO_OPERATOR_UID, language: 'en' as const };
  const window = () => ({
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
  });
  const fields = (extra: Record<string, unknown> = {}) => ({
    titleJa: 'テスト',
    titleEn: 'Test',
    descriptionJa: '説明',
    descriptionEn: 'About',
    rewardCoins: 10,
    perFanLimit: 2,
    totalLimit: 100,
    startsAt: new Date(Date.now() - DAY).toISOString(),
    endsAt: new Date(Date.now() + DAY).toISOString(),
    ...extra,
  });
  const createPage = async (pageId: string, extra: Record<string, unknown> = {}) => {
    const created = await garden.call(
      CREATE_PAGE,
      {
        input: {
          clientMutationId: id(),
          pageId,
          ...fields(),
          sharedCodes: ['SHARED1', 'SHARED2'],
          generateCount: 2,
          ...extra,
        },
      },
      as,
    );
    return created.data.createCampaignCodePage as { page: { id: string }; codes: string[] };
  };
  const update = (campaignCodePageId: string, extra = {}, call: object = as, cmid = id()) =>
    garden.call(
      UPDATE_PAGE,
      { input: { clientMutationId: cmid, campaignCodePageId, ...fields(extra) } },
      call,
    );
  const redeem = (fan: string, campaignCodePageId: string, code: string) =>
    garden.call(
      REDEEM,
      { input: { clientMutationId: id(), campaignCodePageId, code } },
      { as: fan, language: 'en' },
    );
  const download = async (path: string, uid?: string) => {
    const headers: Record<string, string> = {};
    if (uid) headers.authorization = `Bearer ${await garden.auth.tokenFor(uid)}`;
    return garden.server.yoga.fetch(`http://garden.test${path}`, { headers });
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['cc-a', 'cc-b', 'cc-c']) await garden.join(fan, fan);
  });
  afterAll(() => garden?.close());

  it('edits a page; limits may not go below what is used; a retry returns the first result', async () => {
    const { page } = await createPage('edit-me');
    expect((await redeem('cc-a', page.id, 'SHARED1')).data.redeemCampaignCode.__typename).toBe(
      'RedeemCampaignCodePayload',
    );
    await redeem('cc-a', page.id, 'SHARED2');
    await redeem('cc-b', page.id, 'SHARED1');
    const before = await tableCounts(garden.database.db);
    expect((await update(page.id, { totalLimit: 2 })).data.updateCampaignCodePage).toEqual({
      __typename: 'CampaignCodeLimitBelowUseError',
      limitField: 'totalLimit',
      usedCount: 3,
      message:
        'The new value of the total limit cannot be lower than what has already been used (3). Nothing was changed.',
    });
    expect((await update(page.id, { perFanLimit: 1 })).data.updateCampaignCodePage).toMatchObject({
      __typename: 'CampaignCodeLimitBelowUseError',
      limitField: 'perFanLimit',
      usedCount: 2,
    });
    // The same checks as creating: the first field at fault.
    expect((await update(page.id, { rewardCoins: 0 })).data.updateCampaignCodePage).toMatchObject({
      field: 'rewardCoins',
    });
    expect(
      (await update(page.id, { endsAt: new Date(Date.now() - 2 * DAY).toISOString() })).data
        .updateCampaignCodePage,
    ).toMatchObject({ field: 'endsAt' });
    expect((await update(page.id, { titleEn: '' })).data.updateCampaignCodePage).toMatchObject({
      field: 'titleEn',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);

    // A retry sends the very same input (the same window too).
    const same = { titleEn: 'Edited', rewardCoins: 25, totalLimit: 3, ...window() };
    const edited = await update(page.id, same, as, 'edit-once');
    expect(edited.data.updateCampaignCodePage).toMatchObject({
      __typename: 'CampaignCodePagePayload',
      page: { title: 'Edited', rewardCoins: 25, totalLimit: 3, remaining: 0 },
    });
    expect((await update(page.id, same, as, 'edit-once')).data).toEqual(edited.data);
    const reused = await update(page.id, { titleEn: 'Other' }, as, 'edit-once');
    expect(reused.data.updateCampaignCodePage).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'clientMutationId',
    });
  });

  it('closes a page early: redeeming afterwards is ENDED, and closing again keeps the end', async () => {
    const { page } = await createPage('close-me');
    const close = (cmid: string) =>
      garden.call(
        CLOSE_PAGE,
        { input: { clientMutationId: cmid, campaignCodePageId: page.id } },
        as,
      );
    const closed = await close('close-1');
    expect(closed.data.closeCampaignCodePage.__typename).toBe('CampaignCodePagePayload');
    const endsAt = closed.data.closeCampaignCodePage.page.endsAt;
    expect(new Date(endsAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect((await redeem('cc-c', page.id, 'SHARED1')).data.redeemCampaignCode).toEqual({
      __typename: 'CampaignCodeError',
      campaignCodeProblem: 'ENDED',
      message: 'This campaign has ended.',
    });
    expect((await close('close-1')).data).toEqual(closed.data);
    const again = await close('close-2');
    expect(again.data.closeCampaignCodePage.page.endsAt).toBe(endsAt);
    // A campaign not started yet ends unopened: ENDED, not NOT_STARTED.
    const { page: future } = await createPage('close-future', {
      startsAt: new Date(Date.now() + DAY).toISOString(),
      endsAt: new Date(Date.now() + 2 * DAY).toISOString(),
    });
    await garden.call(
      CLOSE_PAGE,
      { input: { clientMutationId: 'close-3', campaignCodePageId: future.id } },
      as,
    );
    expect((await redeem('cc-c', future.id, 'SHARED1')).data.redeemCampaignCode).toMatchObject({
      campaignCodeProblem: 'ENDED',
    });
  });

  it('generates more unique single-use codes, once per clientMutationId', async () => {
    const { page, codes: first } = await createPage('more-codes');
    const generate = (count: number, cmid: string) =>
      garden.call(
        GENERATE,
        { input: { clientMutationId: cmid, campaignCodePageId: page.id, count } },
        as,
      );
    const made = await generate(50, 'gen-1');
    const codes: string[] = made.data.generateCampaignCodes.codes;
    expect(codes).toHaveLength(50);
    expect(new Set([...codes, ...first]).size).toBe(50 + first.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(made.data.generateCampaignCodes.page.codesCsvPath).toBe(
      '/campaign-codes/demo/more-codes.csv',
    );
    const before = await tableCounts(garden.database.db);
    expect((await generate(50, 'gen-1')).data).toEqual(made.data);
    expect(await tableCounts(garden.database.db)).toEqual(before);
    for (const count of [0, 1001, -1])
      expect((await generate(count, `gen-bad-${count}`)).data.generateCampaignCodes).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'count',
      });
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // A generated code works once.
    expect((await redeem('cc-a', page.id, codes[0])).data.redeemCampaignCode.__typename).toBe(
      'RedeemCampaignCodePayload',
    );
    expect((await redeem('cc-b', page.id, codes[0])).data.redeemCampaignCode).toMatchObject({
      campaignCodeProblem: 'CODE_USED_UP',
    });
  });

  it('exports the codes with their use as CSV to operators only: UTF-8 with a BOM', async () => {
    const { page, codes } = await createPage('csv-codes', { sharedCodes: ['CSV1'] });
    expect(codes).toHaveLength(3);
    await redeem('cc-a', page.id, 'CSV1');
    const path = (await garden.call(CSV_PATH, { pageId: 'csv-codes' }, { as: DEMO_OPERATOR_UID }))
      .data.community.campaignCodePage.codesCsvPath;
    expect(path).toBe('/campaign-codes/demo/csv-codes.csv');
    const response = await download(path, DEMO_OPERATOR_UID);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="campaign-codes-csv-codes.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true })
      .decode(bytes.slice(3))
      .split('\r\n');
    expect(lines[0]).toBe('"コード","種類","使用上限","使用回数","発行日時（日本時間）"');
    expect(lines[1]).toMatch(/^"CSV1","共通コード","","1","\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}"$/);
    expect(lines[2]).toMatch(new RegExp(`^"${codes[1]}","1回限り","1","0",`));
    expect(lines).toHaveLength(5);
    const english = await download(`${path}?lang=en`, DEMO_OPERATOR_UID);
    expect(new TextDecoder().decode(await english.arrayBuffer()).split('\r\n')[0]).toBe(
      '"Code","Kind","Use limit","Times used","Issued at (Japan time)"',
    );
    // A fan, a visitor, another garden's address, a page not there: 404; fans see no path.
    expect((await download(path, 'cc-a')).status).toBe(404);
    expect((await download(path)).status).toBe(404);
    expect((await download('/campaign-codes/other/csv-codes.csv', DEMO_OPERATOR_UID)).status).toBe(
      404,
    );
    expect((await download('/campaign-codes/demo/nothing.csv', DEMO_OPERATOR_UID)).status).toBe(
      404,
    );
    const fanView = await garden.call(CSV_PATH, { pageId: 'csv-codes' }, { as: 'cc-a' });
    expect(fanView.data.community.campaignCodePage.codesCsvPath).toBeNull();
  });

  it('refuses fans, visitors, another garden’s page and hostile ids, writing nothing', async () => {
    const { page } = await createPage('guarded');
    const [other] = await tenantScope(garden.database.db, 'other')
      .insert(campaignCodePages, {
        slug: 'other-page',
        title: { en: 'Other' },
        description: { en: 'Other' },
        rewardCoins: 1,
        perFanLimit: 1,
        totalLimit: 1,
        startsAt: new Date(Date.now() - DAY),
        endsAt: new Date(Date.now() + DAY),
      })
      .returning();
    const before = await tableCounts(garden.database.db);
    const calls = (campaignCodePageId: string, call: object) => [
      update(campaignCodePageId, {}, call).then((r) => r.data.updateCampaignCodePage),
      garden
        .call(CLOSE_PAGE, { input: { clientMutationId: id(), campaignCodePageId } }, call)
        .then((r) => r.data.closeCampaignCodePage),
      garden
        .call(GENERATE, { input: { clientMutationId: id(), campaignCodePageId, count: 1 } }, call)
        .then((r) => r.data.generateCampaignCodes),
    ];
    for (const result of await Promise.all(calls(page.id, { as: 'cc-a', language: 'en' })))
      expect(result).toEqual({
        __typename: 'PermissionDeniedError',
        message: "Only the garden's operators can do this.",
      });
    for (const result of await Promise.all(calls(page.id, {})))
      expect(result.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const foreign = toGlobalId('CampaignCodePage', other.id);
    for (const hostile of [foreign, ...HOSTILE_IDS]) {
      const responses = await Promise.all(calls(hostile, as));
      for (const result of responses) expect(result?.__typename).toBe('NotFoundError');
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});
