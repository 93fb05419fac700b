// Typed error messages as the real server writes them: the same catalogues
// (locales/<lang>/errors.json), so mock answers read like real ones.

import enErrors from '../locales/en/errors.json';
import jaErrors from '../locales/ja/errors.json';
import type { MockLocale } from './gardenContent';

export type ErrorMessageKey = keyof typeof enErrors & keyof typeof jaErrors;

const catalogues: Record<MockLocale, Record<ErrorMessageKey, string>> = {
  ja: jaErrors,
  en: enErrors,
};

export function errorMessage(
  locale: MockLocale,
  key: ErrorMessageKey,
  values: Record<string, string | number> = {},
): string {
  return catalogues[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
