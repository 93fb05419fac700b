// The first page of the garden's channels, as /messages lists them, for the first-view
// skeleton: the channels, the newest message of each and those messages' authors.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { channels, chatMessages } from '../chat/tables';
import { users } from '../community/tables';
import type { Database } from '../db/database';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { pickLocalized, type Language } from '../graphql/language';

/** The same page size as the app's first page of channels (ChannelList). */
export const FIRST_VIEW_CHANNELS = 20;

export interface FirstViewChannel {
  /** The Relay id the app links with. */
  id: string;
  name: string;
  description: string;
  lastMessage: { author: string; body: string; createdAt: Date } | null;
}

export async function readFirstViewChannels(
  db: Database,
  tenantId: string,
  language: Language,
): Promise<FirstViewChannel[]> {
  const scope = tenantScope(db, tenantId);
  // Private channels never reach the server's HTML.
  const rows = await scope
    .select(channels, eq(channels.isPrivate, false))
    .orderBy(asc(channels.position), asc(channels.id))
    .limit(FIRST_VIEW_CHANNELS);
  if (rows.length === 0) return [];
  // DISTINCT ON keeps the newest message of each channel.
  const newest = await scope
    .selectDistinctOn(
      [chatMessages.channelId],
      chatMessages,
      inArray(
        chatMessages.channelId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(chatMessages.channelId, desc(chatMessages.id));
  const authors = newest.length
    ? await scope.selectFields(
        { id: users.id, displayName: users.displayName },
        users,
        inArray(
          users.id,
          newest.map((message) => message.authorId),
        ),
      )
    : [];
  const authorNames = new Map(authors.map((author) => [author.id, author.displayName]));
  const lastMessages = newest.map((message) => ({
    ...message,
    author: authorNames.get(message.authorId) ?? '',
  }));
  const lastByChannel = new Map(lastMessages.map((message) => [message.channelId, message]));
  return rows.map((row) => {
    const last = lastByChannel.get(row.id);
    return {
      id: toGlobalId('Channel', row.id),
      name: pickLocalized(row.name, language),
      description: pickLocalized(row.description, language),
      lastMessage: last
        ? { author: last.author, body: last.body, createdAt: last.createdAt }
        : null,
    };
  });
}
