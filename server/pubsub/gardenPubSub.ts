// Live events of the garden behind one interface: yoga's createPubSub, in process by
// default, or over Redis (several server processes share events) when a URL is given.
// Each feature declares its events (`topics` of its module, server/features.ts).
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';
import type { GardenEvents } from '../features';
import { prefixedEventTarget } from './redisPrefix';

/** Every feature's live events (its `topics`), composed in server/features.ts. */
export type { GardenEvents };

export type GardenPubSub = PubSub<GardenEvents>;

export interface OpenedPubSub {
  pubSub: GardenPubSub;
  close(): Promise<void>;
}

export function openPubSub(
  options: {
    redisUrl?: string;
    /** The deployment's Redis channel prefix (REDIS_PREFIX; see redisPrefix.ts). */
    redisPrefix?: string;
  } = {},
): OpenedPubSub {
  if (!options.redisUrl) {
    // One listener per live subscription: hundreds on one channel are normal here.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubSub: createPubSub<GardenEvents>({ eventTarget }), close: async () => {} };
  }
  // Redis needs one connection to publish and a separate one in subscriber mode.
  const publishClient = new Redis(options.redisUrl, { lazyConnect: false });
  const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
  const eventTarget = prefixedEventTarget(
    createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient }),
    options.redisPrefix ?? 'garden',
  );
  return {
    pubSub: createPubSub<GardenEvents>({ eventTarget }),
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
