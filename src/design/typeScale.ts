// The garden's type scale, suited to Japanese text (1.55–1.7 line height for body copy);
// the theme reads it through src/design/tokens.ts.
export const FONT_SIZES = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
};
export const LINE_HEIGHTS = { xs: '1.5', sm: '1.55', md: '1.7', lg: '1.6', xl: '1.5' };
export const HEADING_SIZES = {
  h1: { fontSize: '1.75rem', lineHeight: '1.35' },
  h2: { fontSize: '1.5rem', lineHeight: '1.4' },
  h3: { fontSize: '1.25rem', lineHeight: '1.45' },
  h4: { fontSize: '1.0625rem', lineHeight: '1.5' },
};
