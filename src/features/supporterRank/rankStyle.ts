/** How a rank is drawn: its medal colour and glyph, by its place among the season's ranks. */
const RANK_COLORS = ['orange', 'gray', 'yellow', 'cyan', 'grape', 'red'] as const;
const RANK_GLYPHS = ['🥉', '🥈', '🥇', '💎', '👑', '🌟'] as const;

export function rankStyle(index: number): { color: string; glyph: string } {
  const at = Math.max(0, Math.min(index, RANK_COLORS.length - 1));
  return { color: RANK_COLORS[at], glyph: RANK_GLYPHS[at] };
}
