// Mutation.respondToChannelRequest: the asked fan accepts (becomes active) or rejects
// (leaves: the channel disappears for them) a private channel's request.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { toGlobalId } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { leaveChannel } from './leavePrivateChannel';
import { findChannel } from './messageAccess';
import { otherMemberIds, publishPrivateChannelUpdated } from './privateChannelAccess';
import { channelMembers } from './tables';

export const respondToChannelRequestResolvers: Resolvers = {
  Mutation: {
    respondToChannelRequest: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const channel = await findChannel(context, input.channelId);
      if (!channel?.isPrivate) return notFound(t);

      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'respondToChannelRequest',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const mine = and(
            eq(channelMembers.channelId, channel.id),
            eq(channelMembers.userId, viewer.id),
            eq(channelMembers.status, 'REQUESTED'),
          );
          const [request] = await tx.select(channelMembers, mine);
          if (!request) return { done: false, refusal: notFound(t) };
          if (input.accept) await tx.update(channelMembers, { status: 'ACTIVE' }, mine);
          else await leaveChannel(tx, channel.id, viewer.id);
          return { done: true, resultRef: String(channel.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const others = await otherMemberIds(db, channel.id, viewer.id);
      publishPrivateChannelUpdated(context, channel.id, others);
      context.renewLoaders();
      return {
        __typename: 'RespondToChannelRequestPayload',
        clientMutationId: input.clientMutationId,
        channel: input.accept ? await context.loaders.chat.channelById.load(channel.id) : null,
        channelId: toGlobalId('Channel', channel.id),
      };
    },
  },
  RespondToChannelRequestResult: { __resolveType: resolveResultType },
};
