// Mutation.setMessageHidden, addMuteWord and removeMuteWord: what a fan hides or mutes
// for themselves. Mute words are capped per fan (MAX_MUTE_WORDS, spec §8 "mute word max
// limit"); the count is taken under a lock on the fan's row so two adds cannot pass it.
import { and, eq, sql } from 'drizzle-orm';
import { MAX_MUTE_WORD_LENGTH, MAX_MUTE_WORDS } from '../../common/limits';
import type { Resolvers } from '../__generated__/resolvers-types';
import { users } from '../community/tables';
import { runIdempotently } from '../db/idempotency';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  clientMutationIdReused,
  invalidInput,
  notFound,
  shouldBeLoggedInOrSignedUp,
  resolveResultType,
  type NotFoundResult,
} from '../graphql/typedErrors';
import { normaliseForMatching } from '../moderation/textMatching';
import { findMessage } from './messageAccess';
import { muteWordDbId, muteWordId } from './muteWordId';
import { hiddenMessages, muteWords } from './tables';

interface MuteWordMaxLimitResult {
  __typename: 'MuteWordMaxLimitError';
  message: string;
  maxCount: number;
}

export const hideAndMuteWordsResolvers: Resolvers = {
  Mutation: {
    setMessageHidden: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const message = await findMessage(context, input.messageId);
      if (!message) return notFound(t);
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const result = await runIdempotently<never>(
        db,
        {
          actor: identity.uid,
          mutation: 'setMessageHidden',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          if (input.hidden)
            await tx
              .insert(hiddenMessages, { userId: viewer.id, messageId: message.id })
              .onConflictDoNothing();
          else
            await tx.delete(
              hiddenMessages,
              and(eq(hiddenMessages.userId, viewer.id), eq(hiddenMessages.messageId, message.id)),
            );
          return { done: true, resultRef: String(message.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      context.renewLoaders();
      return {
        __typename: 'SetMessageHiddenPayload',
        clientMutationId: input.clientMutationId,
        chatMessage: message,
      };
    },
    addMuteWord: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const word = cleanText(input.word, 'name');
      const lengthError = checkTextLength(t, 'word', word, MAX_MUTE_WORD_LENGTH);
      if (lengthError) return lengthError;
      // A word of punctuation only would match nothing once normalised.
      if (normaliseForMatching(word) === '') return invalidInput(t, 'word', 'INVALID_FORMAT');

      const result = await runIdempotently<MuteWordMaxLimitResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'addMuteWord',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          // Locks the fan's row: concurrent adds are counted one after the other.
          await tx.update(
            users,
            { displayName: sql`${users.displayName}` },
            eq(users.id, viewer.id),
          );
          // The same word in another width or kana is the same word: nothing is added.
          const mine = await tx.select(muteWords, eq(muteWords.userId, viewer.id));
          const existing = mine.find(
            (row) => normaliseForMatching(row.word) === normaliseForMatching(word),
          );
          if (existing) return { done: true, resultRef: String(existing.id) };
          if (mine.length >= MAX_MUTE_WORDS) {
            return {
              done: false,
              refusal: {
                __typename: 'MuteWordMaxLimitError',
                message: t('errors.muteWordMaxLimit', { limit: MAX_MUTE_WORDS }),
                maxCount: MAX_MUTE_WORDS,
              },
            };
          }
          const [row] = await tx.insert(muteWords, { userId: viewer.id, word }).returning();
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      const [row] = await db.select(muteWords, eq(muteWords.id, Number(result.resultRef)));
      if (!row) throw new Error('A mute word could not be read back');
      return {
        __typename: 'AddMuteWordPayload',
        clientMutationId: input.clientMutationId,
        muteWord: row,
      };
    },
    removeMuteWord: async (_parent, { input }, context) => {
      const { t, identity, db } = context;
      const viewer = await context.loaders.community.viewerUser();
      if (!identity || !viewer) return shouldBeLoggedInOrSignedUp(t);
      const id = muteWordDbId(input.muteWordId);
      const row = id === null ? null : await context.loaders.chat.muteWordById.load(id);
      if (!row) return notFound(t);
      const result = await runIdempotently<NotFoundResult>(
        db,
        {
          actor: identity.uid,
          mutation: 'removeMuteWord',
          clientMutationId: input.clientMutationId,
          input,
        },
        async (tx) => {
          await tx.delete(
            muteWords,
            and(eq(muteWords.id, row.id), eq(muteWords.userId, viewer.id)),
          );
          return { done: true, resultRef: String(row.id) };
        },
      );
      if ('reused' in result) return clientMutationIdReused(t);
      if ('refusal' in result) return result.refusal;
      return {
        __typename: 'RemoveMuteWordPayload',
        clientMutationId: input.clientMutationId,
        muteWordId: muteWordId(row.id),
      };
    },
  },
  SetMessageHiddenResult: { __resolveType: resolveResultType },
  AddMuteWordResult: { __resolveType: resolveResultType },
  RemoveMuteWordResult: { __resolveType: resolveResultType },
};
