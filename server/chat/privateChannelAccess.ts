// What the private-channel mutations share: the members of a channel, the one-message
// rule of an unaccepted request, and the per-fan live event of their private channels.
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import { filter, pipe } from 'graphql-yoga';
import type { GraphQLContext } from '../context';
import type { TenantScope } from '../db/tenantScope';
import type { Translate } from '../graphql/translate';
import {
  channelMembers,
  chatMessages,
  userBlocks,
  type ChannelMemberRow,
  type ChannelRow,
} from './tables';

/** A direct message's key: the same for both fans, whoever starts it. */
export function directKeyOf(userA: number, userB: number): string {
  return userA < userB ? `${userA}:${userB}` : `${userB}:${userA}`;
}

export async function membersOf(db: TenantScope, channelId: number): Promise<ChannelMemberRow[]> {
  return db.select(channelMembers, eq(channelMembers.channelId, channelId));
}

export interface ChannelRequestPendingResult {
  __typename: 'ChannelRequestPendingError';
  message: string;
}

export function channelRequestPending(t: Translate): ChannelRequestPendingResult {
  return { __typename: 'ChannelRequestPendingError', message: t('errors.channelRequestPending') };
}

/**
 * Until someone else has accepted, a private channel is a request: its active member may
 * send one message (an introduction), and the next waits for an answer.
 */
export async function mayPostInPrivate(
  tx: TenantScope,
  channelId: number,
  authorId: number,
): Promise<boolean> {
  const members = await membersOf(tx, channelId);
  if (members.some((member) => member.userId !== authorId && member.status === 'ACTIVE')) {
    return true;
  }
  const sent = await tx.count(
    chatMessages,
    and(eq(chatMessages.channelId, channelId), eq(chatMessages.authorId, authorId)),
  );
  return sent === 0;
}

export interface UserBlockedResult {
  __typename: 'UserBlockedError';
  message: string;
}

export function userBlocked(t: Translate): UserBlockedResult {
  return { __typename: 'UserBlockedError', message: t('errors.userBlocked') };
}

/** True when this fan and any of the others are in a block, whoever blocked whom. */
export async function inBlockWithAny(
  db: TenantScope,
  userId: number,
  others: readonly number[],
): Promise<boolean> {
  if (others.length === 0) return false;
  const rows = await db.selectFields(
    { blockerId: userBlocks.blockerId },
    userBlocks,
    or(
      and(eq(userBlocks.blockerId, userId), inArray(userBlocks.blockedId, [...others])),
      and(eq(userBlocks.blockedId, userId), inArray(userBlocks.blockerId, [...others])),
    ),
  );
  return rows.length > 0;
}

/** The members other than one fan. */
export async function otherMemberIds(
  db: TenantScope,
  channelId: number,
  userId: number,
): Promise<number[]> {
  const rows = await db.selectFields(
    { userId: channelMembers.userId },
    channelMembers,
    and(eq(channelMembers.channelId, channelId), ne(channelMembers.userId, userId)),
  );
  return rows.map((row) => row.userId);
}

/** Plain JSON, so that it survives Redis. */
export interface PrivateChannelUpdatedPayload {
  tenantId: string;
  channelId: number;
}

/** The topic of one fan's private-channel events (tenant first, as every topic). */
export function fanTopic(tenantId: string, userId: number): string {
  return `${tenantId}:fan:${userId}`;
}

/** Tells each of these fans that one of their private channels changed. */
export function publishPrivateChannelUpdated(
  context: GraphQLContext,
  channelId: number,
  userIds: Iterable<number>,
): void {
  for (const userId of new Set(userIds)) {
    context.pubSub.publish('privateChannelUpdated', fanTopic(context.tenantId, userId), {
      tenantId: context.tenantId,
      channelId,
    });
  }
}

/**
 * A channel's events for one subscriber: all of them for a public channel; for a private
 * one only while the subscriber is still a member (checked per event, so a fan who left
 * or rejected hears nothing more).
 */
export function whileMember<T>(
  context: GraphQLContext,
  channel: ChannelRow,
  source: AsyncIterable<T>,
): AsyncIterable<T> {
  if (!channel.isPrivate) return source;
  return pipe(
    source,
    filter(async () => {
      const viewer = await context.loaders.community.viewerUser();
      if (!viewer) return false;
      const rows = await context.db.selectFields(
        { userId: channelMembers.userId },
        channelMembers,
        and(eq(channelMembers.channelId, channel.id), eq(channelMembers.userId, viewer.id)),
      );
      return rows.length > 0;
    }),
  );
}
