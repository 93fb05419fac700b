// Per-request loaders of the accounts feature, all through the request's tenant scope:
// bios, follow counts and whether the viewer follows a fan, each batched per tick.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { CommunityLoaders } from '../community/loaders';
import { createBatchLoader, type BatchLoader } from '../graphql/batchLoader';
import type { RequestScope } from '../platform/serverFeature';
import { latestTerms } from './terms';
import { fanProfiles, follows, termsVersions, type TermsVersionRow } from './tables';

type FanProfileRow = typeof fanProfiles.$inferSelect;

export interface AccountLoaders {
  bioByUserId: BatchLoader<number, string>;
  followerCountByUserId: BatchLoader<number, number>;
  followingCountByUserId: BatchLoader<number, number>;
  /** The viewer's own profile row (birth date, terms), or null. */
  viewerProfile(): Promise<FanProfileRow | null>;
  /** Whether the viewer follows each fan; false for everyone when signed out. */
  viewerFollows: BatchLoader<number, boolean>;
  /** The newest published terms of the garden, or null (read once per request). */
  latestTerms(): Promise<TermsVersionRow | null>;
  termsVersionById: BatchLoader<number, TermsVersionRow | null>;
}

export function createAccountLoaders(
  { db }: RequestScope,
  others: { community: CommunityLoaders },
): AccountLoaders {
  const countsBy = (side: typeof follows.followeeId | typeof follows.followerId) =>
    createBatchLoader(async (userIds: number[]) => {
      const rows = await db
        .selectFields({ userId: side, value: count() }, follows, inArray(side, userIds))
        .groupBy(side);
      return new Map(rows.map((row) => [row.userId, row.value]));
    }, 0);
  let viewerProfilePromise: Promise<FanProfileRow | null> | undefined;
  let latestTermsPromise: Promise<TermsVersionRow | null> | undefined;
  return {
    latestTerms: () => (latestTermsPromise ??= latestTerms(db)),
    termsVersionById: db.rowsById(termsVersions),
    viewerProfile: () =>
      (viewerProfilePromise ??= others.community.viewerUser().then(async (viewer) => {
        if (!viewer) return null;
        const [row] = await db.select(fanProfiles, eq(fanProfiles.userId, viewer.id)).limit(1);
        return row ?? null;
      })),
    bioByUserId: createBatchLoader(async (userIds: number[]) => {
      const rows = await db.selectFields(
        { userId: fanProfiles.userId, bio: fanProfiles.bio },
        fanProfiles,
        inArray(fanProfiles.userId, userIds),
      );
      return new Map(rows.map((row) => [row.userId, row.bio]));
    }, ''),
    followerCountByUserId: countsBy(follows.followeeId),
    followingCountByUserId: countsBy(follows.followerId),
    viewerFollows: createBatchLoader(async (userIds: number[]) => {
      const viewer = await others.community.viewerUser();
      if (!viewer) return new Map<number, boolean>();
      const rows = await db.selectFields(
        { followeeId: follows.followeeId },
        follows,
        and(eq(follows.followerId, viewer.id), inArray(follows.followeeId, userIds)),
      );
      return new Map(rows.map((row) => [row.followeeId, true]));
    }, false),
  };
}
