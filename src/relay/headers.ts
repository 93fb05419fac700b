// The headers of every data call and of the stream connection (spec §6, §7). They are
// built per request so that a refreshed ID token or a changed locale is picked up.
import { requireTenantId } from '../config';
import type { AppConfig } from '../../common/appConfig';
import {
  DEFAULT_LOCALE,
  readAutoTranslationCookie,
  readLocaleCookie,
} from '../../common/localeCookies';
import {
  AUTO_TRANSLATION_HEADER,
  LANGUAGE_HEADER,
  TENANT_HEADER,
} from '../../common/requestHeaders';
import { documentCookies } from '../i18n/documentCookies';

export interface RequestHeaderSources {
  config: AppConfig;
  getIdToken: () => Promise<string | null>;
  getLanguage?: () => string | undefined;
}

export type RequestHeaders = Record<string, string>;

/** Given language, else the locale cookie, else ja. */
export function requestLanguage(getLanguage?: () => string | undefined): string {
  return getLanguage?.() || readLocaleCookie(documentCookies()) || DEFAULT_LOCALE;
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
    [TENANT_HEADER]: tenant,
    [LANGUAGE_HEADER]: requestLanguage(getLanguage),
    [AUTO_TRANSLATION_HEADER]: String(readAutoTranslationCookie(documentCookies())),
    'content-type': 'application/json',
  };
}
