// Web Push: the VAPID key, subscriptions and switches with their typed errors, the test push
// and the pushes about direct messages and replies, sent to a push service stand-in that
// records the encrypted requests (the VAPID Authorization header, aes128gcm) and decrypts
// them as the browser would.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, isNotNull } from 'drizzle-orm';
import { DEMO_OFFICIAL_UID, DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { createPrizeDrawRows } from '../draws/prizeDraws/createPrizeDraw';
import { prizeDrawEntries } from '../draws/tables';
import { garden as composedGarden } from '../features';
import { toGlobalId } from '../graphql/globalId';
import { runDueJobs } from '../platform/scheduledJobs';
import { streamClosed, streamOpened } from '../stream/streamPresence';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type BrowserKeys,
  type PushService,
} from '../testing/pushService';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { TEST_CARDS } from '../store/payments/localProvider';
import { SUBSCRIBE as MEMBERSHIP, firstPlanId } from '../subscriptions/subscriptionsTestDocuments';
import { memberships } from '../subscriptions/tables';
import { users } from '../community/tables';
import { loadVapidKeys } from './vapidKeys';

const vapid = webPush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = 'mailto:test@garden.test';
process.env.WEB_PUSH_ALLOW_HTTP_ENDPOINTS = '1';

const SETTINGS = `notificationSettings { directMessages repliesAndReactions officialPosts eventsAndSchedules pushSubscriptionCount }`;
const READ = `{ webPushPublicKey viewer { ${SETTINGS} } }`;
const SUBSCRIBE = `mutation Subscribe($input: SubscribeToPushInput!) { subscribeToPush(input: $input) {
  __typename ... on SubscribeToPushPayload { ${SETTINGS} } ... on InvalidInputError { field reason } ... on Error { message } } }`;
const UNSUBSCRIBE = `mutation Unsubscribe($input: UnsubscribeFromPushInput!) { unsubscribeFromPush(input: $input) {
  __typename ... on UnsubscribeFromPushPayload { ${SETTINGS} } ... on InvalidInputError { field reason } ... on Error { message } } }`;
const PREFERENCES = `mutation Prefs($input: SetNotificationPreferencesInput!) { setNotificationPreferences(input: $input) {
  __typename ... on SetNotificationPreferencesPayload { ${SETTINGS} } ... on Error { message } } }`;
const TEST = `mutation Test($input: SendTestNotificationInput!) { sendTestNotification(input: $input) {
  __typename ... on SendTestNotificationPayload { deliveredCount removedCount ${SETTINGS} } ... on Error { message } } }`;
const POST = `mutation Post($input: PostChatMessageInput!) { postChatMessage(input: $input) {
  __typename ... on PostChatMessagePayload { messageEdge { node { id } } } ... on Error { message } } }`;
const ENTER = `mutation Enter($input: EnterPrizeDrawInput!) { enterPrizeDraw(input: $input) { __typename } }`;
const CLOSE = `mutation Close($input: ClosePrizeDrawInput!) { closePrizeDraw(input: $input) { __typename } }`;
const CREATE_POST = `mutation CreatePost($input: CreatePostInput!) { createPost(input: $input) {
  __typename ... on CreatePostPayload { postEdge { node { id } } } ... on Error { message } } }`;
const CREATE_SCHEDULE = `mutation CreateSchedule($input: CreateOfficialScheduleInput!) { createOfficialSchedule(input: $input) {
  __typename ... on CreateOfficialSchedulePayload { officialSchedule { id } } ... on Error { message } } }`;
const START = `mutation Start($input: StartDirectMessageInput!) { startDirectMessage(input: $input) {
  __typename ... on StartDirectMessagePayload { channel { id } } ... on Error { message } } }`;

let counter = 0;
const nextId = () => `n-${(counter += 1)}`;

