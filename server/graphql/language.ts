// The request language (Language-Code header, read by common/requestHeaders.ts): ja by
// default, en as the alternate.
import type { SupportedLocale } from '../../common/localeCookies';
import type { LocalizedText } from '../platform/tables';

export type Language = SupportedLocale;

/** The text in the request language, else English, else the first entry written. */
export function pickLocalized(text: LocalizedText, language: Language): string {
  return (
    text[language] ?? text.en ?? Object.values(text).find((value) => value !== undefined) ?? ''
  );
}
