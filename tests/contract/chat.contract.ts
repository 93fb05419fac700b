// Chat: a channel's messages as a connection, posting with its typed errors, idempotent
// retries, and the live event on /stream.
import { expect } from 'vitest';
import { readServerSentEvents } from '../../server/testing/eventStream';
import { defineContract } from './contractServer';
import { firstChannelId, joinAs, post } from './documents';

const MESSAGES = /* GraphQL */ `
  query ContractMessages($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
    node(id: $id) {
      ... on Channel {
        lastMessage {
          id
        }
        messages(first: $first, after: $after, last: $last, before: $before) {
          edges {
            cursor
            node {
              id
              body
              createdAt
              viewerIsAuthor
              author {
                id
                displayName
              }
              channel {
                id
              }
            }
          }
          pageInfo {
            hasNextPage
            hasPreviousPage
            startCursor
            endCursor
          }
        }
      }
    }
  }
`;

const SUBSCRIBE = /* GraphQL */ `
  subscription ContractMessageAdded($channelId: ID!) {
    chatMessageAdded(channelId: $channelId) {
      channel {
        id
      }
      messageEdge {
        cursor
        node {
          body
          viewerIsAuthor
        }
      }
    }
  }
`;

type Edge = { cursor: string; node: { id: string; createdAt: string } };

const idsOf = (edges: Edge[]) => edges.map((edge) => edge.node.id);

