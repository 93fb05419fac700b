// The DeepL adapter of the translation provider, through DeepL's official client.
import { Translator, type TargetLanguageCode } from 'deepl-node';
import type { Language } from '../graphql/language';
import type { TranslationProvider } from './provider';

// DeepL wants a variant for English targets; the garden's fans read US English.
const TARGETS: Record<Language, TargetLanguageCode> = { ja: 'ja', en: 'en-US' };

export function createDeepLProvider(authKey: string, serverUrl?: string): TranslationProvider {
  const translator = new Translator(authKey, {
    serverUrl,
    // A message shows untranslated rather than waiting long: few, quick retries.
    maxRetries: 1,
    minTimeout: 5000,
  });
  return {
    async translate(text, target) {
      const result = await translator.translateText(text, null, TARGETS[target]);
      return { text: result.text, sourceLanguage: result.detectedSourceLang.toLowerCase() };
    },
  };
}
