// The channel list the /messages skeleton draws: the tenant's own channels in display
// order, each with its newest message and author, in the page's language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, type CreatedTenant, type TenantDefinition } from '../db/tenants';
import { toGlobalId } from '../graphql/globalId';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/testDatabase';
import { FIRST_VIEW_CHANNELS, readFirstViewChannels } from './firstViewChannels';
import { firstViewSkeleton } from './firstViewSkeleton';

const roses: TenantDefinition = {
  tenantId: 'roses',
  name: { ja: '薔薇の庭', en: 'Rose Garden' },
  description: { ja: '薔薇', en: 'Roses' },
  channels: [
    {
      key: 'general',
      name: { ja: '全体', en: 'General' },
      description: { ja: '話そう', en: 'Talk' },
    },
    {
      key: 'art',
      name: { ja: 'ファンアート', en: 'Fan art' },
      description: { ja: '絵', en: 'Art' },
    },
    { key: 'quiet', name: { ja: '静か', en: 'Quiet' }, description: { ja: '', en: '' } },
  ],
  fans: [
    { key: 'alex', authUid: 'uid-alex', displayName: 'Alex' },
    { key: 'mio', authUid: 'uid-mio', displayName: 'Mio <3' },
  ],
  messages: [
    { channel: 'general', fan: 'alex', body: 'Hello' },
    { channel: 'art', fan: 'alex', body: 'First sketch' },
    { channel: 'general', fan: 'mio', body: 'Love the <b>roses</b>!' },
  ],
};

const rival: TenantDefinition = {
  tenantId: 'rival',
  name: { ja: '他の庭', en: 'Other Garden' },
  description: { ja: '他', en: 'Other' },
  channels: [
    {
      key: 'secret',
      name: { ja: '秘密', en: 'Rival secret' },
      description: { ja: '秘', en: 'Hidden' },
    },
  ],
  fans: [{ key: 'eve', authUid: 'uid-eve', displayName: 'Eve' }],
  messages: [{ channel: 'secret', fan: 'eve', body: 'Rival message' }],
};

describe.each(testBackends)('readFirstViewChannels (%s)', (backend) => {
  let database: TestDatabase;
  let created: CreatedTenant;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    created = await createTenant(database.db, roses);
    await createTenant(database.db, rival);
  });
  afterAll(async () => {
    await database.close();
  });

  it("reads the tenant's channels in display order with each one's newest message", async () => {
    const channels = await readFirstViewChannels(database.db, 'roses', 'en');
    expect(channels.map((channel) => channel.name)).toEqual(['General', 'Fan art', 'Quiet']);
    expect(channels[0]).toMatchObject({
      id: toGlobalId('Channel', created.channelIds.general),
      description: 'Talk',
      lastMessage: { author: 'Mio <3', body: 'Love the <b>roses</b>!' },
    });
    expect(channels[0].lastMessage?.createdAt).toBeInstanceOf(Date);
    expect(channels[1].lastMessage).toMatchObject({ author: 'Alex', body: 'First sketch' });
    expect(channels[2].lastMessage).toBeNull();
  });

  it("uses the page's language", async () => {
    const channels = await readFirstViewChannels(database.db, 'roses', 'ja');
    expect(channels.map((channel) => channel.name)).toEqual(['全体', 'ファンアート', '静か']);
  });

  it("never shows another tenant's channels or messages", async () => {
    const html = firstViewSkeleton({
      pathname: '/messages',
      layout: 'shell',
      language: 'en',
      gardenName: 'Rose Garden',
      closedCommunity: false,
      channels: await readFirstViewChannels(database.db, 'roses', 'en'),
    });
    expect(html).toContain('# General');
    expect(html).not.toContain('Rival');
    expect(html).not.toContain('Eve');
    const rivalChannels = await readFirstViewChannels(database.db, 'rival', 'en');
    expect(rivalChannels.map((channel) => channel.name)).toEqual(['Rival secret']);
    expect(rivalChannels[0].lastMessage).toMatchObject({ author: 'Eve', body: 'Rival message' });
    expect(await readFirstViewChannels(database.db, 'nobody', 'en')).toEqual([]);
  });

  it('reads only the first page, like the app', async () => {
    await createTenant(database.db, {
      ...rival,
      tenantId: 'crowded',
      fans: [],
      messages: [],
      channels: Array.from({ length: FIRST_VIEW_CHANNELS + 1 }, (_, index) => ({
        key: `c${index}`,
        name: { ja: `c${index}`, en: `c${index}` },
        description: { ja: '', en: '' },
      })),
    });
    const channels = await readFirstViewChannels(database.db, 'crowded', 'en');
    expect(channels).toHaveLength(FIRST_VIEW_CHANNELS);
    expect(channels.at(-1)?.name).toBe(`c${FIRST_VIEW_CHANNELS - 1}`);
  });
});
