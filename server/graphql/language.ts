// The request language (Language-Code header): ja by default, en as the alternate.
import type { LocalizedText } from '../db/schema';

export type Language = 'ja' | 'en';

export function parseLanguage(header: string | null): Language {
  return header?.trim().toLowerCase().startsWith('en') ? 'en' : 'ja';
}

/** The text in the request language, else English, else the first entry written. */
export function pickLocalized(text: LocalizedText, language: Language): string {
  return (
    text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? ''
  );
}
