// Mutation.setChatMessageReaction: a channel member adds or takes back their reaction
// with one emoji. Setting the state the reaction already has writes nothing and
// publishes nothing, so a repeated call is harmless even with a new clientMutationId.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  type ShouldBeLoggedInOrSignedUpResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { publishChatMessageUpdated } from './chatMessageUpdated';
import { isReactionEmoji } from './reactionEmoji';
import { findMessage, isMember, reloadMessage } from './messageAccess';
import { chatReactions } from './tables';

export const setChatMessageReactionResolvers: Resolvers = {
  Mutation: {
    setChatMessageReaction: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const target = await findMessage(context, input.messageId);
      if (!target || target.deletedAt) return notFound(t);
      const fan = await context.loaders.community.viewerUser();
      if (!identity || !fan) return shouldBeLoggedInOrSignedUp(t);
      if (!isReactionEmoji(input.emoji)) return invalidInput(t, 'emoji', 'INVALID_FORMAT');

      const result = await runIdempotently<NotFoundResult | ShouldBeLoggedInOrSignedUpResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'setChatMessageReaction',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (!(await isMember(tx, target.channelId, fan.id))) {
            return { done: false, refusal: shouldBeLoggedInOrSignedUp(t) };
          }
          const changed = input.reacted
            ? await tx
                .insert(chatReactions, { messageId: target.id, userId: fan.id, emoji: input.emoji })
                .onConflictDoNothing()
                .returning({ messageId: chatReactions.messageId })
            : await tx
                .delete(
                  chatReactions,
                  and(
                    eq(chatReactions.messageId, target.id),
                    eq(chatReactions.userId, fan.id),
                    eq(chatReactions.emoji, input.emoji),
                  ),
                )
                .returning({ messageId: chatReactions.messageId });
          // The result ref remembers whether this call changed anything, for its event.
          return { done: true, resultRef: changed.length > 0 ? 'changed' : 'unchanged' };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      const message = await reloadMessage(context, target.id);
      if (!result.replayed && result.resultRef === 'changed')
        publishChatMessageUpdated(context, message);
      return {
        __typename: 'SetChatMessageReactionPayload',
        clientMutationId: input.clientMutationId,
        chatMessage: message,
      };
    },
  },
  SetChatMessageReactionResult: { __resolveType: resolveResultType },
};
