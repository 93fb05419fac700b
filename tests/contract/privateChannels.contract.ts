// Private channels: starting a direct message (a request), answering it, leaving, the
// viewer's list, and that nobody else can see the channel; typed errors for signed-out
// visitors, the viewer themselves and ids this garden does not hold.
import { expect } from 'vitest';
import { defineContract, type ContractServer } from './contractServer';
import { joinAs, post } from './documents';

const CHANNEL_FIELDS = /* GraphQL */ `
  fragment ContractPrivateChannelFields on Channel {
    id
    isPrivate
    viewerMembershipStatus
    viewerCanPost
    otherMembers {
      status
      user {
        displayName
      }
    }
  }
`;

const START = /* GraphQL */ `
  mutation ContractStartDirectMessage($input: StartDirectMessageInput!) {
    startDirectMessage(input: $input) {
      __typename
      ... on StartDirectMessagePayload {
        channel {
          ...ContractPrivateChannelFields
        }
      }
      ... on Error {
        message
      }
    }
  }
  ${CHANNEL_FIELDS}
`;

const RESPOND = /* GraphQL */ `
  mutation ContractRespondToChannelRequest($input: RespondToChannelRequestInput!) {
    respondToChannelRequest(input: $input) {
      __typename
      ... on RespondToChannelRequestPayload {
        channelId
        channel {
          ...ContractPrivateChannelFields
        }
      }
      ... on Error {
        message
      }
    }
  }
  ${CHANNEL_FIELDS}
`;

const LEAVE = /* GraphQL */ `
  mutation ContractLeavePrivateChannel($input: LeavePrivateChannelInput!) {
    leavePrivateChannel(input: $input) {
      __typename
      ... on LeavePrivateChannelPayload {
        channelId
      }
      ... on Error {
        message
      }
    }
  }
`;

const LIST = /* GraphQL */ `
  query ContractPrivateChannels {
    viewer {
      privateChannels(first: 20) {
        edges {
          node {
            ...ContractPrivateChannelFields
          }
        }
      }
    }
  }
  ${CHANNEL_FIELDS}
`;

const BLOCK = /* GraphQL */ `
  mutation ContractBlockInDirectMessage($input: SetUserBlockedInput!) {
    setUserBlocked(input: $input) {
      __typename
    }
  }
`;

const NODE = /* GraphQL */ `
  query ContractPrivateChannelNode($id: ID!) {
    node(id: $id) {
      id
    }
  }
`;

let counter = 0;
const nextId = () => `contract-dm-${(counter += 1)}`;

