// Who may do what with a post, beyond reading it (loaders.ts decides that).
import type { CommunityRole } from '../__generated__/resolvers-types';
import { hasRole } from '../community/roles';
import type { UserRow } from '../community/tables';
import type { PostRow } from './tables';

/** Moderators and operators may delete any post of the garden (e.g. after a report). */
export const POST_MODERATOR_ROLES: readonly CommunityRole[] = ['MODERATOR', 'OPERATOR'];

export function mayDelete(viewer: UserRow | null, post: Pick<PostRow, 'authorId'>): boolean {
  return viewer != null && (viewer.id === post.authorId || hasRole(viewer, POST_MODERATOR_ROLES));
}
