// Mutation.joinCommunity: makes the signed-in fan a member of this garden and of its
// open channels. Joining again returns the existing membership.
import { eq } from 'drizzle-orm';
import { MAX_DISPLAY_NAME_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { channelMembers, channels } from '../chat/tables';
import { checkJoinAgreements, recordJoinAgreements } from '../accounts/joinAgreements';
import { currentTermsVersion } from '../accounts/terms';
import { runIdempotently } from '../db/idempotency';
import type { TenantScope } from '../db/tenantScope';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { users, type UserRow } from './tables';
import { emitActivity } from '../engagement/activityLog';

async function joinGarden(tx: TenantScope, authUid: string, displayName: string): Promise<UserRow> {
  await tx.insert(users, { authUid, displayName }).onConflictDoNothing();
  const [user] = await tx.select(users, eq(users.authUid, authUid));
  if (!user) throw new Error('The fan profile vanished while joining');
  const openChannels = await tx.selectFields(
    { id: channels.id },
    channels,
    eq(channels.isOpen, true),
  );
  if (openChannels.length > 0) {
    await tx
      .insert(
        channelMembers,
        openChannels.map((channel) => ({ channelId: channel.id, userId: user.id })),
      )
      .onConflictDoNothing();
  }
  return user;
}

export const joinCommunityResolvers: Resolvers = {
  Mutation: {
    joinCommunity: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      if (!identity) return shouldBeLoggedInOrSignedUp(t);
      const displayName = cleanText(input.displayName, 'name');
      const lengthError = checkTextLength(t, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH);
      if (lengthError) return lengthError;
      if (await containsBannedWord(db, displayName)) return textModeration(t, 'displayName');
      const agreements = checkJoinAgreements(t, input, await currentTermsVersion(context));
      if ('__typename' in agreements) return agreements;

      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'joinCommunity',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          const user = await joinGarden(tx, identity.uid, displayName);
          await recordJoinAgreements(tx, user.id, agreements);
          await emitActivity(tx, {
            userId: user.id,
            kind: 'COMMUNITY_REGISTRATION',
            sourceKey: `join:${user.id}`,
          });
          return { done: true, resultRef: String(user.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      // What was read about the viewer (profile, channels) changed.
      context.renewLoaders();
      const user = await context.loaders.community.userById.load(Number(result.resultRef));
      if (!user) throw new Error('The joined fan profile could not be read back');
      return {
        __typename: 'JoinCommunityPayload',
        clientMutationId: input.clientMutationId,
        user,
        viewer: {},
      };
    },
  },
  JoinCommunityResult: { __resolveType: resolveResultType },
};
