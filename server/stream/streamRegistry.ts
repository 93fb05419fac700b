// The streams this server holds, by token: who opened each, from where, its operations
// and how many of its events wait for the reader. graphql-sse keeps its own streams
// private; this registry is what the caps, the reservation expiry and the queue bound
// read.
import type { StreamLimits } from './streamLimits';
import { streamClosed, streamOpened } from './streamPresence';

export interface StreamEntry {
  key: string;
  /** `uid:<firebase uid>` for a signed-in fan, `address:<ip>` otherwise. */
  owner: string;
  address: string;
  open: boolean;
  operations: Set<string>;
  /** `next` events produced and not yet handed to the reader. */
  queued: number;
  expiry?: ReturnType<typeof setTimeout>;
  /** Ends the stream (graphql-sse then completes its operations). */
  drop?: () => void;
}

export type StreamRefusal = 'streams-per-fan' | 'streams-per-address';

export function createStreamRegistry(limits: StreamLimits) {
  const entries = new Map<string, StreamEntry>();

  const count = (match: (entry: StreamEntry) => boolean) => {
    let n = 0;
    for (const entry of entries.values()) if (match(entry)) n += 1;
    return n;
  };

  return {
    get: (key: string) => entries.get(key),
    size: () => entries.size,

    /** Why one more stream for this owner and address would pass a cap, or null. */
    refusal(owner: string, address: string): StreamRefusal | null {
      if (owner.startsWith('uid:') && count((e) => e.owner === owner) >= limits.streamsPerFan)
        return 'streams-per-fan';
      if (count((e) => e.address === address) >= limits.streamsPerAddress)
        return 'streams-per-address';
      return null;
    },

    add(key: string, owner: string, address: string): StreamEntry {
      const entry: StreamEntry = {
        key,
        owner,
        address,
        open: false,
        operations: new Set(),
        queued: 0,
      };
      entries.set(key, entry);
      return entry;
    },

    /** The reader took the stream: its owner counts as present (./streamPresence). */
    opened(key: string) {
      const entry = entries.get(key);
      if (!entry || entry.open) return;
      entry.open = true;
      clearTimeout(entry.expiry);
      streamOpened(entry.owner);
    },

    remove(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      clearTimeout(entry.expiry);
      entries.delete(key);
      if (entry.open) streamClosed(entry.owner);
    },

    /** One more event waits for the reader; past the bound the stream is dropped. */
    eventQueued(key: string) {
      const entry = entries.get(key);
      if (!entry) return;
      entry.queued += 1;
      if (entry.queued > limits.queuedEventsPerStream) entry.drop?.();
    },

    eventDelivered(key: string) {
      const entry = entries.get(key);
      if (entry && entry.queued > 0) entry.queued -= 1;
    },

    /** Drops every stream (server shutdown). */
    dropAll() {
      for (const entry of [...entries.values()]) entry.drop?.();
    },
  };
}