async function mutate(
  server: ContractServer,
  document: string,
  input: Record<string, unknown>,
  fan?: string,
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const result = await server.call<Record<string, any>>(
    document,
    { input: { clientMutationId: nextId(), ...input } },
    { as: fan, language: 'en' },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return Object.values(result.data ?? {})[0];
}

async function userIdOf(server: ContractServer, fan: string): Promise<string> {
  const result = await server.call<{ viewer: { user: { id: string } } }>(
    '{ viewer { user { id } } }',
    {},
    { as: fan },
  );
  return result.data!.viewer.user.id;
}

export default defineContract('private channels', [
  {
    name: 'a direct message is a request the other fan answers, and only its members see it',
    async run(server) {
      await joinAs(server, 'contract-dm-a');
      await joinAs(server, 'contract-dm-b');
      await joinAs(server, 'contract-dm-c');
      const b = await userIdOf(server, 'contract-dm-b');
      const started = await mutate(server, START, { userId: b }, 'contract-dm-a');
      expect(started).toMatchObject({
        __typename: 'StartDirectMessagePayload',
        channel: {
          isPrivate: true,
          viewerMembershipStatus: 'ACTIVE',
          viewerCanPost: true,
          otherMembers: [{ status: 'REQUESTED', user: { displayName: 'contract-dm-b' } }],
        },
      });
      const channelId: string = started.channel.id;

      const asked = await server.call(LIST, {}, { as: 'contract-dm-b' });
      expect(asked.data.viewer.privateChannels.edges).toEqual([
        {
          node: expect.objectContaining({
            id: channelId,
            viewerMembershipStatus: 'REQUESTED',
            viewerCanPost: false,
          }),
        },
      ]);
      for (const as of ['contract-dm-c', undefined]) {
        expect((await server.call(NODE, { id: channelId }, { as })).data.node).toBeNull();
        expect((await server.call(LIST, {}, { as })).data.viewer.privateChannels.edges).toEqual([]);
      }
      expect(
        (await mutate(server, RESPOND, { channelId, accept: true }, 'contract-dm-c')).__typename,
      ).toBe('NotFoundError');
      expect((await mutate(server, LEAVE, { channelId }, 'contract-dm-c')).__typename).toBe(
        'NotFoundError',
      );

      const accepted = await mutate(server, RESPOND, { channelId, accept: true }, 'contract-dm-b');
      expect(accepted).toMatchObject({
        __typename: 'RespondToChannelRequestPayload',
        channelId,
        channel: { viewerMembershipStatus: 'ACTIVE', viewerCanPost: true },
      });
      const left = await mutate(server, LEAVE, { channelId }, 'contract-dm-b');
      expect(left).toEqual({ __typename: 'LeavePrivateChannelPayload', channelId });
      expect(
        (await server.call(NODE, { id: channelId }, { as: 'contract-dm-b' })).data.node,
      ).toBeNull();
    },
  },
  {
    name: 'a request allows one message until the other fan accepts; a block stops the conversation',
    async run(server) {
      await joinAs(server, 'contract-dm-asker');
      await joinAs(server, 'contract-dm-asked');
      const asked = await userIdOf(server, 'contract-dm-asked');
      const asker = await userIdOf(server, 'contract-dm-asker');
      const { channel } = await mutate(server, START, { userId: asked }, 'contract-dm-asker');
      const send = async (fan: string, body: string) =>
        (await post(server, fan, channel.id, body, `${fan}-${body}`)).__typename;
      expect(await send('contract-dm-asker', 'はじめまして')).toBe('PostChatMessagePayload');
      expect(await send('contract-dm-asker', 'もう一通')).toBe('ChannelRequestPendingError');
      // The asked fan cannot write before answering.
      expect(await send('contract-dm-asked', 'まだ')).toBe('ShouldBeLoggedInOrSignedUpError');
      await mutate(server, RESPOND, { channelId: channel.id, accept: true }, 'contract-dm-asked');
      expect(await send('contract-dm-asker', 'ありがとう')).toBe('PostChatMessagePayload');
      expect(await send('contract-dm-asked', 'よろしく')).toBe('PostChatMessagePayload');
      const blocked = await server.call(
        BLOCK,
        { input: { clientMutationId: nextId(), userId: asker, blocked: true } },
        { as: 'contract-dm-asked' },
      );
      expect(blocked.data.setUserBlocked.__typename).toBe('SetUserBlockedPayload');
      expect(await send('contract-dm-asker', 'とどく？')).toBe('UserBlockedError');
    },
  },
  {
    name: 'refuses signed-out visitors, the viewer themselves and foreign ids',
    async run(server) {
      await joinAs(server, 'contract-dm-self');
      const me = await userIdOf(server, 'contract-dm-self');
      expect(await mutate(server, START, { userId: me })).toEqual({
        __typename: 'ShouldBeLoggedInOrSignedUpError',
        message: expect.any(String),
      });
      expect(await mutate(server, START, { userId: me }, 'contract-dm-self')).toEqual({
        __typename: 'NotFoundError',
        message: expect.any(String),
      });
      const foreign = server.fixtures.foreignChannelId;
      expect(
        (await mutate(server, RESPOND, { channelId: foreign, accept: false }, 'contract-dm-self'))
          .__typename,
      ).toBe('NotFoundError');
      expect(
        (await mutate(server, LEAVE, { channelId: foreign }, 'contract-dm-self')).__typename,
      ).toBe('NotFoundError');
    },
  },
  {
    name: "a request's message counts on the asked fan's messages badge, and only theirs",
    async run(server) {
      await joinAs(server, 'contract-dm-badge-a');
      await joinAs(server, 'contract-dm-badge-b');
      const b = await userIdOf(server, 'contract-dm-badge-b');
      const started = await mutate(server, START, { userId: b }, 'contract-dm-badge-a');
      const sent = await post(server, 'contract-dm-badge-a', started.channel.id, 'はじめまして');
      expect(sent.__typename).toBe('PostChatMessagePayload');
      const badge = async (as?: string) =>
        (
          await server.call<{ viewer: { unreadPrivateChannelCount: number } }>(
            '{ viewer { unreadPrivateChannelCount } }',
            {},
            { as },
          )
        ).data!.viewer.unreadPrivateChannelCount;
      expect(await badge('contract-dm-badge-b')).toBe(1);
      expect(await badge('contract-dm-badge-a')).toBe(0);
      expect(await badge(undefined)).toBe(0);
    },
  },
]);
