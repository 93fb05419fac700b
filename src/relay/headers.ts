// The headers of every data call and of the stream connection (spec §6, §7). They are
// built per request so that a refreshed ID token or a changed locale is picked up.
import { requireTenantId, type AppConfig } from '../config';
import { DEFAULT_LOCALE, readAutoTranslationCookie, readLocaleCookie } from '../i18n/localeCookies';

export interface RequestHeaderSources {
  config: AppConfig;
  getIdToken: () => Promise<string | null>;
  getLanguage?: () => string | undefined;
}

export type RequestHeaders = Record<string, string>;

/** Given language, else the locale cookie, else ja. */
export function requestLanguage(getLanguage?: () => string | undefined): string {
  return getLanguage?.() || readLocaleCookie() || DEFAULT_LOCALE;
}

export async function buildRequestHeaders({
  config,
  getIdToken,
  getLanguage,
}: RequestHeaderSources): Promise<RequestHeaders> {
  // Checked first so that a deployment without a tenant fails loudly before any call.
  const tenant = requireTenantId(config);
  const token = await getIdToken();
  return {
    // Signed-out visitors still send the header, with an empty value (spec §6).
    authorization: token ? `Bearer ${token}` : '',
    tenant,
    'Language-Code': requestLanguage(getLanguage),
    'Auto-Translation': String(readAutoTranslationCookie()),
    'content-type': 'application/json',
  };
}
