// Per-request loaders of the community feature, all through the request's tenant scope.
import { eq } from 'drizzle-orm';
import type { NodeLoader, RequestScope } from '../platform/serverFeature';
import { communities, type CommunityRow } from '../platform/tables';
import { users, type UserRow } from './tables';

export interface CommunityLoaders {
  communityById: NodeLoader<CommunityRow>;
  userById: NodeLoader<UserRow>;
  /** The viewer's fan profile in this garden, or null when signed out or not joined. */
  viewerUser(): Promise<UserRow | null>;
}

export function createCommunityLoaders({ db, identity }: RequestScope): CommunityLoaders {
  let viewerUserPromise: Promise<UserRow | null> | undefined;
  return {
    communityById: db.rowsById(communities),
    userById: db.rowsById(users),
    viewerUser: () =>
      (viewerUserPromise ??= identity
        ? db
            .select(users, eq(users.authUid, identity.uid))
            .limit(1)
            .then(([row]) => row ?? null)
        : Promise.resolve(null)),
  };
}
