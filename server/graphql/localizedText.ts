// The texts operators write in both languages (topic names, coin labels, articles):
// cleaned by the text rules, within their lengths, and through moderation.
import type { TenantScope } from '../db/tenantScope';
import { cleanText, isBlank } from './textRules';
import type { Translate } from './translate';
import {
  invalidInput,
  textModeration,
  type InvalidInputResult,
  type TextModerationResult,
} from './typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import type { LocalizedText } from '../platform/tables';

/** The input fields of one localized text, e.g. nameJa and nameEn, with its maximum. */
export interface LocalizedField {
  ja: { field: string; value: string };
  en: { field: string; value: string };
  max: number;
  kind: 'name' | 'body';
}

export async function checkLocalizedText(
  t: Translate,
  db: TenantScope,
  text: LocalizedField,
): Promise<{ text: LocalizedText } | { error: InvalidInputResult | TextModerationResult }> {
  const cleaned: LocalizedText = {};
  for (const language of ['ja', 'en'] as const) {
    const { field, value } = text[language];
    const clean = cleanText(value, text.kind);
    if (isBlank(clean)) return { error: invalidInput(t, field, 'REQUIRED', 1) };
    if ([...clean].length > text.max)
      return { error: invalidInput(t, field, 'TOO_LONG', text.max) };
    if (await containsBannedWord(db, clean)) return { error: textModeration(t, field) };
    cleaned[language] = clean;
  }
  return { text: cleaned };
}
