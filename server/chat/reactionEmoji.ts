// What counts as one reaction emoji: a single grapheme that is a pictograph (with its
// skin tone, gender or keycap parts), so reactions cannot carry text.
const MAX_EMOJI_LENGTH = 16;
const pictograph = /^(?:\p{Extended_Pictographic}|\p{Regional_Indicator}|[#*0-9]\uFE0F?\u20E3)/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export function isReactionEmoji(text: string): boolean {
  if (text.length === 0 || text.length > MAX_EMOJI_LENGTH) return false;
  const graphemes = [...segmenter.segment(text)];
  return graphemes.length === 1 && pictograph.test(text);
}
