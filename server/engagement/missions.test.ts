// Missions: progress from the activity log written with each action, Tokyo-midnight periods,
// and rewards granted exactly once (claim one, claim all, concurrent claims).
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cardCopies, collectableCards } from '../cards/tables';
import { coinBalance } from '../coins/ledger';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { engagementClock } from './clock';
import {
  CLAIM_ALL,
  CLAIM_MISSION,
  MISSIONS,
  POST_CHAT,
  demoScope,
  fanId,
  lobbyId,
} from './engagementTestDocuments';
import { missionProgress, missions, rewardGrants, userBadges } from './tables';

const FOLLOW = `mutation($input: FollowUserInput!) { followUser(input: $input) { __typename } }`;

describe.each(testBackends)('missions (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `m-${(counter += 1)}`;
  const post = (as: string) =>
    garden.call(
      POST_CHAT,
      { input: { clientMutationId: cmid(), channelId: lobbyId(garden), body: 'こんばんは' } },
      { as },
    );
  const board = async (as?: string) => {
    const result = await garden.call(MISSIONS, {}, { as, language: 'en' });
    return result.data.missions.edges.map((edge: { node: Record<string, unknown> }) => edge.node);
  };
  const missionNamed = async (title: string, as?: string) =>
    (await board(as)).find((mission: { title: string }) => mission.title === title);
  const claim = (as: string, missionId: string, clientMutationId = cmid()) =>
    garden.call(CLAIM_MISSION, { input: { clientMutationId, missionId } }, { as, language: 'en' });

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(() => garden?.close());

  it('counts chat posts, then grants the reward once on claim', async () => {
    await garden.join('chatter', 'Chatter');
    const before = await missionNamed('Post 3 times in chat', 'chatter');
    expect(before).toMatchObject({ progress: 0, claimable: false, claimed: false, targetCount: 3 });
    expect((await claim('chatter', before.id)).data.claimMissionReward).toMatchObject({
      __typename: 'RewardNotClaimableError',
      notClaimable: 'NOT_REACHED',
    });
    for (let n = 0; n < 4; n += 1)
      expect((await post('chatter')).data.postChatMessage.__typename).toBe(
        'PostChatMessagePayload',
      );
    const reached = await missionNamed('Post 3 times in chat', 'chatter');
    expect(reached).toMatchObject({ progress: 3, claimable: true, claimed: false });

    const claimed = await claim('chatter', reached.id);
    expect(claimed.data.claimMissionReward).toEqual({
      __typename: 'ClaimMissionRewardPayload',
      mission: { id: reached.id, progress: 3, claimed: true, claimable: false },
    });
    const again = await claim('chatter', reached.id);
    expect(again.data.claimMissionReward).toEqual({
      __typename: 'RewardNotClaimableError',
      message: 'You have already received this reward.',
      notClaimable: 'ALREADY_CLAIMED',
    });
    const userId = await fanId(garden, 'chatter');
    // The coins reached the fan's balance through the coin ledger, once.
    expect(await coinBalance(demoScope(garden), userId)).toEqual({ paid: 0, free: 10 });
    const grants = await demoScope(garden).select(rewardGrants, eq(rewardGrants.userId, userId));
    expect(grants.map(({ kind, amount, reference }) => ({ kind, amount, reference }))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'COIN', amount: 10 }),
        expect.objectContaining({ kind: 'STEP_MISSION_POINT', amount: 2 }),
      ]),
    );
  });

  it('joining the garden counts as registration, and its badge reward is granted', async () => {
    await garden.join('newcomer', 'Newcomer');
    const welcome = await missionNamed('Welcome to the garden', 'newcomer');
    expect(welcome).toMatchObject({ progress: 1, claimable: true, period: 'ONCE', resetsAt: null });
    await claim('newcomer', welcome.id);
    const userId = await fanId(garden, 'newcomer');
    expect(await demoScope(garden).count(userBadges, eq(userBadges.userId, userId))).toBe(1);
  });

  it("gives the demo's card reward: following three fans puts the card in the collection", async () => {
    await garden.join('follower', 'Follower');
    for (const key of ['kuro', 'hana', 'alex']) {
      const followed = await garden.call(
        FOLLOW,
        {
          input: {
            clientMutationId: `follow-${key}`,
            userId: toGlobalId('User', garden.demo.userIds[key]),
          },
        },
        { as: 'follower' },
      );
      expect(followed.data.followUser.__typename).toBe('FollowUserPayload');
    }
    const mission = await missionNamed('Follow 3 fans', 'follower');
    expect(mission).toMatchObject({ progress: 3, claimable: true });
    expect((await claim('follower', mission.id)).data.claimMissionReward.__typename).toBe(
      'ClaimMissionRewardPayload',
    );
    const userId = await fanId(garden, 'follower');
    const copies = await demoScope(garden)
      .selectFields({ name: collectableCards.name }, cardCopies, eq(cardCopies.userId, userId))
      .innerJoin(collectableCards, eq(collectableCards.id, cardCopies.cardId));
    expect(copies.map((copy) => copy.name.en)).toEqual(['The first night']);
  });

  it('grants a reward exactly once when many claims race', async () => {
    await garden.join('racer', 'Racer');
    for (let n = 0; n < 3; n += 1) await post('racer');
    const mission = await missionNamed('Post 3 times in chat', 'racer');
    const results = await Promise.all(Array.from({ length: 12 }, () => claim('racer', mission.id)));
    const typenames = results.map((result) => result.data.claimMissionReward.__typename);
    expect(typenames.filter((name) => name === 'ClaimMissionRewardPayload')).toHaveLength(1);
    expect(typenames.filter((name) => name === 'RewardNotClaimableError')).toHaveLength(11);
    const userId = await fanId(garden, 'racer');
    const coins = await demoScope(garden).select(
      rewardGrants,
      and(eq(rewardGrants.userId, userId), eq(rewardGrants.kind, 'COIN')),
    );
    // The registration mission is unclaimed: only this mission's coins.
    expect(coins).toHaveLength(1);
    expect(await coinBalance(demoScope(garden), userId)).toEqual({ paid: 0, free: 10 });
  });

  it('replays a retried claim with the same clientMutationId', async () => {
    await garden.join('retrier', 'Retrier');
    for (let n = 0; n < 3; n += 1) await post('retrier');
    const mission = await missionNamed('Post 3 times in chat', 'retrier');
    const [first, retry] = await Promise.all([
      claim('retrier', mission.id, 'same'),
      claim('retrier', mission.id, 'same'),
    ]);
    expect(first.data.claimMissionReward.__typename).toBe('ClaimMissionRewardPayload');
    expect(retry.data.claimMissionReward.__typename).toBe('ClaimMissionRewardPayload');
  });

  it('claims every claimable reward at once, each once', async () => {
    await garden.join('collector', 'Collector');
    for (let n = 0; n < 3; n += 1) await post('collector');
    const results = await Promise.all([
      garden.call(
        CLAIM_ALL,
        { input: { clientMutationId: 'all-1' } },
        { as: 'collector', language: 'en' },
      ),
      garden.call(
        CLAIM_ALL,
        { input: { clientMutationId: 'all-2' } },
        { as: 'collector', language: 'en' },
      ),
    ]);
    const titles = results.flatMap((result) =>
      result.data.claimAllMissionRewards.claimedMissions.map(
        (mission: { title: string }) => mission.title,
      ),
    );
    expect(titles.sort()).toEqual(['Post 3 times in chat', 'Welcome to the garden']);
    const userId = await fanId(garden, 'collector');
    const coins = await demoScope(garden).select(
      rewardGrants,
      and(eq(rewardGrants.userId, userId), eq(rewardGrants.kind, 'COIN')),
    );
    expect(coins.map((grant) => grant.amount).sort((a, b) => a - b)).toEqual([10, 100]);
    expect(await coinBalance(demoScope(garden), userId)).toEqual({ paid: 0, free: 110 });
  });

  it('starts daily missions over at midnight Asia/Tokyo', async () => {
    await garden.join('nightly', 'Nightly');
    // 23:59:59 in Tokyo on 2026-11-22 is 14:59:59 UTC.
    vi.spyOn(engagementClock, 'now').mockReturnValue(new Date('2026-11-22T14:59:59Z'));
    for (let n = 0; n < 3; n += 1) await post('nightly');
    const lateEvening = await missionNamed('Post 3 times in chat', 'nightly');
    expect(lateEvening).toMatchObject({
      progress: 3,
      claimable: true,
      resetsAt: '2026-11-22T15:00:00.000Z',
    });
    vi.spyOn(engagementClock, 'now').mockReturnValue(new Date('2026-11-22T15:00:00Z'));
    const nextDay = await missionNamed('Post 3 times in chat', 'nightly');
    expect(nextDay).toMatchObject({
      progress: 0,
      claimable: false,
      resetsAt: '2026-11-23T15:00:00.000Z',
    });
    // Yesterday's reward can no longer be taken: its period is over.
    expect((await claim('nightly', nextDay.id)).data.claimMissionReward.notClaimable).toBe(
      'NOT_REACHED',
    );
    await post('nightly');
    expect((await missionNamed('Post 3 times in chat', 'nightly')).progress).toBe(1);
  });

  it('starts monthly missions over at the month end and weekly ones on Monday (Tokyo)', async () => {
    await garden.join('monthly', 'Monthly');
    const userId = await fanId(garden, 'monthly');
    const db = demoScope(garden);
    const [monthly] = await db.select(missions, eq(missions.period, 'MONTHLY'));
    const [weekly] = await db.select(missions, eq(missions.kind, 'POST'));
    // 2026-11-30 23:30 in Tokyo: still November.
    vi.spyOn(engagementClock, 'now').mockReturnValue(new Date('2026-11-30T14:30:00Z'));
    await post('monthly');
    // 2026-12-01 00:00 in Tokyo (a Tuesday): December.
    vi.spyOn(engagementClock, 'now').mockReturnValue(new Date('2026-11-30T15:00:00Z'));
    await post('monthly');
    await post('monthly');
    const rows = await db.select(
      missionProgress,
      and(eq(missionProgress.userId, userId), eq(missionProgress.missionId, monthly.id)),
    );
    expect(Object.fromEntries(rows.map((row) => [row.periodKey, row.count]))).toEqual({
      '2026-11': 1,
      '2026-12': 2,
    });
    const mission = (await board('monthly')).find(
      (m: { id: string }) => m.id === toGlobalId('Mission', monthly.id),
    );
    expect(mission).toMatchObject({ progress: 2, resetsAt: '2026-12-31T15:00:00.000Z' });
    const weeklyMission = (await board('monthly')).find(
      (m: { id: string }) => m.id === toGlobalId('Mission', weekly.id),
    );
    // The week of Tuesday 2026-12-01 ends at midnight starting Monday 2026-12-07 (Tokyo).
    expect(weeklyMission.resetsAt).toBe('2026-12-06T15:00:00.000Z');
  });

  it('shows visitors the missions with no progress and refuses their claims', async () => {
    const missionsOfVisitor = await board();
    expect(missionsOfVisitor.length).toBeGreaterThan(3);
    expect(missionsOfVisitor.every((mission: { progress: number }) => mission.progress === 0)).toBe(
      true,
    );
    const before = await tableCounts(garden.database.db);
    const refused = await garden.call(CLAIM_MISSION, {
      input: { clientMutationId: 'v', missionId: missionsOfVisitor[0].id },
    });
    expect(refused.data.claimMissionReward.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('never answers a mission of another garden', async () => {
    await garden.join('wanderer', 'Wanderer');
    const [foreign] = await garden
      .call(MISSIONS, {}, { tenant: 'other' })
      .then((result) =>
        result.data.missions.edges.map((edge: { node: { id: string } }) => edge.node),
      );
    expect(foreign).toBeDefined();
    const refused = await claim('wanderer', foreign.id);
    expect(refused.data.claimMissionReward.__typename).toBe('NotFoundError');
  });
});
