// Japanese-aware text matching for search, shared by the server (what is stored and
// asked), the mock server and the app (highlighting): full-width and half-width forms
// are one (NFKC: ｱ = ア, Ａ = A), katakana and hiragana are one (オシ = おし), and case
// does not matter. A search is then a substring match on the folded text, so 推し活 is
// found inside 今日も推し活がんばる without a word tokenizer.

/** Katakana ァ (U+30A1) … ヶ (U+30F6) sit 0x60 above their hiragana. */
const KATAKANA = /[\u30a1-\u30f6]/g;

export function foldForSearch(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(KATAKANA, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

/**
 * Where a folded query occurs in the original text, as [start, end) ranges of the
 * original: each character is folded alone, so positions map back one to one (a
 * half-width kana with its separate voicing mark is folded as two characters).
 */
export function searchMatches(text: string, query: string): [number, number][] {
  const needle = foldForSearch(query);
  const VOICING_MARK = /^[\u3099\u309a]$/;
  if (!needle) return [];
  const chars = [...text];
  let folded = '';
  const startOf: number[] = [];
  let offset = 0;
  for (const char of chars) {
    const piece = foldForSearch(char);
    // A half-width voicing mark (ﾌﾟ) joins the kana before it, as NFKC does for the whole text.
    const joined = VOICING_MARK.test(piece) ? (folded.slice(-1) + piece).normalize('NFC') : '';
    if (joined.length === 1) {
      folded = folded.slice(0, -1) + joined;
    } else {
      for (let i = 0; i < piece.length; i += 1) startOf.push(offset);
      folded += piece;
    }
    offset += char.length;
  }
  const ranges: [number, number][] = [];
  let from = folded.indexOf(needle);
  while (from !== -1) {
    const end = from + needle.length;
    // The end is where the next folded character's source begins.
    ranges.push([startOf[from], end < folded.length ? startOf[end] : offset]);
    from = folded.indexOf(needle, end);
  }
  return ranges;
}

/**
 * The n-grams of a folded text that the search index holds (posts.search_grams, pg_bigm
 * style): every distinct character and every distinct pair of adjacent characters, by
 * Unicode code point (so an emoji's surrogate pair is one character, as PostgreSQL's
 * substr counts them). The single characters are kept too so a one-character query is
 * answered from the index as well. The migration backfills with the same rule in SQL.
 */
export function searchGrams(folded: string): string[] {
  const chars = [...folded];
  const grams = new Set(chars);
  for (let i = 1; i < chars.length; i += 1) grams.add(chars[i - 1] + chars[i]);
  return [...grams];
}

/**
 * The grams a text must hold to contain the folded query: its pairs, or the one character
 * of a one-character query. All present does not prove the query occurs in that order
 * (あい and いう are in いうあい), so the caller confirms with the substring match.
 */
export function queryGrams(folded: string): string[] {
  const chars = [...folded];
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((char, i) => chars[i] + char))];
}
