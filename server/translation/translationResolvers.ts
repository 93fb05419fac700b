// ChatMessage.translation and Query.translationAvailable. A translation is made on first
// read (the provider asked once per message, language and text), kept, and read back from
// then on; an edited message no longer matches its kept text's hash and is translated again.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Resolvers } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import type { ChatMessageRow } from '../chat/tables';
import type { Language } from '../graphql/language';
import { configuredTranslationProvider, type TranslationProvider } from './provider';
import { messageTranslations, type MessageTranslationRow } from './tables';

function hashOf(body: string): string {
  return createHash('sha256').update(body).digest('hex');
}

async function translationOf(
  message: ChatMessageRow,
  context: GraphQLContext,
): Promise<MessageTranslationRow | null> {
  const provider = configuredTranslationProvider();
  if (!context.autoTranslation || !provider || message.deletedAt) return null;
  // Read again through the viewer's access (the channel they may read, no block between
  // them): whatever path reached the message, its text is never translated for someone
  // who may not read it.
  const readable = await context.loaders.chat.messageById.load(message.id);
  if (!readable || (await context.loaders.chat.visibilityOf(readable)) === 'BLOCKED') return null;
  const target = context.language;
  const sourceHash = hashOf(readable.body);
  const kept = (await context.loaders.translation.translationsByMessageId.load(readable.id)).find(
    (row) => row.targetLanguage === target && row.sourceHash === sourceHash,
  );
  if (kept) return kept;
  const key = `${context.tenantId}:${readable.id}:${target}:${sourceHash}`;
  let pending = inFlight.get(key);
  if (!pending) {
    pending = translateAndKeep(provider, context, readable, target, sourceHash).finally(() =>
      inFlight.delete(key),
    );
    inFlight.set(key, pending);
  }
  try {
    return await pending;
  } catch {
    // The service failed: the message shows as written, and is tried again on a later read.
    return null;
  }
}

/**
 * Translations being made now, by tenant, message, language and text: a new message reaches
 * every subscriber of its channel at once, and DeepL is asked once for all of them. An entry
 * goes only once its translation is kept, so a reader who finds none reads the kept one.
 */
const inFlight = new Map<string, Promise<MessageTranslationRow | null>>();

async function translateAndKeep(
  provider: TranslationProvider,
  context: GraphQLContext,
  message: ChatMessageRow,
  target: Language,
  sourceHash: string,
): Promise<MessageTranslationRow | null> {
  // Kept by a reader who finished between this reader's look and now.
  const [stored] = await context.db.select(
    messageTranslations,
    and(
      eq(messageTranslations.messageId, message.id),
      eq(messageTranslations.targetLanguage, target),
      eq(messageTranslations.sourceHash, sourceHash),
    ),
  );
  if (stored) return stored;
  const translated = await provider.translate(message.body, target);
  const values = {
    messageId: message.id,
    targetLanguage: target,
    sourceLanguage: translated.sourceLanguage,
    text: translated.text,
    sourceHash,
  };
  const [row] = await context.db
    .insert(messageTranslations, values)
    .onConflictDoUpdate({
      target: [
        messageTranslations.tenantId,
        messageTranslations.messageId,
        messageTranslations.targetLanguage,
      ],
      set: {
        sourceLanguage: values.sourceLanguage,
        text: values.text,
        sourceHash: values.sourceHash,
      },
    })
    .returning();
  return row ?? null;
}

export const translationResolvers: Resolvers = {
  ChatMessage: {
    // A message already in the viewer's language has nothing to show translated.
    translation: async (message, _args, context) => {
      const row = await translationOf(message, context);
      return row && row.sourceLanguage !== row.targetLanguage ? row : null;
    },
  },
  MessageTranslation: {
    text: (row) => row.text,
    sourceLanguage: (row) => row.sourceLanguage,
  },
  Query: {
    translationAvailable: () => configuredTranslationProvider() !== null,
  },
};
