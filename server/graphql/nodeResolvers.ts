// Query.node / Query.nodes: any object by its global id, inside the request's tenant
// only (another tenant's id, or an id that does not decode, gives null).
import { and, eq } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import { channels, chatMessages } from '../db/schema';
import type { CommunityRow, UserRow, ChannelRow, ChatMessageRow } from '../db/schema';
import type { Resolvers } from '../__generated__/resolvers-types';
import { fromGlobalId, type NodeType } from './globalId';

type NodeRow = CommunityRow | UserRow | ChannelRow | ChatMessageRow;

async function loadNode(context: GraphQLContext, globalId: string): Promise<NodeRow | null> {
  const decoded = fromGlobalId(globalId);
  if (!decoded) return null;
  const { db, tenantId } = context;
  const { dbId } = decoded;
  switch (decoded.type) {
    case 'Community':
      return dbId === context.community.id ? context.community : null;
    case 'User':
      return context.loaders.userById.load(dbId);
    case 'Channel': {
      const [row] = await db
        .select()
        .from(channels)
        .where(and(eq(channels.tenantId, tenantId), eq(channels.id, dbId)));
      return row ?? null;
    }
    case 'ChatMessage': {
      const [row] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.id, dbId)));
      return row ?? null;
    }
  }
}

/** Which GraphQL type a row is, told apart by the columns only that table has. */
export function nodeTypeOf(row: NodeRow): NodeType {
  if ('body' in row) return 'ChatMessage';
  if ('position' in row) return 'Channel';
  if ('authUid' in row) return 'User';
  return 'Community';
}

// Typed as a whole so that tsc checks the row shapes against the generated types.
export const nodeResolvers: Resolvers = {
  Query: {
    node: (_parent, { id }, context) => loadNode(context, id),
    nodes: (_parent, { ids }, context) => Promise.all(ids.map((id) => loadNode(context, id))),
  },
  Node: {
    __resolveType: (row) => nodeTypeOf(row),
  },
  Error: {
    // Typed errors are built with their __typename (graphql/typedErrors.ts).
    __resolveType: (error) => {
      if (!error.__typename) throw new Error('A typed error result without __typename');
      return error.__typename;
    },
  },
};
