// The members' extra draw (EXTRA_DRAWS): a member takes one more free entry in a draw that
// offers it, once (retried, or sent twice at once); fans without the perk (never joined, or
// lapsed) are refused in both languages and nothing is written; a draw that does not offer
// it refuses; the operator's setting follows the draw's lock; another tenant sees nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../community/tables';
import { DEMO_OPERATOR_UID } from '../../db/demoTenant';
import { tenantScope } from '../../db/tenantScope';
import { dbIdOf, toGlobalId } from '../../graphql/globalId';
import { TEST_CARDS } from '../../store/payments/localProvider';
import { SUBSCRIBE, firstPlanId } from '../../subscriptions/subscriptionsTestDocuments';
import { memberships } from '../../subscriptions/tables';
import { tableCounts } from '../../testing/tableCounts';
import { testBackends } from '../../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../../testing/testGarden';
import { prizeDrawEntries } from '../tables';
import { createPrizeDrawRows } from './createPrizeDraw';

const text = (value: string) => ({ ja: value, en: value });

const ENTER_AS_MEMBER = `mutation ($input: EnterPrizeDrawAsMemberInput!) {
  enterPrizeDrawAsMember(input: $input) {
    __typename
    ... on EnterPrizeDrawPayload {
      entry { id number route memberExtraDraw }
      prizeDraw { entryCount viewerMemberExtraDraw { hasPerk entriesLeft entriesUsed } }
    }
    ... on PrizeDrawError { prizeDrawReason message }
    ... on MembershipRequiredError { perk message }
    ... on Error { message }
  }
}`;
const ENTER = `mutation ($input: EnterPrizeDrawInput!) {
  enterPrizeDraw(input: $input) {
    __typename
    ... on EnterPrizeDrawPayload { entry { number memberExtraDraw } prizeDraw { entryCount } }
    ... on PrizeDrawError { prizeDrawReason }
  }
}`;
const DRAW = `query ($id: ID!) { node(id: $id) { ... on PrizeDraw {
  entryCount offersMemberExtraDraw viewerEligibility
  viewerEntry { number memberExtraDraw }
  viewerMemberExtraDraw { hasPerk entriesLeft entriesUsed entry { number memberExtraDraw } }
} } }`;
const UPDATE = `mutation ($input: UpdatePrizeDrawInput!) {
  updatePrizeDraw(input: $input) {
    __typename
    ... on UpdatePrizeDrawPayload { prizeDraw { offersMemberExtraDraw } }
  }
}`;
const CREATE = `mutation ($input: CreatePrizeDrawInput!) {
  createPrizeDraw(input: $input) {
    __typename
    ... on CreatePrizeDrawPayload { prizeDraw { id offersMemberExtraDraw } }
  }
}`;

