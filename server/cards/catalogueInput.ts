// Checks an operator's names, texts and image of a catalogue entry (a group, a category or
// a card) and names the first field at fault.
import type { Translate } from '../graphql/translate';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';

const MAX_NAME = 60;
const MAX_TEXT = 500;

export interface CatalogueEntryInput {
  nameJa: string;
  nameEn: string;
  /** The description of a group or category, the text of a card. */
  textJa?: string | null;
  textEn?: string | null;
  imageUrl: string;
}

export interface CatalogueEntry {
  name: LocalizedText;
  text: LocalizedText;
  imageUrl: string;
}

export function catalogueEntryOf(
  t: Translate,
  input: CatalogueEntryInput,
  textField: 'description' | 'text',
): { entry: CatalogueEntry } | { error: InvalidInputResult } {
  const nameJa = input.nameJa.trim();
  const nameEn = input.nameEn.trim();
  const textJa = input.textJa?.trim() ?? '';
  const textEn = input.textEn?.trim() ?? '';
  if (!nameJa || !nameEn) return { error: invalidInput(t, 'name', 'REQUIRED') };
  if (nameJa.length > MAX_NAME || nameEn.length > MAX_NAME)
    return { error: invalidInput(t, 'name', 'TOO_LONG', MAX_NAME) };
  if (textJa.length > MAX_TEXT || textEn.length > MAX_TEXT)
    return { error: invalidInput(t, textField, 'TOO_LONG', MAX_TEXT) };
  // Our own images or https: never javascript: or data: URLs in an <img>.
  if (!/^(\/(?!\/)|https:\/\/)\S+$/.test(input.imageUrl))
    return { error: invalidInput(t, 'imageUrl', 'INVALID_FORMAT') };
  return {
    entry: {
      name: { ja: nameJa, en: nameEn },
      text: { ja: textJa, en: textEn },
      imageUrl: input.imageUrl,
    },
  };
}
