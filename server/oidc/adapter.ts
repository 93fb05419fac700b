// oidc-provider's storage, in the database and per tenant: every model (Session,
// Interaction, Grant, AuthorizationCode, AccessToken …) is one row keyed by model and id
// in oidc_records, read and written through the tenant's scope, so a code or token of one
// garden is unknown to another's provider. Clients are the garden's registered partner
// apps (oauth_clients), never written by the provider.
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database';
import type { TenantScope } from '../db/tenantScope';
import { clientMetadata } from './clients';
import { oauthClients, oidcRecords } from './tables';

/**
 * Whether an id from a request can name a row: ids the provider makes are short and
 * printable, and PostgreSQL refuses a NUL in text, so anything else is simply not found.
 */
function isStorableId(id: unknown): id is string {
  return typeof id === 'string' && id.length > 0 && id.length <= 512 && !id.includes('\u0000');
}

function notExpired() {
  return or(isNull(oidcRecords.expiresAt), gt(oidcRecords.expiresAt, new Date()));
}

class OidcRecordAdapter implements Adapter {
  constructor(
    private readonly db: TenantScope,
    private readonly model: string,
  ) {}

  private own(id: string) {
    return and(eq(oidcRecords.model, this.model), eq(oidcRecords.id, id));
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const values = {
      payload: payload as Record<string, unknown>,
      grantId: payload.grantId ?? null,
      uid: payload.uid ?? null,
      userCode: payload.userCode ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db.insert(oidcRecords, { model: this.model, id, ...values }).onConflictDoUpdate({
      target: [oidcRecords.tenantId, oidcRecords.model, oidcRecords.id],
      set: values,
    });
  }

  private async findWhere(where: ReturnType<typeof and>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db.select(oidcRecords, and(where, notExpired())).limit(1);
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }

  async find(id: string) {
    return isStorableId(id) ? this.findWhere(this.own(id)) : undefined;
  }

  async findByUid(uid: string) {
    if (!isStorableId(uid)) return undefined;
    return this.findWhere(and(eq(oidcRecords.model, this.model), eq(oidcRecords.uid, uid)));
  }

  async findByUserCode(userCode: string) {
    if (!isStorableId(userCode)) return undefined;
    return this.findWhere(
      and(eq(oidcRecords.model, this.model), eq(oidcRecords.userCode, userCode)),
    );
  }

  async consume(id: string): Promise<void> {
    if (!isStorableId(id)) return;
    await this.db.update(oidcRecords, { consumedAt: new Date() }, this.own(id));
  }

  async destroy(id: string): Promise<void> {
    if (!isStorableId(id)) return;
    await this.db.delete(oidcRecords, this.own(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcRecords, eq(oidcRecords.grantId, grantId));
  }
}

/** The garden's registered clients, read only: a revoked client is not found. */
class RegisteredClientAdapter implements Adapter {
  constructor(private readonly db: TenantScope) {}

  async find(id: string): Promise<AdapterPayload | undefined> {
    if (!isStorableId(id)) return undefined;
    const [client] = await this.db
      .select(oauthClients, and(eq(oauthClients.clientId, id), isNull(oauthClients.revokedAt)))
      .limit(1);
    return client ? (clientMetadata(client) as AdapterPayload) : undefined;
  }

  async upsert(): Promise<void> {
    throw new Error('Clients are registered by the garden’s operators, not by the provider');
  }
  async findByUid() {
    return undefined;
  }
  async findByUserCode() {
    return undefined;
  }
  async consume() {}
  async destroy() {}
  async revokeByGrantId() {}
}

/** The adapter factory oidc-provider calls once per model, bound to one tenant. */
export function tenantOidcAdapter(db: TenantScope) {
  return (model: string): Adapter =>
    model === 'Client' ? new RegisteredClientAdapter(db) : new OidcRecordAdapter(db, model);
}

/** Drops every tenant's expired provider records (hourly background work). */
export async function deleteExpiredOidcRecords(db: Database, now = new Date()): Promise<number> {
  // Every tenant's expired records at once: a maintenance job outside any request.
  // eslint-disable-next-line no-restricted-syntax
  const expired = await db
    .delete(oidcRecords)
    .where(lt(oidcRecords.expiresAt, now))
    .returning({ id: oidcRecords.id });
  return expired.length;
}
