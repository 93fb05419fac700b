// Subscription.missionProgressChanged over /stream: a fan's open mission list hears of each
// counted action once it committed, on the fan's own topic only; a retried action (same
// clientMutationId) and a rolled-back transaction announce nothing.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { tenantScope } from '../db/tenantScope';
import type { GardenPubSub } from '../pubsub/gardenPubSub';
import { subscribeOnStream } from '../testing/streamSubscription';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { emitActivity } from './activityLog';
import { POST_CHAT, fanId, lobbyId } from './engagementTestDocuments';
import { fanMissionsTopic } from './missionProgressChanged';

const CHANGED = `subscription {
  missionProgressChanged {
    missions { id title progress targetCount claimable }
    reached { title }
  }
}`;

type ChangedMission = { title: string; progress: number; claimable: boolean };
type Changed = {
  missionProgressChanged: { missions: ChangedMission[]; reached: ChangedMission[] };
};

describe.each(testBackends)('missionProgressChanged on /stream (%s)', (backend) => {
  let garden: TestGarden;
  const post = (as: string, clientMutationId: string) =>
    garden.call(
      POST_CHAT,
      { input: { clientMutationId, channelId: lobbyId(garden), body: 'ミッション進行中' } },
      { as },
    );
  const open = async (as: string) =>
    subscribeOnStream(garden, await garden.headers({ as, language: 'en' }), CHANGED, {});
  const CHAT_MISSION = 'Post 3 times in chat';
  const changed = (result: { data: Record<string, unknown> | null }) =>
    (result.data as Changed).missionProgressChanged;
  const chatMission = (result: { data: Record<string, unknown> | null }) =>
    changed(result).missions.find((mission) => mission.title === CHAT_MISSION);
  const reachedTitles = (result: { data: Record<string, unknown> | null }) =>
    changed(result).reached.map((mission) => mission.title);

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('runner', 'ランナー');
    await garden.join('bystander', 'ご近所さん');
  });
  afterAll(() => garden?.close());

  it('tells the fan of their own progress, once per counted action', async () => {
    const runner = await open('runner');
    const bystander = await open('bystander');
    try {
      await post('runner', 'live-1');
      const first = await runner.next();
      expect(chatMission(first)).toMatchObject({ progress: 1, claimable: false });
      expect(reachedTitles(first)).not.toContain(CHAT_MISSION);
      // The same action retried counts nothing and announces nothing: the next event is the
      // next post's.
      await post('runner', 'live-1');
      await post('runner', 'live-2');
      await post('runner', 'live-3');
      expect(chatMission(await runner.next())).toMatchObject({ progress: 2 });
      const third = await runner.next();
      expect(chatMission(third)).toMatchObject({ progress: 3, claimable: true });
      // The third post made the target: the app says "mission complete" once, on this event.
      expect(reachedTitles(third)).toContain(CHAT_MISSION);
      await post('runner', 'live-4');
      const fourth = await runner.next();
      expect(chatMission(fourth)).toMatchObject({ progress: 3, claimable: true });
      expect(reachedTitles(fourth)).not.toContain(CHAT_MISSION);
      // The bystander heard nothing of the runner: their first event is their own post (one of
      // the runner's, read as the bystander when it was sent, would say progress 0).
      await post('bystander', 'live-b1');
      expect(chatMission(await bystander.next())).toMatchObject({ progress: 1 });
    } finally {
      runner.cancel();
      bystander.cancel();
    }
  });

  it('refuses a signed-out visitor', async () => {
    const visitor = await subscribeOnStream(garden, await garden.headers({}), CHANGED, {});
    try {
      const result = await visitor.next();
      expect(result.data).toBeNull();
      expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      visitor.cancel();
    }
  });

  it('publishes after commit only, and nothing from a rolled-back transaction', async () => {
    const publish = vi.fn();
    const events = { publish, subscribe: vi.fn() } as unknown as GardenPubSub;
    const db = tenantScope(garden.database.db, garden.demo.tenantId, events);
    const userId = await fanId(garden, 'runner');
    const topic = fanMissionsTopic(garden.demo.tenantId, userId);

    await db.transaction(async (tx) => {
      await emitActivity(tx, { userId, kind: 'CHAT_ROOM_POST', sourceKey: 'direct:1' });
      expect(publish).not.toHaveBeenCalled();
    });
    expect(publish).toHaveBeenCalledTimes(1);
    expect(publish.mock.calls[0]?.slice(0, 2)).toEqual(['missionProgressChanged', topic]);

    await expect(
      db.transaction(async (tx) => {
        await emitActivity(tx, { userId, kind: 'CHAT_ROOM_POST', sourceKey: 'direct:2' });
        throw new Error('the action failed after counting');
      }),
    ).rejects.toThrow('the action failed');
    // A savepoint that rolls back inside a committed transaction drops its events too.
    await db.transaction(async (tx) => {
      await tx
        .transaction(async (inner) => {
          await emitActivity(inner, { userId, kind: 'CHAT_ROOM_POST', sourceKey: 'direct:3' });
          throw new Error('the inner step failed');
        })
        .catch(() => undefined);
    });
    expect(publish).toHaveBeenCalledTimes(1);
  });
});
