// Length rules of free text, counted in characters (code points), after the text rules
// (graphql/textRules.ts): a text that shows nothing is empty.
import { isBlank } from './textRules';
import { invalidInput, type InputField, type InvalidInputResult } from './typedErrors';
import type { Translate } from './translate';

export function checkTextLength(
  t: Translate,
  field: InputField,
  cleaned: string,
  max: number,
): InvalidInputResult | null {
  if (isBlank(cleaned)) return invalidInput(t, field, 'REQUIRED', 1);
  if ([...cleaned].length > max) return invalidInput(t, field, 'TOO_LONG', max);
  return null;
}
