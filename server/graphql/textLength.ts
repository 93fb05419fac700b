// Length rules of free text, counted in characters (code points), after trimming.
import { invalidInput, type InvalidInputResult } from './typedErrors';
import type { Translate } from './translate';

export function checkTextLength(
  t: Translate,
  field: 'body' | 'displayName',
  trimmed: string,
  max: number,
): InvalidInputResult | null {
  const length = [...trimmed].length;
  if (length === 0) return invalidInput(t, field, 'REQUIRED', 1);
  if (length > max) return invalidInput(t, field, 'TOO_LONG', max);
  return null;
}
