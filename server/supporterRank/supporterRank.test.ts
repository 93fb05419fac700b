// Supporter rank: points counted from the activity log (each event once), spending when the
// season says so, ranks and progress, the leaderboard with anonymous supporters through every
// path, the fan's choice, the operators' seasons and the season-end rewards given once.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { coinBalance } from '../coins/ledger';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { emitActivity } from '../engagement/activityLog';
import { processActivityEvent } from '../engagement/activityProcessing';
import { engagementClock } from '../engagement/clock';
import { POST_CHAT, demoScope, fanId, lobbyId } from '../engagement/engagementTestDocuments';
import { activityEvents } from '../engagement/tables';
import { addDays, tokyoDay } from '../engagement/tokyoCalendar';
import { garden as composedGarden } from '../features';
import { toGlobalId } from '../graphql/globalId';
import { runDueJobs } from '../platform/scheduledJobs';
import type { JobHandler } from '../platform/serverFeature';
import { checkoutSessions, orders } from '../store/tables';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { SUPPORTER_POINTS_PER_ACTIVITY, YEN_PER_SPENDING_POINT } from './pointRules';
import { SUPPORTER_SEASON_END_JOB } from './seasonEnd';
import { currentSeason, supporterRankOf } from './seasons';
import { supporterSeasonResults, supporterSeasons } from './tables';

const SEASON_FIELDS = `
  id title phase countsSpending supporterCount rewardsGranted
  ranks { key name threshold rewards { kind amount } }
  viewerStanding { id points position progress pointsToNextRank hiddenFromLeaderboard
    rank { key name } nextRank { key name } }
  leaderboard(first: $first) { edges { cursor node {
    position points anonymous isViewer rank { key } user { id displayName avatarUrl }
  } } pageInfo { hasNextPage endCursor } }`;

const SEASON = `query($id: ID, $first: Int) { supporterSeason(id: $id) { ${SEASON_FIELDS} } }`;
const SEASON_NODE = `query($id: ID!, $first: Int) { node(id: $id) { ... on SupporterSeason { ${SEASON_FIELDS} } } }`;

const SET_VISIBILITY = `mutation($input: SetSupporterLeaderboardVisibilityInput!) {
  setSupporterLeaderboardVisibility(input: $input) {
    __typename
    ... on SetSupporterLeaderboardVisibilityPayload { season { viewerStanding { hiddenFromLeaderboard } } }
    ... on Error { message }
  }
}`;

