// Garden as an OpenID Connect provider: the partner apps a garden registered (its OAuth
// clients) and the provider's own records (sessions, interactions, grants, codes, tokens),
// both per tenant: a client, code or token of one garden means nothing in another.
import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '../platform/tables';
import { createdAt, tenantId } from '../platform/tables';

/** The scopes a garden grants: sign-in, nickname and avatar, email address. */
export type OAuthScopeName = 'openid' | 'profile' | 'email';

export const oauthClients = pgTable(
  'oauth_clients',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    /** The public client_id partner apps send (random, unique per garden). */
    clientId: text('client_id').notNull(),
    /** SHA-256 of the client secret (hex); null for a public client (PKCE only). */
    secretHash: text('secret_hash'),
    redirectUris: jsonb('redirect_uris').$type<string[]>().notNull(),
    scopes: jsonb('scopes').$type<OAuthScopeName[]>().notNull(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    createdAt: createdAt(),
    /** Set when an operator revoked the client: it is unknown to the provider from then on. */
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('oauth_clients_tenant_client').on(t.tenantId, t.clientId)],
);

export type OAuthClientRow = typeof oauthClients.$inferSelect;

/** oidc-provider's models (Session, Interaction, Grant, AuthorizationCode, AccessToken …). */
export const oidcRecords = pgTable(
  'oidc_records',
  {
    tenantId: tenantId(),
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    uid: text('uid'),
    userCode: text('user_code'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.model, t.id] }),
    index('oidc_records_tenant_grant').on(t.tenantId, t.grantId),
    index('oidc_records_tenant_uid').on(t.tenantId, t.uid),
    index('oidc_records_expires').on(t.expiresAt),
  ],
);

/**
 * One-time sign-in links a partner app asked for (POST /partner/sign-in-links), each for one
 * of the partner's own users. Only the token's SHA-256 is kept; a link works once, briefly.
 */
export const partnerSignInLinks = pgTable(
  'partner_sign_in_links',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    clientId: text('client_id').notNull(),
    /** The user id the partner named (its own, not a garden id). */
    partnerUserId: text('partner_user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    /** The clientMutationId that used it: a retry of that same call gets its answer again. */
    usedBy: text('used_by'),
  },
  (t) => [uniqueIndex('partner_sign_in_links_tenant_token').on(t.tenantId, t.tokenHash)],
);
