// The first page of the garden's channels, as /messages lists them, for the first-view
// skeleton: one query for the channels and one for their newest messages with authors.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { channels, chatMessages, users } from '../db/schema';
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
  const rows = await db
    .select()
    .from(channels)
    .where(eq(channels.tenantId, tenantId))
    .orderBy(asc(channels.position), asc(channels.id))
    .limit(FIRST_VIEW_CHANNELS);
  if (rows.length === 0) return [];
  // DISTINCT ON keeps the newest message of each channel.
  const lastMessages = await db
    .selectDistinctOn([chatMessages.channelId], {
      channelId: chatMessages.channelId,
      body: chatMessages.body,
      createdAt: chatMessages.createdAt,
      author: users.displayName,
    })
    .from(chatMessages)
    .innerJoin(users, and(eq(users.tenantId, tenantId), eq(users.id, chatMessages.authorId)))
    .where(
      and(
        eq(chatMessages.tenantId, tenantId),
        inArray(
          chatMessages.channelId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(chatMessages.channelId, desc(chatMessages.id));
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
