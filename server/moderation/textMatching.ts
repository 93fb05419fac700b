// How moderation compares texts (the garden's banned words, a fan's mute words): both
// sides are normalised the same way, then a word is found anywhere in the text.
//
// Japanese-aware: NFKC folds full/half width (ﾊﾞｶ → バカ) and compatibility forms;
// katakana fold to hiragana (バカ → ばか); case folds; spaces, punctuation, symbols, the
// long-vowel mark and invisible characters inserted between letters are ignored (ば.か,
// ば か, ばーか); a letter repeated in a row counts once (ばかかか). Matching stays
// substring-based, so a word inside a longer harmless word is still caught (バカンス for
// バカ): gardens choose their words with that in mind.

const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/g;
/** Everything that can be slipped between letters without changing what a reader sees. */
const SEPARATORS = /[\s\p{P}\p{S}\p{Cf}\u30fc\uff70]|\u3099|\u309a/gu;
const REPEATED = /(.)\1+/gu;

export function normaliseForMatching(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (letter) => String.fromCharCode(letter.charCodeAt(0) - 0x60))
    .replace(SEPARATORS, '')
    .replace(REPEATED, '$1');
}

/** True when any of the (already normalised) words occurs in the text. */
export function containsAnyWord(text: string, normalisedWords: readonly string[]): boolean {
  const normalised = normaliseForMatching(text);
  return normalisedWords.some((word) => word !== '' && normalised.includes(word));
}