describe.each(testBackends)("members' extra draw (%s)", (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const id = () => `extra-${(counter += 1)}`;
  const demo = () => tenantScope(garden.database.db, 'demo');
  const enterAsMember = (
    as: string,
    prizeDrawId: string,
    clientMutationId = id(),
    language: 'ja' | 'en' = 'en',
  ) => garden.call(ENTER_AS_MEMBER, { input: { clientMutationId, prizeDrawId } }, { as, language });
  const drawAs = async (as: string | undefined, drawId: string) =>
    (await garden.call(DRAW, { id: drawId }, as ? { as } : {})).data.node;
  /** A draw open now, offering the members' extra draw unless told otherwise. */
  const addDraw = async (offersMemberExtraDraw = true, closesAt = Date.now() + 3_600_000) => {
    const row = await demo().transaction((tx) =>
      createPrizeDrawRows(tx, {
        title: text('Member draw'),
        description: text('For tests'),
        imageUrl: '/images/draws/machine.svg',
        opensAt: new Date(Date.now() - 120_000),
        closesAt: new Date(closesAt),
        entryItemId: null,
        freeEntry: true,
        offersMemberExtraDraw,
        transactionPrice: 0,
        expectedSales: 0,
        prizes: [
          {
            name: text('Signed poster'),
            description: text(''),
            imageUrl: '/images/draws/prize.svg',
            kind: 'REAL_GOODS',
            valueYen: 3000,
            winnerCount: 1,
          },
        ],
      }),
    );
    return toGlobalId('PrizeDraw', row.id);
  };
  const subscribe = async (as: string) => {
    const planId = await firstPlanId(garden);
    const result = await garden.call(
      SUBSCRIBE,
      { input: { clientMutationId: id(), planId, card: TEST_CARDS.succeeds } },
      { as },
    );
    expect(result.data.subscribeToMembership.__typename).toBe('SubscribeToMembershipPayload');
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    for (const fan of ['member', 'racer', 'retrier', 'stranger', 'lapsed']) await garden.join(fan);
    for (const fan of ['member', 'racer', 'retrier', 'lapsed']) await subscribe(fan);
  });
  afterAll(() => garden?.close());

  it('gives a member one more free entry, numbered with everyone’s and recorded as a member entry', async () => {
    const drawId = await addDraw();
    expect(await drawAs('member', drawId)).toMatchObject({
      offersMemberExtraDraw: true,
      viewerEligibility: 'ELIGIBLE',
      viewerMemberExtraDraw: { hasPerk: true, entriesLeft: 1, entriesUsed: 0, entry: null },
    });
    const own = await garden.call(
      ENTER,
      { input: { clientMutationId: id(), prizeDrawId: drawId, route: 'FREE' } },
      { as: 'member' },
    );
    expect(own.data.enterPrizeDraw.entry).toEqual({ number: 1, memberExtraDraw: false });
    const extra = (await enterAsMember('member', drawId)).data.enterPrizeDrawAsMember;
    expect(extra).toMatchObject({
      __typename: 'EnterPrizeDrawPayload',
      entry: { number: 2, route: 'FREE', memberExtraDraw: true },
      prizeDraw: {
        entryCount: 2,
        viewerMemberExtraDraw: { hasPerk: true, entriesLeft: 0, entriesUsed: 1 },
      },
    });
    // The fan's own entry stays theirs; the member entry is listed on its own.
    expect(await drawAs('member', drawId)).toMatchObject({
      entryCount: 2,
      viewerEligibility: 'ALREADY_ENTERED',
      viewerEntry: { number: 1, memberExtraDraw: false },
      viewerMemberExtraDraw: { entry: { number: 2, memberExtraDraw: true } },
    });
    const rows = await demo().select(
      prizeDrawEntries,
      eq(prizeDrawEntries.prizeDrawId, dbIdOf(drawId, 'PrizeDraw') ?? 0),
    );
    expect(rows.map((row) => [row.number, row.memberEntry]).sort()).toEqual([
      [1, false],
      [2, true],
    ]);
    const again = (await enterAsMember('member', drawId)).data.enterPrizeDrawAsMember;
    expect(again).toMatchObject({
      __typename: 'PrizeDrawError',
      prizeDrawReason: 'ALREADY_ENTERED',
    });
  });

  it('takes the member entry before the fan’s own entry too, and the own entry after it', async () => {
    const drawId = await addDraw();
    const extra = (await enterAsMember('member', drawId)).data.enterPrizeDrawAsMember;
    expect(extra.entry).toMatchObject({ number: 1, memberExtraDraw: true });
    expect((await drawAs('member', drawId)).viewerEligibility).toBe('ELIGIBLE');
    const own = await garden.call(
      ENTER,
      { input: { clientMutationId: id(), prizeDrawId: drawId, route: 'FREE' } },
      { as: 'member' },
    );
    expect(own.data.enterPrizeDraw.entry).toEqual({ number: 2, memberExtraDraw: false });
  });

  it('refuses a fan who never joined, in both languages, and writes nothing', async () => {
    const drawId = await addDraw();
    expect((await drawAs('stranger', drawId)).viewerMemberExtraDraw).toEqual({
      hasPerk: false,
      entriesLeft: 0,
      entriesUsed: 0,
      entry: null,
    });
    expect((await drawAs(undefined, drawId)).viewerMemberExtraDraw).toMatchObject({
      hasPerk: false,
      entriesLeft: 0,
    });
    const before = await tableCounts(garden.database.db);
    const en = (await enterAsMember('stranger', drawId)).data.enterPrizeDrawAsMember;
    expect(en).toEqual({
      __typename: 'MembershipRequiredError',
      perk: 'EXTRA_DRAWS',
      message: 'Extra draws are a members’ perk. Join the membership to use them.',
    });
    const ja = (await enterAsMember('stranger', drawId, id(), 'ja')).data.enterPrizeDrawAsMember;
    expect(ja.message).toBe(
      '追加の抽選はメンバー限定の特典です。メンバーシップに加入するとご利用いただけます。',
    );
    const visitor = await garden.call(ENTER_AS_MEMBER, {
      input: { clientMutationId: id(), prizeDrawId: drawId },
    });
    expect(visitor.data.enterPrizeDrawAsMember.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses a fan whose membership lapsed', async () => {
    const drawId = await addDraw();
    expect((await drawAs('lapsed', drawId)).viewerMemberExtraDraw.hasPerk).toBe(true);
    // The renewal failed and the grace period ended (membershipFlow.test.ts walks there).
    const [fan] = await demo().select(users, eq(users.authUid, 'lapsed'));
    await demo().update(memberships, { status: 'LAPSED' }, eq(memberships.userId, fan.id));
    expect((await drawAs('lapsed', drawId)).viewerMemberExtraDraw).toMatchObject({
      hasPerk: false,
      entriesLeft: 0,
    });
    const before = await tableCounts(garden.database.db);
    const refused = (await enterAsMember('lapsed', drawId)).data.enterPrizeDrawAsMember;
    expect(refused).toMatchObject({ __typename: 'MembershipRequiredError', perk: 'EXTRA_DRAWS' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses in a draw that does not offer it, and outside the window', async () => {
    const plain = await addDraw(false);
    const closed = await addDraw(true, Date.now() - 60_000);
    expect((await drawAs('member', plain)).viewerMemberExtraDraw).toBeNull();
    const before = await tableCounts(garden.database.db);
    const refused = (await enterAsMember('member', plain)).data.enterPrizeDrawAsMember;
    expect(refused).toEqual({
      __typename: 'PrizeDrawError',
      prizeDrawReason: 'NOT_ELIGIBLE',
      message: 'This prize draw does not offer members an extra draw.',
    });
    const late = (await enterAsMember('member', closed)).data.enterPrizeDrawAsMember;
    expect(late).toMatchObject({ __typename: 'PrizeDrawError', prizeDrawReason: 'CLOSED' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('acts once when retried with the same clientMutationId', async () => {
    const drawId = await addDraw();
    const first = (await enterAsMember('retrier', drawId, 'retry-1')).data.enterPrizeDrawAsMember;
    const second = (await enterAsMember('retrier', drawId, 'retry-1')).data.enterPrizeDrawAsMember;
    expect(second.entry).toEqual(first.entry);
    expect((await drawAs('retrier', drawId)).entryCount).toBe(1);
  });

  it('gives one entry when two requests arrive at once', async () => {
    const drawId = await addDraw();
    const results = await Promise.all(
      ['race-a', 'race-b', 'race-c'].map((key) => enterAsMember('racer', drawId, key)),
    );
    const kinds = results.map((result) => result.data.enterPrizeDrawAsMember.__typename).sort();
    expect(kinds).toEqual(['EnterPrizeDrawPayload', 'PrizeDrawError', 'PrizeDrawError']);
    expect(await drawAs('racer', drawId)).toMatchObject({
      entryCount: 1,
      viewerMemberExtraDraw: { entriesLeft: 0, entriesUsed: 1 },
    });
  });

  it('is not found from another tenant', async () => {
    const drawId = await addDraw();
    await garden.join('member', 'member', OTHER_TENANT_ID);
    const result = await garden.call(
      ENTER_AS_MEMBER,
      { input: { clientMutationId: id(), prizeDrawId: drawId } },
      { as: 'member', tenant: OTHER_TENANT_ID },
    );
    expect(result.data.enterPrizeDrawAsMember.__typename).toBe('NotFoundError');
    const node = await garden.call(DRAW, { id: drawId }, { as: 'member', tenant: OTHER_TENANT_ID });
    expect(node.data.node).toBeNull();
  });

  it('lets the operator offer it when creating, change it before entries, and locks it after', async () => {
    const now = Date.now();
    const fields = {
      titleJa: 'メンバー感謝抽選',
      titleEn: 'Members thanks draw',
      descriptionJa: '抽選でプレゼント',
      descriptionEn: 'Prizes by lot',
      imageUrl: '/images/draws/machine.svg',
      opensAt: new Date(now).toISOString(),
      closesAt: new Date(now + 3_600_000).toISOString(),
      freeEntry: true,
      prizes: [
        {
          nameJa: 'ポスター',
          nameEn: 'Poster',
          imageUrl: '/images/draws/prize.svg',
          kind: 'REAL_GOODS',
          valueYen: 1000,
          winnerCount: 1,
        },
      ],
    };
    const created = await garden.call(
      CREATE,
      { input: { clientMutationId: id(), ...fields, offersMemberExtraDraw: true } },
      { as: DEMO_OPERATOR_UID },
    );
    const drawId = created.data.createPrizeDraw.prizeDraw.id;
    expect(created.data.createPrizeDraw.prizeDraw.offersMemberExtraDraw).toBe(true);
    const update = (input: Record<string, unknown>) =>
      garden.call(
        UPDATE,
        { input: { clientMutationId: id(), prizeDrawId: drawId, ...fields, ...input } },
        { as: DEMO_OPERATOR_UID },
      );
    // Left out: kept as it is.
    expect((await update({})).data.updatePrizeDraw.prizeDraw.offersMemberExtraDraw).toBe(true);
    expect(
      (await update({ offersMemberExtraDraw: false })).data.updatePrizeDraw.prizeDraw
        .offersMemberExtraDraw,
    ).toBe(false);
    await update({ offersMemberExtraDraw: true });
    await enterAsMember('member', drawId);
    const locked = await update({ offersMemberExtraDraw: false });
    expect(locked.data.updatePrizeDraw.__typename).toBe('PrizeDrawLockedError');
    expect((await update({ titleEn: 'Members thanks draw!' })).data.updatePrizeDraw).toEqual({
      __typename: 'UpdatePrizeDrawPayload',
      prizeDraw: { offersMemberExtraDraw: true },
    });
  });
});
