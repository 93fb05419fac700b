// The executable schema: the SDL of schema/*.graphql (the single source of truth),
// read at start, with the resolvers of every feature.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql';
import type { Resolvers } from '../__generated__/resolvers-types';
import { channelResolvers } from '../chat/channelResolvers';
import { chatMessageAddedResolvers } from '../chat/chatMessageAddedSubscription';
import { chatMessageResolvers } from '../chat/chatMessageResolvers';
import { postChatMessageResolvers } from '../chat/postChatMessage';
import { communityResolvers } from '../community/communityResolvers';
import { joinCommunityResolvers } from '../community/joinCommunity';
import { userResolvers } from '../community/userResolvers';
import { viewerResolvers } from '../community/viewerResolvers';
import { dateTimeScalar } from './dateTimeScalar';
import { nodeResolvers } from './nodeResolvers';

const schemaFolder = fileURLToPath(new URL('../../schema', import.meta.url));

export function readSchemaSdl(folder = schemaFolder): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(folder, name), 'utf8'));
}

const featureResolvers: Resolvers[] = [
  { DateTime: dateTimeScalar } as Resolvers,
  nodeResolvers,
  communityResolvers,
  userResolvers,
  viewerResolvers,
  joinCommunityResolvers,
  channelResolvers,
  chatMessageResolvers,
  postChatMessageResolvers,
  chatMessageAddedResolvers,
];

export function createGardenSchema(): GraphQLSchema {
  return makeExecutableSchema({ typeDefs: readSchemaSdl(), resolvers: featureResolvers });
}
