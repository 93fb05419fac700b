// The rules every feature's free text goes through (message bodies, display names, …):
// C0 control characters are removed (a body keeps its newlines and tabs), bidirectional
// embeddings, overrides and isolates are removed (so "\u202Enimda" cannot display as
// "admin"), and a text that shows nothing once invisible characters are set aside counts
// as empty.
export type TextKind = 'body' | 'name';

// C0 controls and DEL; a body keeps \t and \n (\r\n becomes \n first).
/* eslint-disable no-control-regex -- matching control characters is the point */
const CONTROLS_IN_BODY = /[\u0000-\u0008\u000B-\u001F\u007F]/g;
const CONTROLS_IN_NAME = /[\u0000-\u001F\u007F]/g;
/* eslint-enable no-control-regex */
// LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI: they reorder the text around them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;
// Marks that only steer direction: harmless in a body, meaningless in a one-line name.
const BIDI_MARKS = /[\u200E\u200F\u061C]/g;
// Characters that render as nothing (zero-width, word joiners, blank braille, Hangul
// fillers, the BOM, soft hyphen, …), besides white space. The combining ones (U+034F,
// U+17B4, U+17B5) stand outside the character class.
const INVISIBLE =
  /\u034F|\u17B4|\u17B5|[\s\u00AD\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u2800\u3164\uFEFF\uFFA0\u061C]/gu;

/** The text as stored: controls and bidi overrides removed, trimmed. */
export function cleanText(raw: string, kind: TextKind): string {
  const unified = raw.replace(/\r\n?/g, '\n');
  const cleaned =
    kind === 'body'
      ? unified.replace(CONTROLS_IN_BODY, '').replace(BIDI_CONTROLS, '')
      : unified.replace(CONTROLS_IN_NAME, ' ').replace(BIDI_CONTROLS, '').replace(BIDI_MARKS, '');
  return cleaned.trim();
}

/** True when nothing would show: only white space and invisible characters. */
export function isBlank(text: string): boolean {
  return text.replace(INVISIBLE, '').length === 0;
}

/** True when a string input holds a NUL, which no text of the garden may contain. */
export function containsNul(text: string): boolean {
  return text.includes('\u0000');
}
