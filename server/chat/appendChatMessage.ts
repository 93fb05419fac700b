// Writes a message at the end of its channel, inside the caller's transaction. Bumping
// the channel's last seq locks the channel row until the transaction commits, so the
// channel's messages commit in seq order: a reader catching up after seq n can never
// see n+2 before n+1 has committed.
import { eq, sql } from 'drizzle-orm';
import type { TenantScope } from '../db/tenantScope';
import { channels, chatMessages, type ChatMessageRow } from './tables';

export interface NewChatMessage {
  channelId: number;
  authorId: number;
  body: string;
  replyToId?: number | null;
  /** The author's clientMutationId, when a fan posted it through the API. */
  clientMutationId?: string;
  createdAt?: Date;
}

export async function appendChatMessage(
  tx: TenantScope,
  message: NewChatMessage,
): Promise<ChatMessageRow> {
  const [channel] = await tx
    .update(
      channels,
      {
        lastMessageSeq: sql`${channels.lastMessageSeq} + 1`,
        lastActivityAt: message.createdAt ?? sql`now()`,
      },
      eq(channels.id, message.channelId),
    )
    .returning({ seq: channels.lastMessageSeq });
  if (!channel) throw new Error('A message was appended to a channel that does not exist');
  const [row] = await tx.insert(chatMessages, { ...message, seq: channel.seq }).returning();
  return row;
}
