import { afterEach, describe, expect, it } from 'vitest';
import { readAppConfig } from '../config';
import { AUTO_TRANSLATION_COOKIE_NAME, LOCALE_COOKIE_NAME } from '../../common/localeCookies';
import { buildRequestHeaders } from './headers';

const config = readAppConfig({ tenantId: 'demo', environment: 'local' });

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE_NAME}=; max-age=0; path=/`;
  document.cookie = `${AUTO_TRANSLATION_COOKIE_NAME}=; max-age=0; path=/`;
});

describe('buildRequestHeaders', () => {
  it('sends the bearer token, tenant, defaults ja and auto-translation off', async () => {
    const headers = await buildRequestHeaders({ config, getIdToken: async () => 'id-token-1' });
    expect(headers).toEqual({
      authorization: 'Bearer id-token-1',
      tenant: 'demo',
      'Language-Code': 'ja',
      'Auto-Translation': 'false',
      'content-type': 'application/json',
    });
  });

  it('sends an empty authorization when signed out', async () => {
    const headers = await buildRequestHeaders({ config, getIdToken: async () => null });
    expect(headers.authorization).toBe('');
  });

  it('prefers the given language, then the locale cookie', async () => {
    document.cookie = `${LOCALE_COOKIE_NAME}=en; path=/`;
    document.cookie = `${AUTO_TRANSLATION_COOKIE_NAME}=true; path=/`;
    const fromCookie = await buildRequestHeaders({
      config,
      getIdToken: async () => null,
      getLanguage: () => undefined,
    });
    expect(fromCookie['Language-Code']).toBe('en');
    expect(fromCookie['Auto-Translation']).toBe('true');
    const given = await buildRequestHeaders({
      config,
      getIdToken: async () => null,
      getLanguage: () => 'ja',
    });
    expect(given['Language-Code']).toBe('ja');
  });

  it('fails with the spec message when the tenant is not configured', async () => {
    await expect(
      buildRequestHeaders({ config: { ...config, tenantId: '' }, getIdToken: async () => null }),
    ).rejects.toThrow('Make sure to set the tenantId in the environment variables.');
  });
});
