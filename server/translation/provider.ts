// The translation provider interface: what the garden asks of a machine-translation
// service. The one adapter is DeepL (deeplProvider.ts); with no key configured there is no
// provider, and translation is simply unavailable (nothing is faked).
import type { Language } from '../graphql/language';
import { createDeepLProvider } from './deeplProvider';

export interface TranslatedText {
  text: string;
  /** The language the service detected the text in, lower-case ISO 639-1 ("ja", "en", "ko"). */
  sourceLanguage: string;
}

export interface TranslationProvider {
  /** Translates `text` into `target`, detecting the language it is in. */
  translate(text: string, target: Language): Promise<TranslatedText>;
}

let cached: { key: string; serverUrl: string | undefined; provider: TranslationProvider } | null =
  null;

/**
 * The configured provider, or null: DeepL when DEEPL_AUTH_KEY is set (DEEPL_SERVER_URL
 * overrides its API address: a proxy, or a test's local stand-in). Read per call, so one
 * process follows its environment; the client is made once per key and address.
 */
export function configuredTranslationProvider(
  env: NodeJS.ProcessEnv = process.env,
): TranslationProvider | null {
  const key = env.DEEPL_AUTH_KEY?.trim();
  if (!key) return null;
  const serverUrl = env.DEEPL_SERVER_URL?.trim() || undefined;
  if (cached?.key !== key || cached.serverUrl !== serverUrl)
    cached = { key, serverUrl, provider: createDeepLProvider(key, serverUrl) };
  return cached.provider;
}
