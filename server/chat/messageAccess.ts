// What the chat mutations share: finding a channel or message of the request's tenant
// by its global id, and whether a fan belongs to a channel.
import { and, eq } from 'drizzle-orm';
import { isModerator } from '../community/roles';
import type { UserRow } from '../community/tables';
import type { GraphQLContext } from '../context';
import type { PermissionDeniedResult } from '../graphql/typedErrors';
import type { Translate } from '../graphql/translate';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf } from '../graphql/globalId';
import { channelMembers, type ChannelRow, type ChatMessageRow } from './tables';

export async function findChannel(
  context: GraphQLContext,
  channelGlobalId: string,
): Promise<ChannelRow | null> {
  const channelId = dbIdOf(channelGlobalId, 'Channel');
  return channelId === null ? null : context.loaders.chat.channelById.load(channelId);
}

/** A message of this garden, or null (unknown id, another garden's, not a message id). */
export async function findMessage(
  context: GraphQLContext,
  messageGlobalId: string,
): Promise<ChatMessageRow | null> {
  const messageId = dbIdOf(messageGlobalId, 'ChatMessage');
  return messageId === null ? null : context.loaders.chat.messageById.load(messageId);
}

/** An active member: posts, reacts and reads; a request not yet accepted is not enough. */
export async function isMember(
  db: TenantScope,
  channelId: number,
  userId: number,
): Promise<boolean> {
  const rows = await db.selectFields(
    { userId: channelMembers.userId },
    channelMembers,
    and(
      eq(channelMembers.channelId, channelId),
      eq(channelMembers.userId, userId),
      eq(channelMembers.status, 'ACTIVE'),
    ),
  );
  return rows.length > 0;
}

/** A fan deletes their own messages; operators and moderators anyone's. */
export function canDeleteMessage(fan: UserRow | null, message: ChatMessageRow): boolean {
  return fan != null && (fan.id === message.authorId || isModerator(fan));
}

/** Another fan's message: it is theirs to edit or delete. */
export function notTheAuthor(t: Translate): PermissionDeniedResult {
  return { __typename: 'PermissionDeniedError', message: t('errors.notTheAuthor') };
}

/** A message read back after its mutation committed. */
export async function reloadMessage(
  context: GraphQLContext,
  messageId: number,
): Promise<ChatMessageRow> {
  context.renewLoaders();
  const message = await context.loaders.chat.messageById.load(messageId);
  if (!message) throw new Error('A changed message could not be read back');
  return message;
}
