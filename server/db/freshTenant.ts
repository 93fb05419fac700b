// The garden a deployment gets when its TENANT_ID names a tenant the database does not
// know yet: named after the id, one open general channel, no site metadata (pages then
// show the garden's name and description) and the app's default theme. Its owners edit
// these texts later; they are data, not UI strings.
import type { TenantDefinition } from './tenants';

// Ids travel in the `tenant` header and in URLs of per-tenant files: keep them plain.
const TENANT_ID = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export class InvalidTenantIdError extends Error {
  constructor(tenantId: string) {
    super(
      `Invalid tenant id "${tenantId}": use lower-case letters, digits, "-" and "_" (at most 63).`,
    );
    this.name = 'InvalidTenantIdError';
  }
}

export function freshTenant(tenantId: string): TenantDefinition {
  if (!TENANT_ID.test(tenantId)) throw new InvalidTenantIdError(tenantId);
  return {
    tenantId,
    name: { ja: tenantId, en: tenantId },
    description: {
      ja: `「${tenantId}」のファンコミュニティ。`,
      en: `The fan community "${tenantId}".`,
    },
    channels: [
      {
        key: 'general',
        name: { ja: '全体', en: 'General' },
        description: {
          ja: '庭のみんなと話せる場所です。',
          en: 'Talk with everyone in the garden.',
        },
      },
    ],
  };
}
