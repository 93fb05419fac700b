// What fans do with chat messages: replies, reactions, edits, deletions (tombstones) and
// read positions, with their typed errors and another garden's ids, and the live
// chatMessageUpdated event on /stream.
import { expect } from 'vitest';
import { readServerSentEvents } from '../../server/testing/eventStream';
import { defineContract } from './contractServer';
import type { ContractServer } from './contractServer';
import { firstChannelId, joinAs } from './documents';

const MESSAGE_FIELDS = /* GraphQL */ `
  fragment ContractMessageFields on ChatMessage {
    id
    body
    isDeleted
    editedAt
    viewerCanEdit
    viewerCanDelete
    replyTo {
      id
    }
    reactions {
      emoji
      count
      viewerHasReacted
    }
  }
`;

const REPLY = /* GraphQL */ `
  mutation ContractReply($input: PostChatMessageInput!) {
    postChatMessage(input: $input) {
      __typename
      ... on PostChatMessagePayload {
        messageEdge {
          node {
            ...ContractMessageFields
          }
        }
      }
      ... on Error {
        message
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

const REACT = /* GraphQL */ `
  mutation ContractReact($input: SetChatMessageReactionInput!) {
    setChatMessageReaction(input: $input) {
      __typename
      ... on SetChatMessageReactionPayload {
        clientMutationId
        chatMessage {
          ...ContractMessageFields
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

const EDIT = /* GraphQL */ `
  mutation ContractEdit($input: EditChatMessageInput!) {
    editChatMessage(input: $input) {
      __typename
      ... on EditChatMessagePayload {
        chatMessage {
          ...ContractMessageFields
        }
      }
      ... on Error {
        message
      }
      ... on InvalidInputError {
        field
        reason
        limit
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

const DELETE = /* GraphQL */ `
  mutation ContractDelete($input: DeleteChatMessageInput!) {
    deleteChatMessage(input: $input) {
      __typename
      ... on DeleteChatMessagePayload {
        chatMessage {
          ...ContractMessageFields
        }
      }
      ... on Error {
        message
      }
    }
  }
  ${MESSAGE_FIELDS}
`;

const MARK_READ = /* GraphQL */ `
  mutation ContractMarkRead($input: MarkChannelReadInput!) {
    markChannelRead(input: $input) {
      __typename
      ... on MarkChannelReadPayload {
        channel {
          id
          viewerUnreadCount
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

const UNREAD = /* GraphQL */ `
  query ContractUnread($id: ID!) {
    node(id: $id) {
      ... on Channel {
        viewerUnreadCount
      }
    }
  }
`;

const UPDATED = /* GraphQL */ `
  subscription ContractMessageUpdated($channelId: ID!) {
    chatMessageUpdated(channelId: $channelId) {
      message {
        id
        reactions {
          emoji
          count
          viewerHasReacted
        }
      }
    }
  }
`;

let counter = 0;
const nextId = (prefix: string) => `${prefix}-${(counter += 1)}`;

/** Runs a mutation as `fan` (undefined: signed out) and returns its result field. */
async function mutate(
  server: ContractServer,
  document: string,
  field: string,
  input: Record<string, unknown>,
  fan?: string,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const result = await server.call<Record<string, any>>(
    document,
    { input: { clientMutationId: nextId(field), ...input } },
    { as: fan, language: 'en' },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data![field];
}

async function postMessage(server: ContractServer, fan: string, channelId: string, body: string) {
  const posted = await mutate(server, REPLY, 'postChatMessage', { channelId, body }, fan);
  expect(posted.__typename).toBe('PostChatMessagePayload');
  return posted.messageEdge.node as { id: string };
}

export default defineContract('chat message actions', [
  {
    name: 'replies quote a message of the same channel; other ids are not found',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-replier');
      const target = await postMessage(server, 'contract-replier', channelId, 'the question');
      const reply = await mutate(
        server,
        REPLY,
        'postChatMessage',
        { channelId, body: 'the answer', replyToMessageId: target.id },
        'contract-replier',
      );
      expect(reply.messageEdge.node).toMatchObject({
        body: 'the answer',
        replyTo: { id: target.id },
        isDeleted: false,
        editedAt: null,
        reactions: [],
        viewerCanEdit: true,
        viewerCanDelete: true,
      });
      const foreign = await mutate(
        server,
        REPLY,
        'postChatMessage',
        { channelId, body: 'lost', replyToMessageId: server.fixtures.foreignMessageId },
        'contract-replier',
      );
      expect(foreign).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
    },
  },
  {
    name: 'reactions count per emoji, say whether the viewer reacted, and replay a retry',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-reactor');
      await joinAs(server, 'contract-reactor-2');
      const message = await postMessage(server, 'contract-reactor', channelId, 'react to me');
      const react = (fan: string, emoji: string, reacted = true, clientMutationId?: string) =>
        mutate(
          server,
          REACT,
          'setChatMessageReaction',
          { messageId: message.id, emoji, reacted, ...(clientMutationId && { clientMutationId }) },
          fan,
        );
      await react('contract-reactor', '🌹');
      const second = await react('contract-reactor-2', '🌹', true, 'contract-react-once');
      expect(second.chatMessage.reactions).toEqual([
        { emoji: '🌹', count: 2, viewerHasReacted: true },
      ]);
      expect(await react('contract-reactor-2', '🌹', true, 'contract-react-once')).toEqual(second);
      const takenBack = await react('contract-reactor', '🌹', false);
      expect(takenBack.chatMessage.reactions).toEqual([
        { emoji: '🌹', count: 1, viewerHasReacted: false },
      ]);
    },
  },
  {
    name: 'refuses reactions: not an emoji, another garden’s message, signed out, not joined',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-bad-reactor');
      const message = await postMessage(server, 'contract-bad-reactor', channelId, 'no text');
      const react = (fan: string | undefined, messageId: string, emoji: string) =>
        mutate(server, REACT, 'setChatMessageReaction', { messageId, emoji, reacted: true }, fan);
      expect(await react('contract-bad-reactor', message.id, 'lol')).toEqual({
        __typename: 'InvalidInputError',
        message: 'an emoji is not in a valid format.',
        field: 'emoji',
        reason: 'INVALID_FORMAT',
      });
      expect(await react('contract-bad-reactor', server.fixtures.foreignMessageId, '👍')).toEqual({
        __typename: 'NotFoundError',
        message: 'It could not be found in this garden.',
      });
      expect((await react(undefined, message.id, '👍')).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
      expect((await react('contract-never-joined', message.id, '👍')).__typename).toBe(
        'ShouldBeLoggedInOrSignedUpError',
      );
    },
  },
  {
    name: 'edits and deletes one’s own messages; another fan’s are refused; a tombstone stays',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-editor');
      await joinAs(server, 'contract-bystander');
      const message = await postMessage(server, 'contract-editor', channelId, 'typo');
      const edit = (fan: string | undefined, body: string, messageId = message.id) =>
        mutate(server, EDIT, 'editChatMessage', { messageId, body }, fan);
      const remove = (fan: string | undefined, messageId = message.id) =>
        mutate(server, DELETE, 'deleteChatMessage', { messageId }, fan);

      const edited = await edit('contract-editor', '  fixed  ');
      expect(edited.chatMessage).toMatchObject({ body: 'fixed', editedAt: expect.any(String) });
      expect(await edit('contract-bystander', 'mine now')).toEqual({
        __typename: 'PermissionDeniedError',
        message: 'You can only edit or delete your own messages.',
      });
      expect(await edit('contract-editor', ' ')).toMatchObject({
        __typename: 'InvalidInputError',
        field: 'body',
        reason: 'REQUIRED',
      });
      expect(await edit('contract-editor', `a ${server.fixtures.bannedWord}`)).toMatchObject({
        __typename: 'TextModerationError',
      });
      expect(
        (await edit('contract-editor', 'x', server.fixtures.foreignMessageId)).__typename,
      ).toBe('NotFoundError');
      expect((await remove(undefined)).__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      expect((await remove('contract-bystander')).__typename).toBe('PermissionDeniedError');

      const deleted = await remove('contract-editor');
      expect(deleted.chatMessage).toMatchObject({
        id: message.id,
        body: '',
        isDeleted: true,
        reactions: [],
        viewerCanEdit: false,
        viewerCanDelete: false,
      });
      expect((await remove('contract-editor')).__typename).toBe('NotFoundError');
      expect((await edit('contract-editor', 'back')).__typename).toBe('NotFoundError');
    },
  },
  {
    name: 'counts unread messages of others after the read position',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-reader');
      await joinAs(server, 'contract-chatter');
      const unread = async (fan?: string) =>
        (await server.call(UNREAD, { id: channelId }, { as: fan })).data?.node.viewerUnreadCount;
      const first = await postMessage(server, 'contract-chatter', channelId, 'one');
      await postMessage(server, 'contract-chatter', channelId, 'two');
      const read = await mutate(
        server,
        MARK_READ,
        'markChannelRead',
        { messageId: first.id },
        'contract-reader',
      );
      expect(read).toEqual({
        __typename: 'MarkChannelReadPayload',
        channel: { id: channelId, viewerUnreadCount: 1 },
      });
      expect(await unread()).toBe(0);
      expect(
        (
          await mutate(
            server,
            MARK_READ,
            'markChannelRead',
            { messageId: server.fixtures.foreignMessageId },
            'contract-reader',
          )
        ).__typename,
      ).toBe('NotFoundError');
      expect(
        (await mutate(server, MARK_READ, 'markChannelRead', { messageId: first.id })).__typename,
      ).toBe('ShouldBeLoggedInOrSignedUpError');
    },
  },
  {
    name: 'streams a reaction to a subscriber of the channel over /stream',
    async run(server) {
      const channelId = await firstChannelId(server);
      await joinAs(server, 'contract-watcher');
      const message = await postMessage(server, 'contract-watcher', channelId, 'watch this');
      const as = { as: 'contract-watcher' };
      const reserved = await server.fetch(
        '/stream',
        { method: 'PUT', headers: { accept: '*/*' } },
        as,
      );
      const token = await reserved.text();
      const opened = await server.fetch(
        '/stream',
        { headers: { accept: 'text/event-stream', 'x-graphql-event-stream-token': token } },
        as,
      );
      const events = readServerSentEvents(opened);
      try {
        const subscribed = await server.fetch(
          '/stream',
          {
            method: 'POST',
            headers: { 'x-graphql-event-stream-token': token },
            body: JSON.stringify({
              query: UPDATED,
              variables: { channelId },
              extensions: { operationId: 'contract-updates' },
            }),
          },
          as,
        );
        expect(subscribed.status).toBe(202);
        await new Promise((resolve) => setTimeout(resolve, 50));
        await mutate(
          server,
          REACT,
          'setChatMessageReaction',
          { messageId: message.id, emoji: '🎀', reacted: true },
          'contract-watcher',
        );
        const event = await events.next();
        expect(JSON.parse(event?.data ?? '{}')).toMatchObject({
          id: 'contract-updates',
          payload: {
            data: {
              chatMessageUpdated: {
                message: {
                  id: message.id,
                  reactions: [{ emoji: '🎀', count: 1, viewerHasReacted: true }],
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
