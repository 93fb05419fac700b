// Role guards for the garden's operator actions. A feature's operator-only mutation calls
// `requireRole` first and returns its result when it is not null (errors as data).
import type { CommunityRole } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import {
  permissionDenied,
  shouldBeLoggedInOrSignedUp,
  type PermissionDeniedResult,
  type ShouldBeLoggedInOrSignedUpResult,
} from '../graphql/typedErrors';
import type { UserRow } from './tables';

/** Roles that may create and manage the garden's content. */
export const OPERATOR_ROLES: readonly CommunityRole[] = ['OPERATOR'];

/** Roles that keep the garden's conversations safe: read reports, delete any message. */
export const MODERATOR_ROLES: readonly CommunityRole[] = [...OPERATOR_ROLES, 'MODERATOR'];

export function isModerator(user: UserRow | null): boolean {
  return hasRole(user, MODERATOR_ROLES);
}

export function hasRole(user: UserRow | null, roles: readonly CommunityRole[]): boolean {
  return user != null && roles.includes(user.role);
}

/**
 * Null when the viewer is a member of this garden with one of `roles`; otherwise the typed
 * error to return: signed out or not joined, or joined with another role.
 */
export async function requireRole(
  context: Pick<GraphQLContext, 'loaders' | 't'>,
  roles: readonly CommunityRole[],
): Promise<ShouldBeLoggedInOrSignedUpResult | PermissionDeniedResult | null> {
  const viewer = await context.loaders.community.viewerUser();
  if (!viewer) return shouldBeLoggedInOrSignedUp(context.t);
  return hasRole(viewer, roles) ? null : permissionDenied(context.t);
}
