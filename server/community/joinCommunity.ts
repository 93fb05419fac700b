// Mutation.joinCommunity: makes the signed-in fan a member of this garden and of its
// open channels. Joining again returns the existing membership.
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { Database } from '../db/database';
import { runIdempotently } from '../db/idempotency';
import { channelMembers, channels, users, type UserRow } from '../db/schema';
import { checkTextLength } from '../graphql/textLength';
import { shouldBeLoggedInOrSignedUp, textModeration } from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';

export const MAX_DISPLAY_NAME_LENGTH = 30;

async function joinGarden(
  tx: Database,
  tenantId: string,
  authUid: string,
  displayName: string,
): Promise<UserRow> {
  await tx.insert(users).values({ tenantId, authUid, displayName }).onConflictDoNothing();
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.authUid, authUid)));
  if (!user) throw new Error('The fan profile vanished while joining');
  const openChannels = await tx
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.tenantId, tenantId), eq(channels.isOpen, true)));
  if (openChannels.length > 0) {
    await tx
      .insert(channelMembers)
      .values(openChannels.map((channel) => ({ tenantId, channelId: channel.id, userId: user.id })))
      .onConflictDoNothing();
  }
  return user;
}

export const joinCommunityResolvers: Resolvers = {
  Mutation: {
    joinCommunity: async (_parent, { input }, context) => {
      const { t, identity, tenantId, db } = context;
      if (!identity) return shouldBeLoggedInOrSignedUp(t);
      const displayName = input.displayName.trim();
      const lengthError = checkTextLength(t, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, tenantId, displayName))
        return textModeration(t, 'displayName');

      const result = await runIdempotently<never>(
        db,
        {
          tenantId,
          actor: identity.uid,
          mutation: 'joinCommunity',
          clientMutationId: input.clientMutationId,
        },
        async (tx) => ({
          done: true,
          resultRef: String((await joinGarden(tx, tenantId, identity.uid, displayName)).id),
        }),
      );
      if ('refusal' in result) return result.refusal;
      context.loaders.forgetViewer();
      const user = await context.loaders.userById.load(Number(result.resultRef));
      if (!user) throw new Error('The joined fan profile could not be read back');
      return {
        __typename: 'JoinCommunityPayload',
        clientMutationId: input.clientMutationId,
        user,
        viewer: {},
      };
    },
  },
  JoinCommunityResult: {
    __resolveType: (result) => {
      if (!result.__typename) throw new Error('A JoinCommunityResult without __typename');
      return result.__typename;
    },
  },
};
