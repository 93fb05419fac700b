// Tables of message translation: each message's translation into a fan's language, kept so
// that the provider is asked once per message, language and text.
import { bigint, serial, text, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { chatMessages } from '../chat/tables';
import { createdAt, tenantId } from '../platform/tables';

export const messageTranslations = pgTable(
  'message_translations',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    /** The fan's language it was translated into: ja or en. */
    targetLanguage: text('target_language').notNull(),
    /** The language the provider detected the message in (lower case, e.g. ja, en, ko). */
    sourceLanguage: text('source_language').notNull(),
    /** The translated text; the message's own when it was already in the target language. */
    text: text('text').notNull(),
    /** sha256 of the body translated: an edited message no longer matches and is translated again. */
    sourceHash: text('source_hash').notNull(),
    createdAt: createdAt(),
  },
  // Also the index of every read (tenant, then message).
  (t) => [
    uniqueIndex('message_translations_message_language').on(
      t.tenantId,
      t.messageId,
      t.targetLanguage,
    ),
  ],
);

export type MessageTranslationRow = typeof messageTranslations.$inferSelect;
