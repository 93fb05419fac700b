// Mutation.leavePrivateChannel: the viewer leaves a private channel (theirs, or a request
// they never answered); it disappears from their list and stays for the others.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { findChannel } from './messageAccess';
import { otherMemberIds, publishPrivateChannelUpdated } from './privateChannelAccess';
import { channelMembers, channelReadPositions } from './tables';

/** Removes a fan from a channel with their read position; false when not a member. */
export async function leaveChannel(
  tx: TenantScope,
  channelId: number,
  userId: number,
): Promise<boolean> {
  await tx.delete(
    channelReadPositions,
    and(eq(channelReadPositions.channelId, channelId), eq(channelReadPositions.userId, userId)),
  );
  const left = await tx
    .delete(
      channelMembers,
      and(eq(channelMembers.channelId, channelId), eq(channelMembers.userId, userId)),
    )
    .returning({ userId: channelMembers.userId });
  return left.length > 0;
}

export const leavePrivateChannelResolvers: Resolvers = {
  Mutation: {
    leavePrivateChannel: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const channel = await findChannel(context, input.channelId);
      if (!channel?.isPrivate) return notFound(t);

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'leavePrivateChannel',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) =>
          (await leaveChannel(tx, channel.id, viewer.id))
            ? { done: true, resultRef: String(channel.id) }
            : { done: false, refusal: notFound(t) },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      publishPrivateChannelUpdated(
        context,
        channel.id,
        await otherMemberIds(db, channel.id, viewer.id),
      );
      return {
        __typename: 'LeavePrivateChannelPayload',
        clientMutationId: input.clientMutationId,
        channelId: toGlobalId('Channel', channel.id),
      };
    },
  },
  LeavePrivateChannelResult: { __resolveType: resolveResultType },
};
