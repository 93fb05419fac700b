// Mutation.addPrivateChannelMember: an active member asks one more fan into a private
// channel, up to PRIVATE_CHANNEL_MAX_MEMBERS. A direct message becomes a group then (its
// direct key goes, so the pair's next direct message is a channel of their own).
import { eq, sql } from 'drizzle-orm';
import { PRIVATE_CHANNEL_MAX_MEMBERS } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { runIdempotently } from '../db/idempotency';
import { dbIdOf } from '../graphql/globalId';
import {
  clientMutationIdReused,
  notFound,
  shouldBeLoggedInOrSignedUp,
  type NotFoundResult,
  resolveResultType,
} from '../graphql/typedErrors';
import { findChannel, isMember } from './messageAccess';
import {
  inBlockWithAny,
  membersOf,
  publishPrivateChannelUpdated,
  userBlocked,
  type UserBlockedResult,
} from './privateChannelAccess';
import { ensureMember } from './startDirectMessage';
import { channels } from './tables';

interface MemberLimitResult {
  __typename: 'ChannelMemberLimitError';
  message: string;
  maxMembers: number;
}

export const addPrivateChannelMemberResolvers: Resolvers = {
  Mutation: {
    addPrivateChannelMember: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const channel = await findChannel(context, input.channelId);
      if (!channel?.isPrivate) return notFound(t);
      const userId = dbIdOf(input.userId, 'User');
      const user = userId === null ? null : await context.loaders.community.userById.load(userId);
      if (!user) return notFound(t);

      let asked = false;
      const result = await runIdempotently<NotFoundResult | MemberLimitResult | UserBlockedResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'addPrivateChannelMember',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (!(await isMember(tx, channel.id, viewer.id))) {
            return { done: false, refusal: notFound(t) };
          }
          // Locks the channel row: two fans adding at once are counted one after the other.
          await tx.update(
            channels,
            { lastMessageSeq: sql`${channels.lastMessageSeq}` },
            eq(channels.id, channel.id),
          );
          const members = await membersOf(tx, channel.id);
          if (members.some((member) => member.userId === user.id)) {
            return { done: true, resultRef: String(channel.id) };
          }
          // Nobody is asked into a conversation with a fan they are in a block with.
          const memberIds = members.map((member) => member.userId);
          if (await inBlockWithAny(tx, user.id, memberIds)) {
            return { done: false, refusal: userBlocked(t) };
          }
          if (members.length >= PRIVATE_CHANNEL_MAX_MEMBERS) {
            const refusal: MemberLimitResult = {
              __typename: 'ChannelMemberLimitError',
              message: t('errors.channelMemberLimit', { limit: PRIVATE_CHANNEL_MAX_MEMBERS }),
              maxMembers: PRIVATE_CHANNEL_MAX_MEMBERS,
            };
            return { done: false, refusal };
          }
          asked = await ensureMember(tx, channel.id, user.id, 'REQUESTED');
          await tx.update(channels, { directKey: null }, eq(channels.id, channel.id));
          return { done: true, resultRef: String(channel.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;

      context.renewLoaders();
      if (asked) {
        const members = await context.loaders.chat.membersByChannelId.load(channel.id);
        publishPrivateChannelUpdated(
          context,
          channel.id,
          members.map((member) => member.userId),
        );
      }
      const updated = await context.loaders.chat.channelById.load(channel.id);
      if (!updated) throw new Error('A private channel could not be read back');
      return {
        __typename: 'AddPrivateChannelMemberPayload',
        clientMutationId: input.clientMutationId,
        channel: updated,
      };
    },
  },
  AddPrivateChannelMemberResult: { __resolveType: resolveResultType },
};
