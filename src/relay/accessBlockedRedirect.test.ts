import { describe, expect, it } from 'vitest';
import { AccessBlockedError, accessBlockedRedirect } from './errors';

describe('accessBlockedRedirect', () => {
  const ipBlocked = new AccessBlockedError('IP_BLOCKED');

  it('sends a refused visitor to the page that explains it', () => {
    expect(accessBlockedRedirect(ipBlocked, '/messages')).toBe('/ip-blocked');
    expect(accessBlockedRedirect(new AccessBlockedError('ACCOUNT_BLOCKED'), '/')).toBe('/blocked');
  });

  it('lets them stay on that page and on the links of its footer', () => {
    for (const path of ['/ip-blocked', '/blocked', '/privacy-choices', '/settings/language/']) {
      expect(accessBlockedRedirect(ipBlocked, path)).toBeNull();
    }
  });
});
