// The shipped emoji font (src/design/emoji.css, ~470 KB) is declared only after the first
// view: declared with the app's styles, a page whose text holds an emoji the system's fonts
// lack fetched it at once, and on a slow phone link the first paint waited for it (the
// channel page's FCP was 3.8 s in Lighthouse, every other page's ~1 s). Until then emoji
// show in the system's own emoji font; text never waited for this one (font-display: swap).
import { afterFirstView } from '../platform/afterFirstView';

/** Declares the shipped emoji font once the page has loaded and the browser is idle. */
export function loadEmojiFont(win: Window = window): Promise<void> {
  return afterFirstView(win)
    .then(() => import('./emoji.css'))
    .then(
      () => undefined,
      (error: unknown) => console.warn('[emoji] the shipped emoji font did not load', error),
    );
}
