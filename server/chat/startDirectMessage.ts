// Mutation.startDirectMessage: the direct message of the viewer and another fan. The pair
// has one (channels.direct_key, unique per garden), so two fans starting it at once meet
// in the same channel. The other fan is asked (REQUESTED) until they accept.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
} from '../graphql/typedErrors';
import {
  directKeyOf,
  inBlockWithAny,
  publishPrivateChannelUpdated,
  userBlocked,
} from './privateChannelAccess';
import { channelMembers, channels, type ChannelMemberStatus } from './tables';

/** Makes a fan a member with this status, leaving an existing membership as it is. */
export async function ensureMember(
  tx: TenantScope,
  channelId: number,
  userId: number,
  status: ChannelMemberStatus,
): Promise<boolean> {
  const added = await tx
    .insert(channelMembers, { channelId, userId, status })
    .onConflictDoNothing()
    .returning({ userId: channelMembers.userId });
  return added.length > 0;
}

async function directChannelId(tx: TenantScope, directKey: string): Promise<number> {
  await tx
    .insert(channels, {
      name: {},
      description: {},
      position: 0,
      isOpen: false,
      isPrivate: true,
      directKey,
    })
    .onConflictDoNothing();
  const [row] = await tx.selectFields(
    { id: channels.id },
    channels,
    and(eq(channels.directKey, directKey), eq(channels.isPrivate, true)),
  );
  if (!row) throw new Error('A direct message could not be read back');
  return row.id;
}

export const startDirectMessageResolvers: Resolvers = {
  Mutation: {
    startDirectMessage: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const otherId = dbIdOf(input.userId, 'User');
      const other =
        otherId === null ? null : await context.loaders.community.userById.load(otherId);
      if (!other || other.id === viewer.id) return notFound(t);
      if (await inBlockWithAny(db, viewer.id, [other.id])) return userBlocked(t);

      let asked = false;
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'startDirectMessage',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const channelId = await directChannelId(tx, directKeyOf(viewer.id, other.id));
          // Starting again after leaving comes back in; the other fan is asked if not there.
          await tx
            .insert(channelMembers, { channelId, userId: viewer.id, status: 'ACTIVE' })
            .onConflictDoUpdate({
              target: [channelMembers.channelId, channelMembers.userId],
              set: { status: 'ACTIVE' },
            });
          asked = await ensureMember(tx, channelId, other.id, 'REQUESTED');
          return { done: true, resultRef: String(channelId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const channelId = Number(result.resultRef);
      if (asked) publishPrivateChannelUpdated(context, channelId, [other.id, viewer.id]);
      context.renewLoaders();
      const channel = await context.loaders.chat.channelById.load(channelId);
      if (!channel) throw new Error('A started direct message could not be read back');
      return {
        __typename: 'StartDirectMessagePayload',
        clientMutationId: input.clientMutationId,
        channel,
      };
    },
  },
  StartDirectMessageResult: { __resolveType: resolveResultType },
};
