// The garden's text font stack: the app's theme and the server's first-view skeleton use
// the same one, so the skeleton's text has the size the app's text will have.
export const GARDEN_FONT_FAMILY =
  'system-ui, -apple-system, "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Segoe UI", Roboto, sans-serif';