export default defineContract('chat', [
  {
    name: 'pages messages backwards from the newest (default 20), oldest first in a page',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-pager');
      // More than one default page, whatever the garden held before.
      for (let n = 1; n <= 21; n += 1) await post(server, 'contract-pager', channelId, `page ${n}`);

      const newest = await server.call(MESSAGES, { id: channelId });
      const page = newest.data?.node.messages;
      expect(page.edges).toHaveLength(20);
      expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
      expect(page.edges.at(-1).node.body).toBe('page 21');
      expect(newest.data?.node.lastMessage.id).toBe(page.edges.at(-1).node.id);
      const times = page.edges.map((edge: Edge) => Date.parse(edge.node.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));

      const lastTwo = (await server.call(MESSAGES, { id: channelId, last: 2 })).data?.node.messages;
      expect(lastTwo.edges.map((edge: { node: { body: string } }) => edge.node.body)).toEqual([
        'page 20',
        'page 21',
      ]);
      expect(lastTwo.pageInfo).toMatchObject({
        hasPreviousPage: true,
        hasNextPage: false,
        startCursor: lastTwo.edges[0].cursor,
        endCursor: lastTwo.edges[1].cursor,
      });
      const older = (
        await server.call(MESSAGES, {
          id: channelId,
          last: 2,
          before: lastTwo.pageInfo.startCursor,
        })
      ).data?.node.messages;
      expect(idsOf(older.edges)).toHaveLength(2);
      expect(older.pageInfo.hasNextPage).toBe(true);
      expect(idsOf(older.edges)).not.toContain(lastTwo.edges[0].node.id);

      // Forwards from a cursor: what came after it, e.g. to catch up after a reconnect.
      const caughtUp = (
        await server.call(MESSAGES, { id: channelId, first: 5, after: older.pageInfo.endCursor })
      ).data?.node.messages;
      expect(idsOf(caughtUp.edges)).toEqual(idsOf(lastTwo.edges));
      expect(caughtUp.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    },
  },
  {
    name: 'reads the page around a linked message, empty for a message of another garden',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-linker');
      const posted: string[] = [];
      for (let n = 1; n <= 9; n += 1) {
        const result = await post(server, 'contract-linker', channelId, `link ${n}`);
        posted.push(result.messageEdge.node.id);
      }
      const AROUND = MESSAGES.replace('$before: String)', '$before: String, $around: ID)').replace(
        'before: $before)',
        'before: $before, around: $around)',
      );
      const around = (await server.call(AROUND, { id: channelId, around: posted[4], last: 5 })).data
        ?.node.messages;
      expect(idsOf(around.edges)).toEqual(posted.slice(2, 7));
      expect(around.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: true });
      // A cursor wins over around: the page goes on from where the linked page ended.
      const newer = (
        await server.call(AROUND, {
          id: channelId,
          around: posted[4],
          first: 2,
          after: around.pageInfo.endCursor,
        })
      ).data?.node.messages;
      expect(idsOf(newer.edges)).toEqual(posted.slice(7, 9));

      const foreign = await server.call(AROUND, {
        id: channelId,
        around: server.fixtures.foreignMessageId,
        last: 5,
      });
      expect(foreign.errors).toBeUndefined();
      expect(foreign.data?.node.messages).toEqual({
        edges: [],
        pageInfo: {
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
      });
    },
  },
  {
    name: 'refuses a message page over 100 or a cursor it never gave: BAD_USER_INPUT',
    async run(server) {
      const channelId = await firstChannelId(server);
      const tooMany = await server.call(MESSAGES, { id: channelId, last: 101 });
      expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const garbage = await server.call(MESSAGES, { id: channelId, last: 2, before: 'garbage' });
      expect(garbage.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    },
  },
  {
    name: 'posts as a member: the message comes back as the viewer’s, newest last',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-poster');
      const result = await post(server, 'contract-poster', channelId, '  hello garden  ', 'p-1');
      expect(result).toMatchObject({
        __typename: 'PostChatMessagePayload',
        clientMutationId: 'p-1',
        messageEdge: {
          cursor: expect.any(String),
          node: {
            body: 'hello garden',
            viewerIsAuthor: true,
            author: { displayName: 'contract-poster' },
          },
        },
        channel: { id: channelId },
      });
      const page = await server.call(
        MESSAGES,
        { id: channelId, last: 1 },
        { as: 'contract-poster' },
      );
      expect(page.data?.node.messages.edges[0]).toMatchObject({
        cursor: result.messageEdge.cursor,
        node: { id: result.messageEdge.node.id, viewerIsAuthor: true },
      });
      const visitor = await server.call(MESSAGES, { id: channelId, last: 1 });
      expect(visitor.data?.node.messages.edges[0].node.viewerIsAuthor).toBe(false);
    },
  },
  {
    name: 'shows lines as written in every language: Auto-Translation changes nothing (yet)',
    async run(server) {
      const channelId = await firstChannelId(server);
      const bodies = async (language: 'ja' | 'en', autoTranslation: string) => {
        const result = await server.call(
          MESSAGES,
          { id: channelId, first: 20 },
          { language, headers: { 'auto-translation': autoTranslation } },
        );
        return result.data?.node.messages.edges.map(
          (edge: { node: { body: string } }) => edge.node.body,
        );
      };
      const asWritten = await bodies('ja', 'false');
      expect(asWritten.length).toBeGreaterThan(0);
      expect(await bodies('en', 'true')).toEqual(asWritten);
      expect(await bodies('ja', 'true')).toEqual(asWritten);
    },
  },
  {
    name: 'a retry with the same clientMutationId returns the first message and posts once',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-retrier');
      const first = await post(server, 'contract-retrier', channelId, 'once', 'retry-1');
      const retry = await post(server, 'contract-retrier', channelId, 'once', 'retry-1');
      expect(retry.messageEdge.node.id).toBe(first.messageEdge.node.id);
      const page = await server.call(MESSAGES, { id: channelId, last: 2 });
      const bodies = page.data?.node.messages.edges.map(
        (edge: { node: { body: string } }) => edge.node.body,
      );
      expect(bodies.filter((body: string) => body === 'once')).toHaveLength(1);
    },
  },
  {
    name: 'refuses posts with typed errors: signed out, not joined, empty, too long, moderated, unknown channel',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-refused-poster');
      const attempt = (fan: string, body: string, channel = channelId) =>
        post(server, fan, channel, body, `refused-${fan}-${body.length}-${channel}`);

      const signedOut = await server.call(
        /* GraphQL */ `
          mutation ContractPostSignedOut($input: PostChatMessageInput!) {
            postChatMessage(input: $input) {
              __typename
            }
          }
        `,
        { input: { clientMutationId: 'signed-out', channelId, body: 'hi' } },
      );
      expect(signedOut.data?.postChatMessage.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      expect(await attempt('contract-not-joined', 'hi')).toMatchObject({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: expect.any(String),
      });
      expect(await attempt('contract-refused-poster', ' \n ')).toEqual({
        __typename: 'InvalidInputError',
        message: expect.any(String),
        field: 'body',
        reason: 'REQUIRED',
        limit: 1,
      });
      expect(await attempt('contract-refused-poster', 'あ'.repeat(1001))).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'body',
        reason: 'TOO_LONG',
        limit: 1000,
      });
      expect((await attempt('contract-refused-poster', 'あ'.repeat(1000))).__typename).toBe(
        'PostChatMessagePayload',
      );
      expect(
        await attempt('contract-refused-poster', `a ${server.fixtures.bannedWord} here`),
      ).toMatchObject({ __typename: 'TextModerationError', field: 'body' });
      expect(
        await attempt('contract-refused-poster', 'hi', server.fixtures.foreignChannelId),
      ).toMatchObject({ __typename: 'NotFoundError', message: expect.any(String) });
    },
  },
  {
    name: 'streams a posted message to a subscriber of its channel over /stream',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-streamer');
      const as = { as: 'contract-streamer' };
      const reserved = await server.fetch(
        '/stream',
        { method: 'PUT', headers: { accept: '*/*' } },
        as,
      );
      expect(reserved.status).toBe(201);
      const token = await reserved.text();
      const opened = await server.fetch(
        '/stream',
        { headers: { accept: 'text/event-stream', 'x-graphql-event-stream-token': token } },
        as,
      );
      expect(opened.status).toBe(200);
      const events = readServerSentEvents(opened);
      try {
        const subscribed = await server.fetch(
          '/stream',
          {
            method: 'POST',
            headers: { 'x-graphql-event-stream-token': token },
            body: JSON.stringify({
              query: SUBSCRIBE,
              variables: { channelId },
              extensions: { operationId: 'contract-op' },
            }),
          },
          as,
        );
        expect(subscribed.status).toBe(202);
        // The subscription is registered once the POST is answered; give it a tick.
        await new Promise((resolve) => setTimeout(resolve, 50));
        const posted = await post(server, 'contract-streamer', channelId, 'live line', 'live-1');
        const event = await events.next();
        expect(event?.event).toBe('next');
        expect(JSON.parse(event?.data ?? '{}')).toMatchObject({
          id: 'contract-op',
          payload: {
            data: {
              chatMessageAdded: {
                channel: { id: channelId },
                messageEdge: {
                  cursor: posted.messageEdge.cursor,
                  node: { body: 'live line', viewerIsAuthor: true },
                },
              },
            },
          },
        });
      } finally {
        await events.cancel();
      }
    },
  },
]);
