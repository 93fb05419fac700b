import { afterEach, describe, expect, it } from 'vitest';
import { stylesheetsReady } from './stylesheetsReady';

afterEach(() => document.head.replaceChildren());

function stylesheet(media: string) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.media = media;
  document.head.append(link);
  return link;
}

describe('stylesheetsReady', () => {
  it('waits for a stylesheet still loading, until it loads or fails', async () => {
    const loaded = stylesheet('print');
    const failed = stylesheet('print');
    stylesheet('all');
    let ready = false;
    void stylesheetsReady().then(() => (ready = true));
    loaded.dispatchEvent(new Event('load'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(false);
    failed.dispatchEvent(new Event('error'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });

  it('switches each deferred stylesheet on once it has loaded (no inline onload needed)', async () => {
    const deferred = stylesheet('print');
    const ready = stylesheetsReady();
    expect(deferred.media).toBe('print');
    deferred.dispatchEvent(new Event('load'));
    await ready;
    expect(deferred.media).toBe('all');
  });

  it('is ready at once when every stylesheet has loaded', async () => {
    stylesheet('all');
    let ready = false;
    void stylesheetsReady().then(() => (ready = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ready).toBe(true);
  });
});
