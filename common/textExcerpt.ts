// A text's opening as one line (a push's body, a share preview's title): whitespace folded,
// at most `limit` characters (whole code points, never half an emoji), an ellipsis when cut.
export function excerpt(text: string, limit = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length <= limit ? line : `${chars.slice(0, limit - 1).join('')}…`;
}
