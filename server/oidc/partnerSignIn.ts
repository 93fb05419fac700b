// Partner sign-in: a registered partner app (a confidential OAuth client of this garden)
// asks for a one-time link that signs one of its own users in. The Firebase account it
// signs in as is the partner's own for that user: its uid is derived from the garden, the
// app and the partner's user id, so it can never be an existing fan's (Firebase's own uids
// are 28 characters, this one has a prefix and 43 more) nor another partner's.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { TenantScope } from '../db/tenantScope';
import { compareHashedSecret } from './clients';
import { oauthClients, partnerSignInLinks, type OAuthClientRow } from './tables';

/** How long a link works: enough to open it, too short to forward it around. */
export const PARTNER_LINK_LIFETIME_MS = 5 * 60 * 1000;

/**
 * How long a link's row is kept after it expired: a day, for looking into a partner's
 * complaint; it can sign nobody in by then.
 */
export const PARTNER_LINK_RETENTION_MS = 24 * 60 * 60 * 1000;

/** The partner's own user ids: opaque, short, URL-safe. */
export const PARTNER_USER_ID_PATTERN = /^[A-Za-z0-9._:@-]{1,128}$/;

export function partnerUid(tenantId: string, clientId: string, partnerUserId: string): string {
  const digest = createHash('sha256')
    .update(`${tenantId}\0${clientId}\0${partnerUserId}`, 'utf8')
    .digest('base64url');
  return `partner-${digest}`;
}

export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The scope's confidential, not revoked client whose secret this is; null for anything else. */
export async function authenticatePartner(
  scope: TenantScope,
  clientId: string,
  secret: string,
): Promise<OAuthClientRow | null> {
  const [client] = await scope
    .select(oauthClients, and(eq(oauthClients.clientId, clientId), isNull(oauthClients.revokedAt)))
    .limit(1);
  if (!client?.secretHash) return null;
  return compareHashedSecret(client.secretHash, secret) ? client : null;
}

/** A new link's token (shown once, in the link) for a partner's user. */
export async function createPartnerSignInLink(
  scope: TenantScope,
  client: OAuthClientRow,
  partnerUserId: string,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + PARTNER_LINK_LIFETIME_MS);
  await scope.insert(partnerSignInLinks, {
    clientId: client.clientId,
    partnerUserId,
    tokenHash: hashLinkToken(token),
    expiresAt,
  });
  return { token, expiresAt };
}

export type LinkRefusal = 'UNKNOWN' | 'EXPIRED' | 'USED';

export interface RedeemedLink {
  clientId: string;
  partnerUserId: string;
  clientName: OAuthClientRow['name'];
}

/**
 * Uses the link of `token` once, for the call `clientMutationId`: the same call retried
 * gets the link again (while it has not expired), any other call is refused.
 */
export async function redeemPartnerSignInLink(
  scope: TenantScope,
  token: string,
  clientMutationId: string,
  now = new Date(),
): Promise<RedeemedLink | { refused: LinkRefusal }> {
  return scope.transaction(async (tx) => {
    const [link] = await tx
      .select(partnerSignInLinks, eq(partnerSignInLinks.tokenHash, hashLinkToken(token)))
      .for('update')
      .limit(1);
    if (!link) return { refused: 'UNKNOWN' };
    const retried = link.usedAt !== null && link.usedBy === clientMutationId;
    if (link.usedAt !== null && !retried) return { refused: 'USED' };
    if (link.expiresAt <= now) return { refused: 'EXPIRED' };
    const [client] = await tx
      .select(
        oauthClients,
        and(eq(oauthClients.clientId, link.clientId), isNull(oauthClients.revokedAt)),
      )
      .limit(1);
    // A revoked partner's links die with it.
    if (!client) return { refused: 'UNKNOWN' };
    if (!retried)
      await tx.update(
        partnerSignInLinks,
        { usedAt: now, usedBy: clientMutationId },
        eq(partnerSignInLinks.id, link.id),
      );
    return { clientId: link.clientId, partnerUserId: link.partnerUserId, clientName: client.name };
  });
}

/** Forgets every garden's links expired for longer than the retention (hourly work). */
export async function deleteExpiredPartnerSignInLinks(
  db: Database,
  now = new Date(),
): Promise<number> {
  const before = new Date(now.getTime() - PARTNER_LINK_RETENTION_MS);
  // Every tenant's expired links at once: a maintenance job outside any request.
  // eslint-disable-next-line no-restricted-syntax
  const expired = await db
    .delete(partnerSignInLinks)
    .where(lt(partnerSignInLinks.expiresAt, before))
    .returning({ id: partnerSignInLinks.id });
  return expired.length;
}
