// A page's own small stylesheets (its CSS modules, a few hundred bytes to a few KB each)
// come inside the served page rather than as requests of their own: on a phone's slow link
// each blocking stylesheet is one more round trip before the first paint, and the page
// needs them all to paint. The app's main stylesheet stays a file, cached across pages.
// A disabled <link> to the same file stays in its place: Vite's chunk loader finds it and
// does not load the file again when the page's code arrives; a disabled link is not fetched.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Stylesheets up to this size are inlined. */
export const INLINE_STYLESHEET_MAX_BYTES = 4096;

const PAGE_STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g;

export function createStylesheetInliner(root: string) {
  const files = new Map<string, Promise<string | null>>();
  const read = (href: string) => {
    let file = files.get(href);
    if (!file) {
      file = readFile(join(root, href), 'utf8')
        .then((css) => (Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES ? css : null))
        .catch(() => null);
      files.set(href, file);
    }
    return file;
  };
  /** The page with its small stylesheets inlined, in their place and order. */
  return async function inlinePageStylesheets(html: string): Promise<string> {
    const links = [...html.matchAll(PAGE_STYLESHEET)];
    const inlined = await Promise.all(links.map((link) => read(link[1])));
    let index = 0;
    return html.replace(PAGE_STYLESHEET, (link, href: string) => {
      const css = inlined[index++];
      // "</style" cannot occur in CSS the build wrote, but a page must not be broken by one.
      if (css === null || /<\/style/i.test(css)) return link;
      return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`;
    });
  };
}
