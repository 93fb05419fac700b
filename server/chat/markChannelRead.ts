// Mutation.markChannelRead: a member's read position in a channel, the seq of the
// newest message they have seen. It only moves forwards (GREATEST), so an old tab
// reporting an older message never brings unread messages back.
import { sql } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type ShouldBeLoggedInOrSignedUpResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { findMessage, isMember } from './messageAccess';
import { channelReadPositions } from './tables';

export const markChannelReadResolvers: Resolvers = {
  Mutation: {
    markChannelRead: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const message = await findMessage(context, input.messageId);
      if (!message) return notFound(t);
      const fan = await context.loaders.community.viewerUser();
      if (!identity || !fan) return shouldBeLoggedInOrSignedUp(t);

      const result = await runIdempotently<ShouldBeLoggedInOrSignedUpResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'markChannelRead',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (!(await isMember(tx, message.channelId, fan.id))) {
            return { done: false, refusal: shouldBeLoggedInOrSignedUp(t) };
          }
          await tx
            .insert(channelReadPositions, {
              channelId: message.channelId,
              userId: fan.id,
              lastReadSeq: message.seq,
            })
            .onConflictDoUpdate({
              target: [channelReadPositions.channelId, channelReadPositions.userId],
              set: {
                lastReadSeq: sql`greatest(${channelReadPositions.lastReadSeq}, excluded.last_read_seq)`,
              },
            });
          return { done: true, resultRef: String(message.channelId) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      context.renewLoaders();
      const channel = await context.loaders.chat.channelById.load(message.channelId);
      if (!channel) throw new Error('The channel of a read message is missing');
      return {
        __typename: 'MarkChannelReadPayload',
        clientMutationId: input.clientMutationId,
        channel,
        viewer: {},
      };
    },
  },
  MarkChannelReadResult: { __resolveType: resolveResultType },
};
