import { describe, expect, it } from 'vitest';
import { paintBeforeScripts } from './paintBeforeScripts';

const built =
  '<html><head><script type="module" crossorigin src="/assets/index-Ab1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-Cd2.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index-Ef3.css">' +
  '<link rel="stylesheet" crossorigin href="/assets/Page-Gh4.css">' +
  '<link rel="modulepreload" crossorigin href="/assets/Page-Ij5.js"></head><body></body></html>';

describe('paintBeforeScripts', () => {
  const html = paintBeforeScripts(built, 'n0nce');

  it('leaves only the stylesheets to load before the first paint, in their order', () => {
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    const css = html.indexOf('/assets/index-Ef3.css');
    expect(css).toBeGreaterThan(0);
    expect(html.indexOf('/assets/Page-Gh4.css')).toBeGreaterThan(css);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(2);
  });

  it('preloads every chunk and imports the entry once the first paint is on screen, under the nonce', () => {
    expect(html).toContain('<script nonce="n0nce">');
    expect(html).toContain('["/assets/react-Cd2.js","/assets/Page-Ij5.js"].forEach(');
    expect(html).toContain('l.rel="modulepreload"');
    expect(html).toContain('import("/assets/index-Ab1.js")');
    expect(html).toContain('getEntriesByName("first-contentful-paint")');
    // Without paint timing the next frame stands in; a page that never paints starts after 3 s.
    expect(html).toContain('else requestAnimationFrame(function(){setTimeout(go)})');
    expect(html).toContain('setTimeout(go,3000)');
    // A hidden tab paints no frame: it starts the app straight away.
    expect(html).toContain('if(document.visibilityState==="hidden")return go();');
  });

  it('leaves a page without a built entry (the dev server’s) unchanged', () => {
    const dev =
      '<script type="module" src="/src/main.tsx"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/x.js">';
    expect(paintBeforeScripts(dev, 'n0nce')).toBe(dev);
  });
});