describe.each(testBackends)('notifications (%s)', (backend) => {
  let garden: TestGarden;
  let push: PushService;
  const keys: Record<string, BrowserKeys> = {};
  const userIds: Record<string, string> = {};
  let lobbyId: string;

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function mutate(query: string, as: string | undefined, input: object): Promise<any> {
    const result = await garden.call(
      query,
      { input: { clientMutationId: nextId(), ...input } },
      {
        as,
        language: 'en',
      },
    );
    expect(result.errors).toBeUndefined();
    return Object.values(result.data ?? {})[0];
  }
  const subscribe = (as: string, pathName = `/push/${as}`) =>
    mutate(SUBSCRIBE, as, {
      endpoint: `${push.origin}${pathName}`,
      p256dh: keys[as]!.p256dh,
      auth: keys[as]!.auth,
    });
  const pushesTo = (as: string) => push.received.filter((r) => r.path === `/push/${as}`);
  const runJobs = () => runDueJobs(garden.database.db, composedGarden.jobHandlers);

  beforeAll(async () => {
    push = await startPushService();
    garden = await createTestGarden(backend);
    for (const name of ['aki', 'beni', 'chika', 'dai']) {
      keys[name] = browserKeys();
      await garden.join(name, name.toUpperCase());
      const me = await garden.call('{ viewer { user { id } } }', {}, { as: name });
      userIds[name] = me.data.viewer.user.id;
    }
    const channels = await garden.call(
      '{ viewer { joinedChannels(first: 10) { edges { node { id isPrivate } } } } }',
      {},
      { as: 'aki' },
    );
    lobbyId = channels.data.viewer.joinedChannels.edges.find(
      (edge: { node: { isPrivate: boolean } }) => !edge.node.isPrivate,
    ).node.id;
  });
  afterAll(async () => {
    await garden?.close();
    await push?.close();
  });
  beforeEach(() => {
    push.received.length = 0;
  });

  it('exposes the VAPID public key and all-on settings; nothing for a visitor', async () => {
    const visitor = await garden.call(READ);
    expect(visitor.data.webPushPublicKey).toBe(vapid.publicKey);
    expect(Buffer.from(visitor.data.webPushPublicKey, 'base64url')).toHaveLength(65);
    expect(visitor.data.viewer.notificationSettings).toBeNull();
    const fan = await garden.call(READ, {}, { as: 'aki' });
    expect(fan.data.viewer.notificationSettings).toEqual({
      directMessages: true,
      repliesAndReactions: true,
      officialPosts: true,
      eventsAndSchedules: true,
      pushSubscriptionCount: 0,
    });
  });

  it('refuses visitors and malformed subscriptions with typed errors, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const visitor = await mutate(SUBSCRIBE, undefined, {
      endpoint: `${push.origin}/push/x`,
      p256dh: keys.aki!.p256dh,
      auth: keys.aki!.auth,
    });
    expect(visitor.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    const bad = async (input: Record<string, string>) =>
      mutate(SUBSCRIBE, 'aki', {
        endpoint: `${push.origin}/push/aki`,
        p256dh: keys.aki!.p256dh,
        auth: keys.aki!.auth,
        ...input,
      });
    expect(await bad({ endpoint: 'ftp://push.example/x' })).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'endpoint',
      reason: 'INVALID_FORMAT',
    });
    expect(await bad({ endpoint: '' })).toMatchObject({ field: 'endpoint', reason: 'REQUIRED' });
    expect(await bad({ endpoint: `https://push.example/${'x'.repeat(3000)}` })).toMatchObject({
      field: 'endpoint',
      reason: 'TOO_LONG',
    });
    expect(await bad({ p256dh: 'AAAA' })).toMatchObject({ field: 'p256dh' });
    expect(await bad({ auth: Buffer.alloc(8).toString('base64url') })).toMatchObject({
      field: 'auth',
    });
    expect(await mutate(TEST, undefined, {})).toMatchObject({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
    });
    expect(await mutate(PREFERENCES, undefined, { officialPosts: false })).toMatchObject({
      __typename: 'ShouldBeLoggedInOrSignedUpError',
    });
    const noDevice = await mutate(TEST, 'dai', {});
    expect(noDevice.__typename).toBe('NoPushSubscriptionError');
    expect(noDevice.message).toContain('Turn on notifications');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(push.received).toHaveLength(0);
  });

  it('refuses http endpoints unless a test or local run allows them', async () => {
    delete process.env.WEB_PUSH_ALLOW_HTTP_ENDPOINTS;
    try {
      expect(await subscribe('dai')).toMatchObject({ field: 'endpoint' });
    } finally {
      process.env.WEB_PUSH_ALLOW_HTTP_ENDPOINTS = '1';
    }
  });

  it('stores a subscription once, whatever the retries, and forgets it', async () => {
    const input = {
      clientMutationId: 'sub-once',
      endpoint: `${push.origin}/push/beni`,
      p256dh: keys.beni!.p256dh,
      auth: keys.beni!.auth,
    };
    const [first, retry] = await Promise.all([
      garden.call(SUBSCRIBE, { input }, { as: 'beni' }),
      garden.call(SUBSCRIBE, { input }, { as: 'beni' }),
    ]);
    for (const result of [first, retry])
      expect(result.data.subscribeToPush.notificationSettings.pushSubscriptionCount).toBe(1);
    // The same browser subscribing again (a new clientMutationId) is still one browser.
    expect((await subscribe('beni')).notificationSettings.pushSubscriptionCount).toBe(1);
    const reused = await garden.call(
      SUBSCRIBE,
      { input: { ...input, endpoint: `${push.origin}/push/other` } },
      { as: 'beni' },
    );
    expect(reused.data.subscribeToPush).toMatchObject({ field: 'clientMutationId' });
    const gone = await mutate(UNSUBSCRIBE, 'beni', { endpoint: `${push.origin}/push/beni` });
    expect(gone.notificationSettings.pushSubscriptionCount).toBe(0);
    // Forgetting it again is fine.
    const again = await mutate(UNSUBSCRIBE, 'beni', { endpoint: `${push.origin}/push/beni` });
    expect(again.__typename).toBe('UnsubscribeFromPushPayload');
    // Another fan cannot forget someone else's browser.
    await subscribe('beni');
    await mutate(UNSUBSCRIBE, 'chika', { endpoint: `${push.origin}/push/beni` });
    const read = await garden.call(READ, {}, { as: 'beni' });
    expect(read.data.viewer.notificationSettings.pushSubscriptionCount).toBe(1);
  });

  it('switches categories one at a time', async () => {
    const off = await mutate(PREFERENCES, 'chika', { officialPosts: false });
    expect(off.notificationSettings).toMatchObject({
      directMessages: true,
      officialPosts: false,
      eventsAndSchedules: true,
    });
    const more = await mutate(PREFERENCES, 'chika', { eventsAndSchedules: false });
    expect(more.notificationSettings).toMatchObject({
      officialPosts: false,
      eventsAndSchedules: false,
    });
    const back = await mutate(PREFERENCES, 'chika', {
      officialPosts: true,
      eventsAndSchedules: true,
    });
    expect(back.notificationSettings).toMatchObject({
      officialPosts: true,
      eventsAndSchedules: true,
    });
  });

  it('sends a test push signed with VAPID and encrypted for the browser, once per request', async () => {
    await subscribe('aki');
    const input = { clientMutationId: 'test-once' };
    const first = await garden.call(TEST, { input }, { as: 'aki', language: 'en' });
    expect(first.data.sendTestNotification).toMatchObject({
      __typename: 'SendTestNotificationPayload',
      deliveredCount: 1,
      removedCount: 0,
    });
    const replay = await garden.call(TEST, { input }, { as: 'aki', language: 'en' });
    expect(replay.data.sendTestNotification.deliveredCount).toBe(1);
    const [request, ...more] = pushesTo('aki');
    expect(more).toHaveLength(0);
    expect(request!.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    expect(String(request!.headers.authorization)).toContain(`k=${vapid.publicKey}`);
    expect(request!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request!.headers.ttl)).toBeGreaterThan(0);
    // The JWT names the push service's origin and our subject.
    const jwt = String(request!.headers.authorization).split(/[ ,=]+/)[2]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:test@garden.test' });
    const payload = JSON.parse(decryptPush(request!.body, keys.aki!));
    expect(payload).toMatchObject({
      title: 'Test notification',
      url: '/settings/notification',
      category: 'TEST',
    });
  });

  it('forgets a subscription the push service says is gone (410)', async () => {
    await subscribe('dai');
    push.answer('/push/dai', 410);
    const result = await mutate(TEST, 'dai', {});
    expect(result).toMatchObject({ deliveredCount: 0, removedCount: 1 });
    expect(result.notificationSettings.pushSubscriptionCount).toBe(0);
    push.answer('/push/dai', 201);
  });

  it('pushes a reply to its author when they have no stream open and replies are on', async () => {
    const original = await mutate(POST, 'aki', { channelId: lobbyId, body: 'Who is coming?' });
    const replyTo = original.messageEdge.node.id;
    await mutate(POST, 'beni', {
      channelId: lobbyId,
      body: 'Me! ' + 'x'.repeat(300),
      replyToMessageId: replyTo,
    });
    // Nothing is sent inside the message's transaction: the job sends it.
    expect(pushesTo('aki')).toHaveLength(0);
    const { failed } = await runJobs();
    expect(failed).toEqual([]);
    const [request] = pushesTo('aki');
    const payload = JSON.parse(decryptPush(request!.body, keys.aki!));
    expect(payload).toMatchObject({
      title: 'BENI replied to you',
      category: 'REPLIES_AND_REACTIONS',
    });
    expect([...payload.body].length).toBeLessThanOrEqual(140);
    expect(payload.url).toMatch(/^\/messages\/chat\/.+\?message=/);

    // With a stream open the reply arrives live: no push.
    streamOpened('uid:aki');
    try {
      await mutate(POST, 'beni', { channelId: lobbyId, body: 'again', replyToMessageId: replyTo });
      await runJobs();
      expect(pushesTo('aki')).toHaveLength(1);
    } finally {
      streamClosed('uid:aki');
    }
    // Replies switched off: no push.
    await mutate(PREFERENCES, 'aki', { repliesAndReactions: false });
    await mutate(POST, 'beni', { channelId: lobbyId, body: 'third', replyToMessageId: replyTo });
    await runJobs();
    expect(pushesTo('aki')).toHaveLength(1);
    await mutate(PREFERENCES, 'aki', { repliesAndReactions: true });
    // A fan replying to themselves hears nothing; a plain message pushes no one.
    await mutate(POST, 'aki', { channelId: lobbyId, body: 'self', replyToMessageId: replyTo });
    await mutate(POST, 'beni', { channelId: lobbyId, body: 'plain' });
    await runJobs();
    expect(pushesTo('aki')).toHaveLength(1);
  });

  it('pushes a direct message to the other member, in the language they subscribed in', async () => {
    await mutate(SUBSCRIBE, 'chika', {
      endpoint: `${push.origin}/push/chika`,
      p256dh: keys.chika!.p256dh,
      auth: keys.chika!.auth,
    });
    // chika subscribed in English; the fan's Japanese subscription gets Japanese words.
    const ja = browserKeys();
    await garden.call(
      SUBSCRIBE,
      {
        input: {
          clientMutationId: nextId(),
          endpoint: `${push.origin}/push/chika-ja`,
          p256dh: ja.p256dh,
          auth: ja.auth,
        },
      },
      { as: 'chika', language: 'ja' },
    );
    const started = await mutate(START, 'dai', { userId: userIds.chika });
    const channelId = started.channel.id;
    await mutate(POST, 'dai', { channelId, body: 'Hello Chika' });
    await runJobs();
    const [english] = pushesTo('chika');
    expect(JSON.parse(decryptPush(english!.body, keys.chika!))).toMatchObject({
      title: 'Message from DAI',
      body: 'Hello Chika',
      category: 'DIRECT_MESSAGES',
      url: expect.stringMatching(/^\/messages\/direct-messages\//),
    });
    const [japanese] = push.received.filter((r) => r.path === '/push/chika-ja');
    expect(JSON.parse(decryptPush(japanese!.body, ja)).title).toBe('DAIさんからメッセージ');
    // The author hears nothing of their own message.
    expect(pushesTo('dai')).toHaveLength(0);
    // Direct messages switched off: nothing.
    await mutate(PREFERENCES, 'chika', { directMessages: false });
    await mutate(POST, 'dai', { channelId, body: 'Still there?' });
    push.received.length = 0;
    await runJobs();
    expect(pushesTo('chika')).toHaveLength(0);
  });

  it('pushes a prize draw’s winners once it is drawn, whatever the switches; losers hear nothing', async () => {
    await subscribe('beni');
    const draw = await tenantScope(garden.database.db, garden.demo.tenantId).transaction((tx) =>
      createPrizeDrawRows(tx, {
        title: { ja: '満月の抽選会', en: 'Full-moon draw' },
        description: { ja: '', en: '' },
        imageUrl: '/images/draws/machine.svg',
        opensAt: new Date(Date.now() - 60_000),
        closesAt: new Date(Date.now() + 3_600_000),
        entryItemId: null,
        freeEntry: true,
        offersMemberExtraDraw: false,
        transactionPrice: 0,
        expectedSales: 0,
        prizes: [
          {
            name: { ja: '缶バッジ', en: 'Button badge' },
            description: { ja: '', en: '' },
            imageUrl: '/images/draws/prize.svg',
            kind: 'REAL_GOODS',
            valueYen: 500,
            winnerCount: 1,
          },
        ],
      }),
    );
    const prizeDrawId = toGlobalId('PrizeDraw', draw.id);
    for (const fan of ['beni', 'chika'])
      expect((await mutate(ENTER, fan, { prizeDrawId, route: 'FREE' })).__typename).toBe(
        'EnterPrizeDrawPayload',
      );
    // Entering and drawing push nothing by themselves: the job after the draw does.
    expect((await mutate(CLOSE, DEMO_OPERATOR_UID, { prizeDrawId })).__typename).toBe(
      'ClosePrizeDrawPayload',
    );
    expect(push.received).toHaveLength(0);
    expect((await runJobs()).failed).toEqual([]);
    await runJobs();
    const [winner] = await tenantScope(garden.database.db, garden.demo.tenantId).selectFields(
      { id: prizeDrawEntries.id, userId: prizeDrawEntries.userId },
      prizeDrawEntries,
      and(eq(prizeDrawEntries.prizeDrawId, draw.id), isNotNull(prizeDrawEntries.prizeId)),
    );
    const winnerName = toGlobalId('User', winner!.userId) === userIds.beni ? 'beni' : 'chika';
    const loserName = winnerName === 'beni' ? 'chika' : 'beni';
    // chika switched direct messages off above: a win is still hers to hear of.
    const [received] = pushesTo(winnerName);
    expect(pushesTo(winnerName)).toHaveLength(1);
    expect(JSON.parse(decryptPush(received!.body, keys[winnerName]!))).toEqual({
      title: 'You won! 🎉',
      body: 'You won in “Full-moon draw”. See how to receive your prize.',
      url: `/prize-draws/entry-histories/${encodeURIComponent(toGlobalId('PrizeDrawEntry', winner!.id))}`,
      tag: `prize-draw:${draw.id}`,
      category: 'PRIZE_DRAW_WINS',
    });
    expect(pushesTo(loserName)).toHaveLength(0);
    if (winnerName === 'chika') {
      const [japanese] = push.received.filter((r) => r.path === '/push/chika-ja');
      expect(japanese).toBeDefined();
    }
  });

  it('pushes a new official post to fans with official posts on; a fan’s post pushes no one', async () => {
    await subscribe('dai');
    const official = await mutate(CREATE_POST, DEMO_OFFICIAL_UID, {
      body: '第13話の先行カットを公開しました。\n王子の新しい衣装にご注目ください。',
      visibility: 'MEMBERS',
    });
    expect(pushesTo('dai')).toHaveLength(0);
    await runJobs();
    const [received] = pushesTo('dai');
    expect(JSON.parse(decryptPush(received!.body, keys.dai!))).toEqual({
      title: 'New post from the official account',
      body: '第13話の先行カットを公開しました。 王子の新しい衣装にご注目ください。',
      url: `/posts/${encodeURIComponent(official.postEdge.node.id)}`,
      tag: expect.stringMatching(/^official-post:\d+$/),
      category: 'OFFICIAL_POSTS',
    });
    await mutate(CREATE_POST, 'aki', { body: 'A fan post', visibility: 'PUBLIC' });
    await mutate(PREFERENCES, 'dai', { officialPosts: false });
    await mutate(CREATE_POST, DEMO_OFFICIAL_UID, { body: 'Another one', visibility: 'PUBLIC' });
    push.received.length = 0;
    await runJobs();
    expect(pushesTo('dai')).toHaveLength(0);
    // The others with the switch on still hear of the official post, never of aki's.
    const decrypted = push.received
      .filter((request) => keys[request.path.replace('/push/', '')])
      .map((request) =>
        JSON.parse(decryptPush(request.body, keys[request.path.replace('/push/', '')]!)),
      );
    expect(decrypted.length).toBeGreaterThan(0);
    for (const payload of decrypted) expect(payload.body).toBe('Another one');
  });

  it('pushes a new official event when announced and an hour before it starts, once each', async () => {
    await subscribe('beni');
    const startsAt = new Date(Date.now() + 3 * 3_600_000);
    const created = await mutate(CREATE_SCHEDULE, DEMO_OPERATOR_UID, {
      titleJa: '朗読会',
      titleEn: 'Reading night',
      descriptionJa: '第1話を朗読します',
      descriptionEn: 'Episode 1, read aloud',
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 3_600_000).toISOString(),
    });
    const url = `/official-schedules/${encodeURIComponent(created.officialSchedule.id)}`;
    await runJobs();
    await runJobs();
    const announced = pushesTo('beni').map((r) => JSON.parse(decryptPush(r.body, keys.beni!)));
    expect(announced).toEqual([
      {
        title: 'New on the official schedule',
        body: 'Reading night',
        url,
        tag: expect.stringMatching(/^official-schedule:\d+$/),
        category: 'EVENTS_AND_SCHEDULES',
      },
    ]);
    // The reminder waits for its hour: 2 h from now it is due, and sent once.
    const later = new Date(Date.now() + 2 * 3_600_000 + 60_000);
    await runDueJobs(garden.database.db, composedGarden.jobHandlers, later);
    await runDueJobs(garden.database.db, composedGarden.jobHandlers, later);
    const all = pushesTo('beni').map((r) => JSON.parse(decryptPush(r.body, keys.beni!)));
    expect(all.map((payload) => payload.title)).toEqual([
      'New on the official schedule',
      'Starting in an hour',
    ]);
    expect(all[1]).toMatchObject({ url, body: 'Reading night' });
  });

  it("pushes a reply in a members' channel only to a fan who may read it now", async () => {
    const gardeners = channelGlobalId(garden.demo.channelIds.gardeners!);
    const planId = await firstPlanId(garden);
    for (const fan of ['aki', 'beni']) {
      const joined = await mutate(MEMBERSHIP, fan, { planId, card: TEST_CARDS.succeeds });
      expect(joined.__typename).toBe('SubscribeToMembershipPayload');
    }
    const original = await mutate(POST, 'aki', { channelId: gardeners, body: 'Members only?' });
    const replyTo = original.messageEdge.node.id;
    await mutate(POST, 'beni', { channelId: gardeners, body: 'Yes!', replyToMessageId: replyTo });
    await runJobs();
    expect(pushesTo('aki')).toHaveLength(1);
    // aki's membership lapsed: a reply to their message no longer reaches them.
    const demo = tenantScope(garden.database.db, 'demo');
    const [aki] = await demo.select(users, eq(users.authUid, 'aki'));
    await demo.update(memberships, { status: 'LAPSED' }, eq(memberships.userId, aki!.id));
    await mutate(POST, 'beni', { channelId: gardeners, body: 'Still?', replyToMessageId: replyTo });
    await runJobs();
    expect(pushesTo('aki')).toHaveLength(1);
  });

  it('keeps other gardens apart: a subscription and its switches are per garden', async () => {
    const other = await garden.call(READ, {}, { as: 'aki', tenant: 'other' });
    expect(other.data.viewer.notificationSettings).toBeNull();
  });
});

describe('VAPID keys', () => {
  it('come from the environment, else are generated once into the data directory', () => {
    const env = {
      VAPID_PUBLIC_KEY: 'pub',
      VAPID_PRIVATE_KEY: 'priv',
      VAPID_SUBJECT: 'mailto:a@b.c',
    };
    expect(loadVapidKeys(env, '/nonexistent/vapid.json')).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      subject: 'mailto:a@b.c',
    });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'vapid-')), 'data', 'vapid.json');
    const first = loadVapidKeys({}, file);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(loadVapidKeys({}, file)).toEqual(first);
  });
});
