import { describe, expect, it } from 'vitest';
import { tenantPath } from './tenantPath';

describe('tenantPath', () => {
  it('prefixes a path with the tenant', () => {
    expect(tenantPath('demo', 'channels/general')).toBe('tenants/demo/channels/general');
  });

  it('drops leading slashes before prefixing', () => {
    expect(tenantPath('demo', '/channels/general')).toBe('tenants/demo/channels/general');
  });

  it('leaves a path that is already scoped to the tenant alone', () => {
    expect(tenantPath('demo', 'tenants/demo/channels')).toBe('tenants/demo/channels');
  });

  it("leaves the tenant's root alone, with or without a trailing slash", () => {
    expect(tenantPath('demo', 'tenants/demo')).toBe('tenants/demo');
    expect(tenantPath('demo', '/tenants/demo/')).toBe('tenants/demo/');
  });

  it('scopes a path whose tenant id only starts like this one', () => {
    expect(tenantPath('demo', 'tenants/demox')).toBe('tenants/demo/tenants/demox');
  });

  it("scopes a path that names another tenant's prefix under this tenant", () => {
    expect(tenantPath('demo', 'tenants/other/x')).toBe('tenants/demo/tenants/other/x');
  });

  it('fails with the spec message when the tenant id is not configured', () => {
    expect(() => tenantPath('', 'x')).toThrow(
      'Make sure to set the tenantId in the environment variables.',
    );
    expect(() => tenantPath(undefined, 'x')).toThrow(/tenantId/);
  });
});
