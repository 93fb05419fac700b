// Mutation.updateProfile: the viewer's name, bio and (from an upload of theirs) avatar.
// Texts follow the rules joinCommunity applies: cleaned, length-checked, moderated.
import { eq } from 'drizzle-orm';
import { MAX_BIO_LENGTH, MAX_DISPLAY_NAME_LENGTH } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  shouldBeLoggedInOrSignedUp,
  textModeration,
  resolveResultType,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { avatarUrlOf, claimAvatarUpload, uploadNotFound } from './avatarUploads';
import { fanProfiles } from './tables';

export const updateProfileResolvers: Resolvers = {
  Mutation: {
    updateProfile: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const displayName = cleanText(input.displayName, 'name');
      const nameError = checkTextLength(t, 'displayName', displayName, MAX_DISPLAY_NAME_LENGTH);
      if (nameError) return nameError;
      // A bio may be empty (it clears it) and keeps its line breaks.
      const bio = cleanText(input.bio, 'body');
      if ([...bio].length > MAX_BIO_LENGTH)
        return invalidInput(t, 'bio', 'TOO_LONG', MAX_BIO_LENGTH);
      if (await containsBannedWord(db, displayName)) return textModeration(t, 'displayName');
      if (bio && (await containsBannedWord(db, bio))) return textModeration(t, 'bio');

      const result = await runIdempotently(
        db,
        {
          actor: identity.uid,
          mutation: 'updateProfile',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          let avatarUrl = viewer.avatarUrl;
          if (input.avatarUploadId) {
            const upload = await claimAvatarUpload(tx, identity.uid, input.avatarUploadId);
            if (!upload) return { done: false, refusal: uploadNotFound(t) };
            avatarUrl = avatarUrlOf(upload.storageKey);
          }
          await tx.update(users, { displayName, avatarUrl }, eq(users.id, viewer.id));
          await tx.insert(fanProfiles, { userId: viewer.id, bio }).onConflictDoUpdate({
            target: [fanProfiles.tenantId, fanProfiles.userId],
            set: { bio },
          });
          return { done: true, resultRef: String(viewer.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      context.renewLoaders();
      const user = await context.loaders.community.userById.load(Number(result.resultRef));
      if (!user) throw new Error('The updated profile could not be read back');
      return {
        __typename: 'UpdateProfilePayload',
        clientMutationId: input.clientMutationId,
        user,
      };
    },
  },
  UpdateProfileResult: { __resolveType: resolveResultType },
};
