// Who a partner app learns a fan is. `sub` is the fan's User id in this garden (the same
// global id the garden's API uses): stable, and different in every garden, since a fan has
// one profile per garden. Nickname and avatar are read when a token is issued or userinfo is
// asked; the email is the one the fan's sign-in account had when they allowed the app,
// kept with the provider's records (the garden stores no email of its own).
import { and, eq } from 'drizzle-orm';
import type { Account } from 'oidc-provider';
import { isDeletedUser } from '../accounts/deleteAccount';
import { users, type UserRow } from '../community/tables';
import type { TenantScope } from '../db/tenantScope';
import { dbIdOf, toGlobalId } from '../graphql/globalId';
import { oidcRecords } from './tables';

const EMAIL_MODEL = 'FanEmail';

export function subjectOf(user: Pick<UserRow, 'id'>): string {
  return toGlobalId('User', user.id);
}

/** The `sub` of the fan a Firebase uid is in this garden, or null (not a fan here). */
export async function subjectOfSignIn(db: TenantScope, authUid: string): Promise<string | null> {
  const [user] = await db.select(users, eq(users.authUid, authUid)).limit(1);
  return user ? subjectOf(user) : null;
}

export async function saveFanEmail(
  db: TenantScope,
  sub: string,
  email: { email: string; verified: boolean } | null,
): Promise<void> {
  if (!email) {
    await db.delete(oidcRecords, and(eq(oidcRecords.model, EMAIL_MODEL), eq(oidcRecords.id, sub)));
    return;
  }
  const payload = { email: email.email, email_verified: email.verified };
  await db.insert(oidcRecords, { model: EMAIL_MODEL, id: sub, payload }).onConflictDoUpdate({
    target: [oidcRecords.tenantId, oidcRecords.model, oidcRecords.id],
    set: { payload },
  });
}

/** The fan behind `sub` with their claims; undefined for an unknown, blocked or deleted fan. */
export async function findFanClaims(
  db: TenantScope,
  sub: string,
  /** Where relative avatar addresses (uploads) are served: the issuer's origin. */
  origin: string,
): Promise<Account | undefined> {
  const userId = dbIdOf(sub, 'User');
  if (userId === null) return undefined;
  const [user] = await db.select(users, eq(users.id, userId)).limit(1);
  if (!user || user.blockedAt || isDeletedUser(user)) return undefined;
  const [email] = await db
    .select(oidcRecords, and(eq(oidcRecords.model, EMAIL_MODEL), eq(oidcRecords.id, sub)))
    .limit(1);
  return {
    accountId: sub,
    claims: (_use, _scope, _claims, _rejected) => ({
      sub,
      nickname: user.displayName,
      picture: user.avatarUrl ? new URL(user.avatarUrl, origin).href : undefined,
      ...(email?.payload ?? {}),
    }),
  };
}
