// Localised server messages (error messages) from locales/<lang>/errors.json.
// The catalogues hold ICU messages with plain {name} arguments only.
import enErrors from '../../locales/en/errors.json';
import jaErrors from '../../locales/ja/errors.json';
import type { Language } from './language';

export type MessageKey = keyof typeof enErrors & keyof typeof jaErrors;

const catalogues: Record<Language, Record<MessageKey, string>> = { ja: jaErrors, en: enErrors };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

export function createTranslate(language: Language): Translate {
  return (key, values = {}) =>
    catalogues[language][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}
