// Several server processes share live events through Redis: a message posted through
// one server reaches a subscriber of another. Runs when REDIS_URL is set; the variant
// with two separate OS processes also needs DATABASE_URL (PGlite cannot be shared
// between processes).
import { spawn, type ChildProcess } from 'node:child_process';
import { createClient } from 'graphql-sse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGardenServer, type GardenServer } from '../app';
import { startTestAuth, TEST_PROJECT_ID, type TestAuth } from '../testing/testAuth';
import { channelGlobalId, createTestGarden, type TestGarden } from '../testing/testGarden';
import { readServerSentEvents } from '../testing/eventStream';
import { openTestDatabase, testBackends, type TestDatabase } from '../testing/testDatabase';
import { openPubSub, type OpenedPubSub } from './gardenPubSub';

const redisUrl = process.env.REDIS_URL;
const POST =
  'mutation($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename } }';
const SUBSCRIBE =
  'subscription($id: ID!) { chatMessageAdded(channelId: $id) { messageEdge { node { body } } } }';

describe.runIf(redisUrl).each(testBackends)(
  'Redis fan-out between two in-process servers (%s)',
  (backend) => {
    let garden: TestGarden;
    let redisA: OpenedPubSub;
    let redisB: OpenedPubSub;
    let serverB: GardenServer;

    beforeAll(async () => {
      redisA = openPubSub({ redisUrl });
      redisB = openPubSub({ redisUrl });
      garden = await createTestGarden(backend, { pubSub: redisA.pubSub });
      serverB = createGardenServer({
        db: garden.database.db,
        pubSub: redisB.pubSub,
        firebaseProjectId: TEST_PROJECT_ID,
        logger: { info() {}, debug() {}, warn() {}, error: console.error },
        allowUntrustedDocuments: true,
      });
      await garden.join('relay-fan', 'Relay');
    });
    afterAll(async () => {
      await serverB?.close();
      await garden?.close();
      await redisA?.close();
      await redisB?.close();
    });

    it('delivers a message posted on server B to a subscriber of server A, and nothing of another tenant', async () => {
      const lobby = channelGlobalId(garden.demo.channelIds.lobby);
      const subscription = await garden.server.yoga.fetch('http://a.test/graphql', {
        method: 'POST',
        headers: { ...(await garden.headers()), accept: 'text/event-stream' },
        body: JSON.stringify({ query: SUBSCRIBE, variables: { id: lobby } }),
      });
      const events = readServerSentEvents(subscription);
      // Reading starts the subscription (the stream is pulled); then allow the Redis SUBSCRIBE round trip.
      const firstEvent = events.next(15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));

      const postOnB = async (tenant: string, as: string, channelId: string, body: string) => {
        const response = await serverB.yoga.fetch('http://b.test/graphql', {
          method: 'POST',
          headers: await garden.headers({ tenant, as }),
          body: JSON.stringify({
            query: POST,
            variables: { input: { clientMutationId: body, channelId, body } },
          }),
        });
        return (await response.json()) as { data: { postChatMessage: { __typename: string } } };
      };
      await garden.join('other-fan', 'Other', 'other');
      const elsewhere = await postOnB(
        'other',
        'other-fan',
        channelGlobalId(garden.other.channelIds.secret),
        'in the other garden',
      );
      expect(elsewhere.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
      const here = await postOnB('demo', 'relay-fan', lobby, 'across servers');
      expect(here.data.postChatMessage.__typename).toBe('PostChatMessagePayload');

      const event = await firstEvent;
      expect(JSON.parse(event?.data ?? '{}').data.chatMessageAdded.messageEdge.node.body).toBe(
        'across servers',
      );
      await events.cancel();
    });
  },
);

describe.runIf(redisUrl && process.env.DATABASE_URL)(
  'Redis fan-out between two server processes (PostgreSQL)',
  () => {
    let database: TestDatabase;
    let auth: TestAuth;
    const children: ChildProcess[] = [];

    function startChild(): Promise<string> {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        env: {
          ...process.env,
          PORT: '0',
          DATABASE_URL: database.url,
          REDIS_URL: redisUrl,
          FIREBASE_PROJECT_ID: TEST_PROJECT_ID,
          FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST,
          // This test's documents are its own, not the app's generated ones.
          ALLOW_UNTRUSTED_DOCUMENTS: '1',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      children.push(child);
      return new Promise((resolve, reject) => {
        let output = '';
        child.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const url = /listens on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
          if (url) resolve(url);
        });
        child.once('exit', (code) =>
          reject(new Error(`server process exited with ${code}: ${output}`)),
        );
      });
    }

    beforeAll(async () => {
      database = await openTestDatabase('postgres');
      auth = await startTestAuth();
    });
    afterAll(async () => {
      await Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.kill('SIGTERM');
            }),
        ),
      );
      await auth?.close();
      await database?.close();
    });

    it('delivers a message posted through process B to a graphql-sse client of process A', async () => {
      const [urlA, urlB] = await Promise.all([startChild(), startChild()]);
      const headersFor = async (as: string) => ({
        'content-type': 'application/json',
        tenant: 'demo',
        'language-code': 'ja',
        authorization: `Bearer ${await auth.tokenFor(as)}`,
      });
      const call = async (url: string, query: string, variables: Record<string, unknown>) =>
        (await (
          await fetch(`${url}/graphql`, {
            method: 'POST',
            headers: await headersFor('two-process-fan'),
            body: JSON.stringify({ query, variables }),
          })
        )
          // eslint-disable-next-line @typescript-eslint/no-explicit-any
          .json()) as any;

      await call(
        urlB,
        'mutation($input: JoinCommunityInput!) { joinCommunity(input: $input) { __typename } }',
        {
          input: { clientMutationId: 'j', displayName: 'Two' },
        },
      );
      const channels = await call(urlA, '{ community { channels { edges { node { id } } } } }', {});
      const lobby = channels.data.community.channels.edges[0].node.id;

      const client = createClient({
        url: `${urlA}/stream`,
        singleConnection: true,
        headers: () => headersFor('two-process-fan'),
      });
      const received = new Promise<string>((resolve, reject) => {
        client.subscribe<{ chatMessageAdded: { messageEdge: { node: { body: string } } } }>(
          { query: SUBSCRIBE, variables: { id: lobby } },
          {
            next: (result) => resolve(result.data?.chatMessageAdded.messageEdge.node.body ?? ''),
            error: reject,
            complete: () => {},
          },
        );
      });
      await new Promise((resolve) => setTimeout(resolve, 1000)); // stream open and Redis SUBSCRIBE done
      const posted = await call(urlB, POST, {
        input: { clientMutationId: 'p', channelId: lobby, body: 'between processes' },
      });
      expect(posted.data.postChatMessage.__typename).toBe('PostChatMessagePayload');
      expect(await received).toBe('between processes');
      client.dispose();
    });
  },
);
