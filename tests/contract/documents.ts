// GraphQL documents several contract files share, and small steps built on them.
import { expect } from 'vitest';
import type { ContractServer } from './contractServer';

export const CHANNEL_IDS = /* GraphQL */ `
  query ContractChannelIds {
    community {
      channels(first: 20) {
        edges {
          node {
            id
          }
        }
      }
    }
  }
`;

export const JOIN = /* GraphQL */ `
  mutation ContractJoin($input: JoinCommunityInput!) {
    joinCommunity(input: $input) {
      __typename
      ... on JoinCommunityPayload {
        clientMutationId
        user {
          id
          displayName
        }
        viewer {
          isSignedIn
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
      ... on TextModerationError {
        field
      }
    }
  }
`;

export const POST = /* GraphQL */ `
  mutation ContractPost($input: PostChatMessageInput!) {
    postChatMessage(input: $input) {
      __typename
      ... on PostChatMessagePayload {
        clientMutationId
        messageEdge {
          cursor
          node {
            id
            body
            viewerIsAuthor
            author {
              displayName
            }
          }
        }
        channel {
          id
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
      ... on TextModerationError {
        field
      }
    }
  }
`;

export async function firstChannelId(server: ContractServer): Promise<string> {
  const result = await server.call<{
    community: { channels: { edges: { node: { id: string } }[] } };
  }>(CHANNEL_IDS);
  const id = result.data?.community.channels.edges[0]?.node.id;
  expect(id, JSON.stringify(result)).toBeTypeOf('string');
  return id as string;
}

/** Signs `fan` up as a member of the garden (the contract's own join, checked). */
export async function joinAs(server: ContractServer, fan: string): Promise<void> {
  const result = await server.call(
    JOIN,
    { input: { clientMutationId: `join-${fan}`, displayName: fan } },
    { as: fan },
  );
  expect(result.data?.joinCommunity.__typename, JSON.stringify(result)).toBe(
    'JoinCommunityPayload',
  );
}

export async function post(
  server: ContractServer,
  fan: string,
  channelId: string,
  body: string,
  clientMutationId = `${fan}-${body}`,
  language: 'ja' | 'en' = 'en',
) {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const result = await server.call<{ postChatMessage: any }>(
    POST,
    { input: { clientMutationId, channelId, body } },
    { as: fan, language },
  );
  expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
  return result.data!.postChatMessage;
}
