// npm run bench:chat [-- --subscribers 1000 --messages 200]
// Starts a garden server on a free 127.0.0.1 port (PGlite in a temporary directory),
// puts N graphql-sse clients (single connection mode, one per subscriber) on one
// channel, posts M messages, and prints send-to-receive latency (p50/p99) and
// deliveries per second. Stops by itself, at the latest after --timeout seconds.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createClient, type Client } from 'graphql-sse';
import { mintEmulatorIdToken } from '../testing/emulatorToken';
import { startServer } from '../main';
import { startAuthEmulatorStandIn } from '../testing/authEmulatorStandIn';

const { values } = parseArgs({
  options: {
    subscribers: { type: 'string', default: '100' },
    messages: { type: 'string', default: '200' },
    timeout: { type: 'string', default: '180' },
  },
});
const subscriberCount = Number(values.subscribers);
const messageCount = Number(values.messages);
const deadline = Date.now() + Number(values.timeout) * 1000;
const PROJECT_ID = 'demo-garden-bench';

const SUBSCRIBE = `subscription Bench($id: ID!) {
  chatMessageAdded(channelId: $id) { messageEdge { cursor node { id body createdAt author { displayName } } } }
}`;
const POST = `mutation Post($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }`;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function remaining(): number {
  return Math.max(0, deadline - Date.now());
}

async function main() {
  // The bench talks to its own server only: no Redis, no external database.
  delete process.env.REDIS_URL;
  delete process.env.DATABASE_URL;
  const auth = await startAuthEmulatorStandIn();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  process.env.FIREBASE_PROJECT_ID = PROJECT_ID;
  // The bench sends its own documents, not the app's generated ones.
  process.env.ALLOW_UNTRUSTED_DOCUMENTS = '1';
  auth.register('bench-poster', 'poster@bench.test');
  const dir = mkdtempSync(join(tmpdir(), 'garden-bench-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    staticDir: join(dir, 'no-static'),
    database: { kind: 'pglite', dataDir: join(dir, 'pglite') },
    // One poster sends every message: past the per-fan limit a real fan has.
    rateLimits: { mutationsPerFan: { points: 1_000_000, duration: 10 } },
    // Every simulated subscriber connects from this one address.
    streamLimits: {
      streamsPerAddress: Number.POSITIVE_INFINITY,
      reservationsPerAddress: { points: 1_000_000, windowSeconds: 1 },
    },
  });
  const clients: Client<true>[] = [];
  try {
    const headers = {
      'content-type': 'application/json',
      tenant: 'demo',
      'language-code': 'ja',
      authorization: `Bearer ${mintEmulatorIdToken({ projectId: PROJECT_ID, uid: 'bench-poster' })}`,
    };
    const call = async (query: string, variables: Record<string, unknown>) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query, variables }),
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      return (await response.json()) as any;
    };
    await call(
      'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }',
      {
        input: { clientMutationId: 'bench-join', displayName: 'Bench' },
      },
    );
    const channels = await call('{ community { channels { edges { node { id } } } } }', {});
    const channelId: string = channels.data.community.channels.edges[0].node.id;

    // body -> when it was sent; each delivery records its latency.
    const sentAt = new Map<string, number>();
    const latencies: number[] = [];
    const warmedUp = new Set<number>();
    let deliveries = 0;
    let lastDelivery = 0;
    let subscribeErrors = 0;

    for (let index = 0; index < subscriberCount; index += 1) {
      const client = createClient({
        url: `${server.url}/stream`,
        singleConnection: true,
        headers: { tenant: 'demo', 'language-code': 'ja', authorization: '' },
        retryAttempts: 0,
      });
      clients.push(client);
      client.subscribe<{ chatMessageAdded: { messageEdge: { node: { body: string } } } }>(
        { query: SUBSCRIBE, variables: { id: channelId } },
        {
          next: (result) => {
            const body = result.data?.chatMessageAdded.messageEdge.node.body ?? '';
            if (body.startsWith('warm-up')) {
              warmedUp.add(index);
              return;
            }
            const sent = sentAt.get(body);
            if (sent === undefined) return;
            const now = performance.now();
            latencies.push(now - sent);
            deliveries += 1;
            lastDelivery = now;
          },
          error: () => {
            subscribeErrors += 1;
          },
          complete: () => {},
        },
      );
    }

    // graphql-sse has no "subscribed" acknowledgement: post warm-up messages until
    // every subscriber has received one.
    const warmStart = performance.now();
    for (let round = 0; warmedUp.size < subscriberCount && remaining() > 0; round += 1) {
      await call(POST, {
        input: { clientMutationId: `warm-${round}`, channelId, body: `warm-up ${round}` },
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    console.info(
      `subscribers ready: ${warmedUp.size}/${subscriberCount} in ${((performance.now() - warmStart) / 1000).toFixed(1)} s`,
    );

    const firstSend = performance.now();
    for (let index = 0; index < messageCount && remaining() > 0; index += 1) {
      const body = `bench message ${index}`;
      sentAt.set(body, performance.now());
      const result = await call(POST, {
        input: { clientMutationId: `bench-${index}`, channelId, body },
      });
      if (result.data?.postChatMessage.__typename !== 'PostChatMessagePayload') {
        throw new Error(`post failed: ${JSON.stringify(result)}`);
      }
    }
    const expected = sentAt.size * warmedUp.size;
    while (deliveries < expected && remaining() > 0)
      await new Promise((resolve) => setTimeout(resolve, 50));

    latencies.sort((a, b) => a - b);
    const seconds = (lastDelivery - firstSend) / 1000;
    console.info(
      [
        `subscribers: ${subscriberCount}, messages: ${sentAt.size}`,
        `deliveries: ${deliveries}/${expected}${subscribeErrors ? ` (subscribe errors: ${subscribeErrors})` : ''}`,
        `latency send→receive: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)?.toFixed(1)} ms`,
        `throughput: ${(deliveries / seconds).toFixed(0)} deliveries/s over ${seconds.toFixed(1)} s`,
      ].join('\n'),
    );
    if (deliveries < expected) process.exitCode = 1;
  } finally {
    for (const client of clients) client.dispose();
    await server.close();
    await auth.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
