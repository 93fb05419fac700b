// The activity log: one event per action (a repeated action is logged once), written with the
// action (a refused action logs nothing), and counted once even when processed twice or by two
// processes at the same time.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, type TestGarden } from '../testing/testGarden';
import { emitActivity } from './activityLog';
import { processActivityEvent } from './activityProcessing';
import { demoScope, fanId, lobbyId, POST_CHAT } from './engagementTestDocuments';
import { activityEvents, missionProgress, missions } from './tables';
import { tokyoDay } from './tokyoCalendar';

describe.each(testBackends)('activity log (%s)', (backend) => {
  let garden: TestGarden;
  let chatMissionId: number;

  const chatProgress = async (userId: number) => {
    const [row] = await demoScope(garden).select(
      missionProgress,
      and(
        eq(missionProgress.userId, userId),
        eq(missionProgress.missionId, chatMissionId),
        eq(missionProgress.periodKey, tokyoDay(new Date())),
      ),
    );
    return row?.count ?? 0;
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    const [daily] = await demoScope(garden).select(
      missions,
      and(eq(missions.kind, 'CHAT_ROOM_POST'), eq(missions.period, 'DAILY')),
    );
    chatMissionId = daily.id;
  });
  afterAll(() => garden?.close());

  it('logs a chat post with the message, once per message, processed', async () => {
    await garden.join('poster', 'Poster');
    const userId = await fanId(garden, 'poster');
    const input = { clientMutationId: 'same', channelId: lobbyId(garden), body: 'hello' };
    await garden.call(POST_CHAT, { input }, { as: 'poster' });
    await garden.call(POST_CHAT, { input }, { as: 'poster' }); // a retry replays
    const events = await demoScope(garden).select(
      activityEvents,
      eq(activityEvents.userId, userId),
    );
    expect(events.map((event) => event.kind).sort()).toEqual([
      'CHAT_ROOM_POST',
      'COMMUNITY_REGISTRATION',
    ]);
    expect(events.every((event) => event.processedAt !== null)).toBe(true);
    expect(await chatProgress(userId)).toBe(1);
  });

  it('logs nothing for a refused action', async () => {
    await garden.join('refused', 'Refused');
    const userId = await fanId(garden, 'refused');
    const refused = await garden.call(
      POST_CHAT,
      { input: { clientMutationId: 'bad', channelId: lobbyId(garden), body: 'badword' } },
      { as: 'refused' },
    );
    expect(refused.data.postChatMessage.__typename).toBe('TextModerationError');
    expect(
      await demoScope(garden).count(
        activityEvents,
        and(eq(activityEvents.userId, userId), eq(activityEvents.kind, 'CHAT_ROOM_POST')),
      ),
    ).toBe(0);
  });

  it('counts the same action once however often it is emitted', async () => {
    await garden.join('twice', 'Twice');
    const userId = await fanId(garden, 'twice');
    const db = demoScope(garden);
    const activity = { userId, kind: 'CHAT_ROOM_POST' as const, sourceKey: 'chat:emitted-twice' };
    await Promise.all([
      db.transaction((tx) => emitActivity(tx, activity)),
      db.transaction((tx) => emitActivity(tx, activity)),
    ]);
    await db.transaction((tx) => emitActivity(tx, activity));
    expect(await db.count(activityEvents, eq(activityEvents.sourceKey, 'chat:emitted-twice'))).toBe(
      1,
    );
    expect(await chatProgress(userId)).toBe(1);
  });

  it('counts an event once when two processes race to process it, and again never', async () => {
    await garden.join('racing', 'Racing');
    const userId = await fanId(garden, 'racing');
    const db = demoScope(garden);
    // An event written but not yet counted (as a crashed process would leave it).
    const [event] = await db
      .insert(activityEvents, {
        userId,
        kind: 'CHAT_ROOM_POST',
        sourceKey: 'chat:unprocessed',
        occurredAt: new Date(),
      })
      .returning();
    const outcomes = await Promise.all(
      Array.from({ length: 6 }, () => db.transaction((tx) => processActivityEvent(tx, event.id))),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
    expect(await db.transaction((tx) => processActivityEvent(tx, event.id))).toBeNull();
    expect(await chatProgress(userId)).toBe(1);
  });
});
