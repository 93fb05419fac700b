// Per-request loaders of the garden, all scoped to the request's tenant.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AuthIdentity } from '../auth/idTokenVerifier';
import type { Database } from '../db/database';
import {
  channelMembers,
  chatMessages,
  users,
  type ChatMessageRow,
  type UserRow,
} from '../db/schema';
import { createBatchLoader, type BatchLoader } from './batchLoader';

export interface GardenLoaders {
  userById: BatchLoader<number, UserRow | null>;
  lastMessageByChannelId: BatchLoader<number, ChatMessageRow | null>;
  viewerUser(): Promise<UserRow | null>;
  viewerChannelIds(): Promise<ReadonlySet<number>>;
  /** Forgets what was read about the viewer, after a mutation changed it. */
  forgetViewer(): void;
}

export function createGardenLoaders(
  db: Database,
  tenantId: string,
  identity: AuthIdentity | null,
): GardenLoaders {
  let viewerUserPromise: Promise<UserRow | null> | undefined;
  let viewerChannelIdsPromise: Promise<ReadonlySet<number>> | undefined;

  const viewerUser = () =>
    (viewerUserPromise ??= identity
      ? db
          .select()
          .from(users)
          .where(and(eq(users.tenantId, tenantId), eq(users.authUid, identity.uid)))
          .limit(1)
          .then(([row]) => row ?? null)
      : Promise.resolve(null));

  return {
    userById: createBatchLoader(async (ids) => {
      const rows = await db
        .select()
        .from(users)
        .where(and(eq(users.tenantId, tenantId), inArray(users.id, ids)));
      return new Map(rows.map((row) => [row.id, row]));
    }, null),
    lastMessageByChannelId: createBatchLoader(async (channelIds) => {
      // DISTINCT ON picks the newest message of each channel in one query.
      const rows = await db
        .selectDistinctOn([chatMessages.channelId])
        .from(chatMessages)
        .where(
          and(eq(chatMessages.tenantId, tenantId), inArray(chatMessages.channelId, channelIds)),
        )
        .orderBy(chatMessages.channelId, desc(chatMessages.id));
      return new Map(rows.map((row) => [row.channelId, row]));
    }, null),
    viewerUser,
    viewerChannelIds: () =>
      (viewerChannelIdsPromise ??= viewerUser().then(async (user) => {
        if (!user) return new Set<number>();
        const rows = await db
          .select({ channelId: channelMembers.channelId })
          .from(channelMembers)
          .where(and(eq(channelMembers.tenantId, tenantId), eq(channelMembers.userId, user.id)));
        return new Set(rows.map((row) => row.channelId));
      })),
    forgetViewer() {
      viewerUserPromise = undefined;
      viewerChannelIdsPromise = undefined;
    },
  };
}
