import { inArray } from 'drizzle-orm';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { RequestScope } from '../platform/serverFeature';
import { messageTranslations, type MessageTranslationRow } from './tables';

export interface TranslationLoaders {
  /** Every kept translation of a message (one per language), batched per page of messages. */
  translationsByMessageId: BatchLoader<number, MessageTranslationRow[]>;
}

export function createTranslationLoaders({ db }: RequestScope): TranslationLoaders {
  return {
    translationsByMessageId: createBatchLoader(async (messageIds) => {
      const rows = await db.select(
        messageTranslations,
        inArray(messageTranslations.messageId, messageIds),
      );
      const byMessage = new Map<number, MessageTranslationRow[]>();
      for (const row of rows)
        byMessage.set(row.messageId, [...(byMessage.get(row.messageId) ?? []), row]);
      return byMessage;
    }, []),
  };
}