const CREATE_SEASON = `mutation($input: CreateSupporterSeasonInput!) {
  createSupporterSeason(input: $input) {
    __typename
    ... on CreateSupporterSeasonPayload { season { id title phase startsAt endsAt countsSpending ranks { key name threshold } } }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

const UPDATE_SEASON = `mutation($input: UpdateSupporterSeasonInput!) {
  updateSupporterSeason(input: $input) {
    __typename
    ... on UpdateSupporterSeasonPayload { season { id title endsAt ranks { key threshold } } }
    ... on InvalidInputError { field reason }
    ... on Error { message }
  }
}`;

interface Entry {
  position: number;
  points: number;
  anonymous: boolean;
  isViewer: boolean;
  user: { displayName: string } | null;
}

describe.each(testBackends)('supporter rank (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `sr-${(counter += 1)}`;
  const season = (as?: string, first = 100, id?: string) =>
    garden.call(SEASON, { id, first }, { as, language: 'en' });
  const entries = async (as?: string): Promise<Entry[]> =>
    (await season(as)).data.supporterSeason.leaderboard.edges.map(
      (edge: { node: Entry }) => edge.node,
    );
  const seasonInput = (firstDay: string, lastDay: string) => ({
    titleJa: '春シーズン',
    titleEn: 'Spring season',
    descriptionJa: '春のサポーターシーズン',
    descriptionEn: 'The spring supporter season',
    firstDay,
    lastDay,
    countsSpending: true,
    ranks: [
      {
        key: 'bronze',
        nameJa: 'ブロンズ',
        nameEn: 'Bronze',
        threshold: 10,
        rewards: [{ kind: 'COIN', amount: 20 }],
      },
      {
        key: 'silver',
        nameJa: 'シルバー',
        nameEn: 'Silver',
        threshold: 100,
        rewards: [
          { kind: 'COIN', amount: 50 },
          { kind: 'NFT', amount: 1 },
        ],
      },
    ],
  });

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => garden?.close());

  it('shows the demo season: ranks by thresholds, progress, places and an anonymous fan', async () => {
    const result = await season('seed-fan-kuro');
    const current = result.data.supporterSeason;
    expect(current).toMatchObject({
      title: 'Winter Season 2026',
      phase: 'OPEN',
      countsSpending: true,
      supporterCount: 3,
      rewardsGranted: false,
    });
    expect(current.ranks.map((rank: { name: string }) => rank.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
    ]);
    // くろねこ: 40 chat posts, 18 visits, 6 posts and 30 likes.
    expect(current.viewerStanding).toMatchObject({
      points: 560,
      position: 1,
      rank: { key: 'gold', name: 'Gold' },
      nextRank: { key: 'platinum' },
      pointsToNextRank: 440,
      hiddenFromLeaderboard: false,
    });
    expect(current.viewerStanding.progress).toBeCloseTo((560 - 400) / 600);
    const board: Entry[] = current.leaderboard.edges.map((edge: { node: Entry }) => edge.node);
    expect(
      board.map((entry) => [entry.position, entry.points, entry.user?.displayName ?? null]),
    ).toEqual([
      [1, 560, 'くろねこ'],
      [2, 300, '花守'],
      [3, 120, null],
    ]);
    // Alex chose to appear anonymously: no user, so no name, no picture, no id.
    expect(board[2]).toMatchObject({ anonymous: true, isViewer: false, user: null });
    expect(board[0].isViewer).toBe(true);
    // The anonymous fan sees their own entry as theirs (and still without their profile).
    const asAlex = await entries('seed-fan-alex');
    expect(asAlex[2]).toMatchObject({ anonymous: true, isViewer: true, user: null });
    expect(JSON.stringify(await season())).not.toContain('Alex');
  });

  it('answers the same season, with the same anonymous entry, through node', async () => {
    const id = (await season()).data.supporterSeason.id;
    const byNode = await garden.call(SEASON_NODE, { id, first: 100 }, { language: 'en' });
    const board: Entry[] = byNode.data.node.leaderboard.edges.map(
      (edge: { node: Entry }) => edge.node,
    );
    expect(board[2]).toMatchObject({ position: 3, anonymous: true, user: null });
    expect(JSON.stringify(byNode)).not.toContain('Alex');
    // A visitor has no standing; the other garden's season is not found here.
    expect(byNode.data.node.viewerStanding).toMatchObject({
      points: 0,
      position: null,
      rank: null,
    });
    const otherId = toGlobalId(
      'SupporterSeason',
      (await currentSeason(tenantScope(garden.database.db, OTHER_TENANT_ID)))!.id,
    );
    expect((await season(undefined, 10, otherId)).data.supporterSeason).toBeNull();
    expect((await garden.call(SEASON_NODE, { id: otherId, first: 1 })).data.node).toBeNull();
  });

  it('pages the leaderboard and keeps the viewer’s own place beyond the page', async () => {
    const first = await season('seed-fan-alex', 1);
    const page = first.data.supporterSeason.leaderboard;
    expect(page.edges).toHaveLength(1);
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(first.data.supporterSeason.viewerStanding).toMatchObject({ points: 120, position: 3 });
    const next = await garden.call(
      `query($after: String) { supporterSeason { leaderboard(first: 5, after: $after) { edges { node { position } } pageInfo { hasNextPage } } } }`,
      { after: page.pageInfo.endCursor },
    );
    expect(
      next.data.supporterSeason.leaderboard.edges.map(
        (edge: { node: { position: number } }) => edge.node.position,
      ),
    ).toEqual([2, 3]);
    expect(next.data.supporterSeason.leaderboard.pageInfo.hasNextPage).toBe(false);
    const tooMany = await season(undefined, 101);
    expect(tooMany.errors?.[0].message).toBeTruthy();
  });

  it('counts a fan’s chat posts once each, however often an event is processed', async () => {
    await garden.join('supporter', 'Supporter');
    const start = (await season('supporter')).data.supporterSeason.viewerStanding.points;
    for (let n = 0; n < 3; n += 1) {
      const posted = await garden.call(
        POST_CHAT,
        { input: { clientMutationId: cmid(), channelId: lobbyId(garden), body: 'こんばんは' } },
        { as: 'supporter' },
      );
      expect(posted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
    }
    const after = (await season('supporter')).data.supporterSeason.viewerStanding;
    expect(after.points).toBe(start + 3 * SUPPORTER_POINTS_PER_ACTIVITY.CHAT_ROOM_POST);
    expect(after.position).toBe(4);
    // The same action logged again, and an event processed twice, count nothing more.
    const db = demoScope(garden);
    const userId = await fanId(garden, 'supporter');
    const [event] = await db.select(activityEvents, eq(activityEvents.userId, userId)).limit(1);
    await db.transaction(async (tx) => {
      await emitActivity(tx, { userId, kind: event.kind, sourceKey: event.sourceKey });
      expect(await processActivityEvent(tx, event.id)).toBeNull();
    });
    expect((await season('supporter')).data.supporterSeason.viewerStanding.points).toBe(
      after.points,
    );
    // The helper other features read agrees.
    const of = await supporterRankOf(db, garden.demo.tenantId, userId);
    expect(of).toMatchObject({ points: after.points });
    expect(of?.rank?.key).toBe(after.rank?.key);
    await expect(supporterRankOf(db, OTHER_TENANT_ID, userId)).rejects.toThrow();
  });

  it('lets a fan appear anonymously, and refuses visitors and unknown seasons', async () => {
    await garden.join('shy', 'Shy Supporter');
    const db = demoScope(garden);
    const shyId = await fanId(garden, 'shy');
    await db.transaction((tx) =>
      emitActivity(tx, { userId: shyId, kind: 'POST', sourceKey: 'shy:1' }),
    );
    const seasonId = (await season()).data.supporterSeason.id;
    const visible = (await entries()).find((entry) => entry.user?.displayName === 'Shy Supporter');
    expect(visible).toBeDefined();

    const before = await tableCounts(garden.database.db);
    const visitor = await garden.call(SET_VISIBILITY, {
      input: { clientMutationId: cmid(), seasonId, hidden: true },
    });
    expect(visitor.data.setSupporterLeaderboardVisibility.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    const unknown = await garden.call(
      SET_VISIBILITY,
      {
        input: {
          clientMutationId: cmid(),
          seasonId: toGlobalId('SupporterSeason', 999_999),
          hidden: true,
        },
      },
      { as: 'shy' },
    );
    expect(unknown.data.setSupporterLeaderboardVisibility.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const input = { clientMutationId: cmid(), seasonId, hidden: true };
    const hidden = await garden.call(SET_VISIBILITY, { input }, { as: 'shy' });
    expect(hidden.data.setSupporterLeaderboardVisibility).toEqual({
      __typename: 'SetSupporterLeaderboardVisibilityPayload',
      season: { viewerStanding: { hiddenFromLeaderboard: true } },
    });
    // A retry answers the same.
    expect((await garden.call(SET_VISIBILITY, { input }, { as: 'shy' })).data).toEqual(hidden.data);
    const board = await entries('supporter');
    expect(board.some((entry) => entry.user?.displayName === 'Shy Supporter')).toBe(false);
    expect(JSON.stringify(await season('supporter'))).not.toContain('Shy Supporter');
    const own = (await entries('shy')).find((entry) => entry.isViewer);
    expect(own).toMatchObject({
      anonymous: true,
      user: null,
      // Joining the garden and one post.
      points:
        SUPPORTER_POINTS_PER_ACTIVITY.COMMUNITY_REGISTRATION + SUPPORTER_POINTS_PER_ACTIVITY.POST,
    });

    const shown = await garden.call(
      SET_VISIBILITY,
      { input: { clientMutationId: cmid(), seasonId, hidden: false } },
      { as: 'shy' },
    );
    expect(
      shown.data.setSupporterLeaderboardVisibility.season.viewerStanding.hiddenFromLeaderboard,
    ).toBe(false);
    expect((await entries()).some((entry) => entry.user?.displayName === 'Shy Supporter')).toBe(
      true,
    );
  });

  it('lets only operators create and edit seasons, with checked input', async () => {
    await garden.join('member', 'Member');
    const today = tokyoDay(new Date());
    const input = {
      clientMutationId: cmid(),
      ...seasonInput(addDays(today, 40), addDays(today, 70)),
    };
    const before = await tableCounts(garden.database.db);
    const refusals = [
      [await garden.call(CREATE_SEASON, { input }), 'ShouldBeLoggedInOrSignedUpError'],
      [await garden.call(CREATE_SEASON, { input }, { as: 'member' }), 'PermissionDeniedError'],
    ] as const;
    for (const [result, typename] of refusals)
      expect(result.data.createSupporterSeason.__typename).toBe(typename);
    const invalid = [
      [{ ...input, firstDay: '2026-02-30' }, 'firstDay'],
      [{ ...input, lastDay: addDays(today, 39) }, 'lastDay'],
      [{ ...input, ranks: [] }, 'ranks'],
      [{ ...input, ranks: [...input.ranks].reverse() }, 'ranks'],
      [{ ...input, ranks: [{ ...input.ranks[0], threshold: 0 }] }, 'threshold'],
      [{ ...input, ranks: [{ ...input.ranks[0], nameJa: '' }] }, 'rankNameJa'],
      [{ ...input, titleEn: '' }, 'titleEn'],
    ] as const;
    for (const [bad, field] of invalid) {
      const result = await garden.call(
        CREATE_SEASON,
        { input: { ...bad, clientMutationId: cmid() } },
        { as: DEMO_OPERATOR_UID, language: 'en' },
      );
      expect(result.data.createSupporterSeason, field).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);

    const created = await garden.call(
      CREATE_SEASON,
      { input },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    const made = created.data.createSupporterSeason;
    expect(made).toMatchObject({
      __typename: 'CreateSupporterSeasonPayload',
      season: { title: 'Spring season', phase: 'UPCOMING', countsSpending: true },
    });
    // Whole Tokyo days: midnight Asia/Tokyo (15:00 UTC the day before).
    expect(made.season.startsAt).toBe(`${addDays(today, 39)}T15:00:00.000Z`);
    expect(made.season.endsAt).toBe(`${addDays(today, 70)}T15:00:00.000Z`);
    const replay = await garden.call(
      CREATE_SEASON,
      { input },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(replay.data.createSupporterSeason.season.id).toBe(made.season.id);

    const update = {
      ...seasonInput(addDays(today, 41), addDays(today, 80)),
      titleEn: 'Spring season (long)',
    };
    expect(
      (
        await garden.call(
          UPDATE_SEASON,
          { input: { clientMutationId: cmid(), seasonId: made.season.id, ...update } },
          { as: 'member' },
        )
      ).data.updateSupporterSeason.__typename,
    ).toBe('PermissionDeniedError');
    const updated = await garden.call(
      UPDATE_SEASON,
      { input: { clientMutationId: cmid(), seasonId: made.season.id, ...update } },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(updated.data.updateSupporterSeason).toMatchObject({
      __typename: 'UpdateSupporterSeasonPayload',
      season: { title: 'Spring season (long)', endsAt: `${addDays(today, 80)}T15:00:00.000Z` },
    });
    const missing = await garden.call(
      UPDATE_SEASON,
      {
        input: {
          clientMutationId: cmid(),
          seasonId: toGlobalId('SupporterSeason', 999_999),
          ...update,
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(missing.data.updateSupporterSeason.__typename).toBe('NotFoundError');
    // Once the season is over it cannot change.
    vi.spyOn(engagementClock, 'now').mockReturnValue(
      new Date(Date.parse(`${addDays(today, 81)}T00:00:00Z`)),
    );
    const late = await garden.call(
      UPDATE_SEASON,
      {
        input: {
          clientMutationId: cmid(),
          seasonId: made.season.id,
          ...update,
          titleEn: 'Too late',
        },
      },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    expect(late.data.updateSupporterSeason).toEqual({
      __typename: 'SupporterSeasonEndedError',
      message: 'This season has ended, so it can no longer change.',
    });
  });

  it('counts paid orders in a season that counts spending, and gives rewards once at the end', async () => {
    const today = tokyoDay(new Date());
    const created = await garden.call(
      CREATE_SEASON,
      { input: { clientMutationId: cmid(), ...seasonInput(addDays(today, -1), today) } },
      { as: DEMO_OPERATOR_UID },
    );
    const seasonId: string = created.data.createSupporterSeason.season.id;
    await garden.join('spender', 'Spender');
    const db = demoScope(garden);
    const spender = await fanId(garden, 'spender');
    const pointsBefore = (await season('spender', 100, seasonId)).data.supporterSeason
      .viewerStanding.points;
    const [session] = await db
      .insert(checkoutSessions, {
        userId: spender,
        total: 2480,
        expiresAt: new Date(Date.now() + 60_000),
      })
      .returning();
    await db.insert(orders, {
      userId: spender,
      sessionId: session.id,
      total: 2480,
      paymentMethod: 'CARD',
      paymentProvider: 'local',
      paymentId: 'lp_supporter_test',
    });
    const standing = (await season('spender', 100, seasonId)).data.supporterSeason.viewerStanding;
    const spendingPoints = Math.floor(2480 / YEN_PER_SPENDING_POINT);
    expect(standing.points).toBe(pointsBefore + spendingPoints);
    expect(standing.rank.key).toBe('bronze');

    const supporter = await fanId(garden, 'supporter');
    const coinsBefore = {
      spender: (await coinBalance(db, spender)).free,
      supporter: (await coinBalance(db, supporter)).free,
    };
    const supporterPoints = (await season('supporter', 100, seasonId)).data.supporterSeason
      .viewerStanding.points;
    const calls: string[] = [];
    const original = composedGarden.jobHandlers[SUPPORTER_SEASON_END_JOB];
    const counting: JobHandler = async (tx, job) => {
      calls.push(job.key);
      await original(tx, job);
    };
    const handlers = { ...composedGarden.jobHandlers, [SUPPORTER_SEASON_END_JOB]: counting };
    const [row] = await db.select(
      supporterSeasons,
      eq(supporterSeasons.title, { ja: '春シーズン', en: 'Spring season' }),
    );
    const ended = new Date(Date.parse(`${today}T15:00:01Z`));
    expect(row.endsAt.getTime()).toBeLessThan(ended.getTime());
    // Two server processes at once, then a restart: the season ends once.
    await Promise.all([
      runDueJobs(garden.database.db, handlers, ended),
      runDueJobs(garden.database.db, handlers, ended),
    ]);
    await runDueJobs(garden.database.db, handlers, new Date(ended.getTime() + 3_600_000));
    const key = String(row.id);
    expect(calls.filter((called) => called === key)).toHaveLength(1);

    const rewardOf = (points: number) => (points >= 100 ? 50 : points >= 10 ? 20 : 0);
    expect((await coinBalance(db, spender)).free).toBe(
      coinsBefore.spender + rewardOf(standing.points),
    );
    expect((await coinBalance(db, supporter)).free).toBe(
      coinsBefore.supporter + rewardOf(supporterPoints),
    );
    const results = await db.select(
      supporterSeasonResults,
      eq(supporterSeasonResults.seasonId, row.id),
    );
    expect(results.find((result) => result.userId === spender)).toMatchObject({
      points: standing.points,
      rankKey: 'bronze',
    });
    // Running the end again (a handler called twice) gives nothing more.
    await db.transaction((tx) =>
      original(tx, { key, payload: {}, runAt: row.endsAt, now: ended, afterCommit: () => {} }),
    );
    expect((await coinBalance(db, spender)).free).toBe(
      coinsBefore.spender + rewardOf(standing.points),
    );
    vi.spyOn(engagementClock, 'now').mockReturnValue(ended);
    const after = await season('spender', 100, seasonId);
    expect(after.data.supporterSeason).toMatchObject({ phase: 'ENDED', rewardsGranted: true });
    const late = await garden.call(
      UPDATE_SEASON,
      {
        input: {
          clientMutationId: cmid(),
          seasonId,
          ...seasonInput(addDays(today, -1), addDays(today, 3)),
        },
      },
      { as: DEMO_OPERATOR_UID },
    );
    expect(late.data.updateSupporterSeason.__typename).toBe('SupporterSeasonEndedError');
  });
});
