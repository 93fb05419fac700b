// The garden's text font stack. Latin system
// fonts first (they lack kana, so Japanese falls through to a Japanese face rather than to
// system-ui, which picks Chinese glyph forms on some systems), then Japanese faces, then the
// emoji fonts: the system's, and last the Twemoji the app ships (src/design/emoji.css).
export const GARDEN_FONT_FAMILY =
  '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", "Garden Emoji"';
