// Mutation.setChannelMembersOnly: an operator makes a public channel a members' limited
// channel (LIMITED_CHAT, membersOnlyChannels.ts) or opens it to every fan again. Once per
// clientMutationId; the channel's messages are not touched.
import { eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import { OPERATOR_ROLES, requireRole } from '../community/roles';
import { createOnce } from '../db/createOnce';
import { notFound, resolveResultType } from '../graphql/typedErrors';
import { findChannel } from './messageAccess';
import { channels } from './tables';

export const setChannelMembersOnlyResolvers: Resolvers = {
  Mutation: {
    setChannelMembersOnly: async (_parent, { input }, context) => {
      const refused = await requireRole(context, OPERATOR_ROLES);
      if (refused) return refused;
      const found = await findChannel(context, input.channelId);
      // Direct messages and groups belong to their members, never to a plan.
      if (!found || found.isPrivate) return notFound(context.t);
      const written = await createOnce(context, 'setChannelMembersOnly', input, async (tx) => {
        await tx.update(channels, { membersOnly: input.membersOnly }, eq(channels.id, found.id));
        return found.id;
      });
      if ('error' in written) return written.error;
      const channel = await context.loaders.chat.channelById.load(written.id);
      if (!channel) throw new Error('A changed channel could not be read back');
      return {
        __typename: 'SetChannelMembersOnlyPayload',
        clientMutationId: input.clientMutationId,
        channel,
      };
    },
  },
  SetChannelMembersOnlyResult: { __resolveType: resolveResultType },
};
