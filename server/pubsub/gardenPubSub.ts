// Live events of the garden behind one interface: yoga's createPubSub, in process by
// default, or over Redis (several server processes share events) when a URL is given.
import { setMaxListeners } from 'node:events';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { createPubSub, type PubSub } from 'graphql-yoga';
import { Redis } from 'ioredis';

/**
 * A posted message, as plain JSON so that it survives Redis. It carries what every
 * subscriber renders, so fan-out to many subscribers costs no database reads.
 */
export interface ChatMessageAddedPayload {
  tenantId: string;
  message: { id: number; channelId: number; authorId: number; body: string; createdAt: string };
  author: {
    id: number;
    authUid: string;
    displayName: string;
    avatarUrl: string | null;
    joinedAt: string;
  };
  channel: {
    id: number;
    name: Record<string, string>;
    description: Record<string, string>;
    position: number;
    isOpen: boolean;
    createdAt: string;
  };
}

export type GardenEvents = {
  // Topic id: `${tenantId}:${channelId}`, so one tenant's events never reach another's subscribers.
  chatMessageAdded: [topic: string, payload: ChatMessageAddedPayload];
};

export type GardenPubSub = PubSub<GardenEvents>;

export interface OpenedPubSub {
  pubSub: GardenPubSub;
  close(): Promise<void>;
}

export function chatTopic(tenantId: string, channelId: number): string {
  return `${tenantId}:${channelId}`;
}

export function openPubSub(options: { redisUrl?: string } = {}): OpenedPubSub {
  if (!options.redisUrl) {
    // One listener per live subscription: hundreds on one channel are normal here.
    const eventTarget = new EventTarget();
    setMaxListeners(0, eventTarget);
    return { pubSub: createPubSub<GardenEvents>({ eventTarget }), close: async () => {} };
  }
  // Redis needs one connection to publish and a separate one in subscriber mode.
  const publishClient = new Redis(options.redisUrl, { lazyConnect: false });
  const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false });
  const eventTarget = createRedisEventTarget<CustomEvent>({ publishClient, subscribeClient });
  return {
    pubSub: createPubSub<GardenEvents>({ eventTarget }),
    close: async () => {
      await Promise.all([publishClient.quit(), subscribeClient.quit()]);
    },
  };
}
