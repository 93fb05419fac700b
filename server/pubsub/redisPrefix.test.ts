// Two deployments on one Redis: each sees its own events and never the other's, even
// on the same tenant and channel. Runs when REDIS_URL is set (as in CI), like
// redisFanout.test.ts; the prefix defaults are checked always.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessageAddedPayload } from '../chat/chatMessageAddedPayload';
import { openPubSub, type OpenedPubSub } from './gardenPubSub';
import { defaultRedisPrefix } from './redisPrefix';

const redisUrl = process.env.REDIS_URL;

describe('the default Redis prefix', () => {
  it('is the PostgreSQL database name', () => {
    expect(defaultRedisPrefix({ kind: 'postgres', url: 'postgres://u@db:5432/garden_prod' })).toBe(
      'garden_prod',
    );
    expect(defaultRedisPrefix({ kind: 'postgres', url: 'postgres://u@db:5432' })).toBe('garden');
  });
  it('is the data folder of PGlite, else "garden"', () => {
    expect(defaultRedisPrefix({ kind: 'pglite', dataDir: '/srv/staging/pglite' })).toBe('staging');
    expect(defaultRedisPrefix({ kind: 'pglite', dataDir: '/work/.data/pglite' })).toBe('data');
    expect(defaultRedisPrefix({ kind: 'pglite', dataDir: '/srv/garden-db' })).toBe('garden-db');
    expect(defaultRedisPrefix({ kind: 'pglite' })).toBe('garden');
  });
});

function payload(body: string): ChatMessageAddedPayload {
  const at = new Date(0).toISOString();
  return {
    tenantId: 'demo',
    message: {
      id: 1,
      seq: 1,
      channelId: 1,
      authorId: 1,
      body,
      clientMutationId: null,
      replyToId: null,
      createdAt: at,
    },
    author: {
      id: 1,
      authUid: 'u',
      displayName: 'd',
      avatarUrl: null,
      joinedAt: at,
      role: 'MEMBER',
    },
    channel: {
      id: 1,
      name: {},
      description: {},
      position: 0,
      isOpen: true,
      membersOnly: false,
      isPrivate: false,
      directKey: null,
      createdAt: at,
    },
  };
}

describe.runIf(redisUrl)('two deployments on one Redis', () => {
  // Other test runs share this Redis: unique prefixes keep their events apart too.
  const run = randomBytes(4).toString('hex');
  const deployments = ['a', 'b'].map((name) => ({ name, prefix: `probe-${run}-${name}` }));
  const opened: OpenedPubSub[] = [];
  const received: Record<string, string[]> = { a: [], b: [] };

  beforeAll(async () => {
    for (const deployment of deployments) {
      const subscriber = openPubSub({ redisUrl, redisPrefix: deployment.prefix });
      opened.push(subscriber);
      const events = subscriber.pubSub.subscribe('chatMessageAdded', 'demo:1');
      void (async () => {
        for await (const event of events) received[deployment.name].push(event.message.body);
      })();
    }
    // Allow the SUBSCRIBE round trips.
    await new Promise((resolve) => setTimeout(resolve, 500));
  });
  afterAll(async () => {
    await Promise.all(opened.map((pubSub) => pubSub.close()));
  });

  it('delivers each deployment’s events to itself only', async () => {
    for (const deployment of deployments) {
      // A separate connection, as another server process of the same deployment.
      const publisher = openPubSub({ redisUrl, redisPrefix: deployment.prefix });
      opened.push(publisher);
      publisher.pubSub.publish('chatMessageAdded', 'demo:1', payload(`from ${deployment.name}`));
    }
    await expect
      .poll(() => [...received.a, ...received.b].length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(2);
    // Time for a stray event of the other deployment to arrive, if one were coming.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received).toEqual({ a: ['from a'], b: ['from b'] });
  });
});
