import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ID } from '../../../common/firstView';
import { removeFirstViewWhenShown } from './firstViewSkeleton';

afterEach(() => document.body.replaceChildren());

function page() {
  document.body.innerHTML = `<div id="${FIRST_VIEW_ID}"><header>Garden</header></div><div id="root"></div>`;
  return document.getElementById('root') as HTMLElement;
}

describe('removeFirstViewWhenShown', () => {
  it("keeps the skeleton while the app shows nothing, removes it with the app's shell", async () => {
    const root = page();
    removeFirstViewWhenShown(root);
    root.innerHTML = '<div></div>';
    await Promise.resolve();
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
    root.firstElementChild?.append(document.createElement('header'));
    await Promise.resolve();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
    expect(document.querySelectorAll('header')).toHaveLength(1);
  });

  it('removes it for an error the app shows instead', async () => {
    const root = page();
    removeFirstViewWhenShown(root);
    root.innerHTML = '<section role="dialog"></section>';
    await Promise.resolve();
    expect(document.getElementById(FIRST_VIEW_ID)).toBeNull();
  });

  it('keeps the skeleton once stopped, even when the app shows its shell after', async () => {
    const root = page();
    const stop = removeFirstViewWhenShown(root);
    stop();
    root.innerHTML = '<header></header>';
    await Promise.resolve();
    expect(document.getElementById(FIRST_VIEW_ID)).not.toBeNull();
  });

  it('leaves a page that came without a skeleton as the app draws it', async () => {
    document.body.innerHTML = '<aside id="banner"></aside><div id="root"></div>';
    const root = document.getElementById('root') as HTMLElement;
    removeFirstViewWhenShown(root);
    root.innerHTML = '<header></header><main></main>';
    await Promise.resolve();
    expect(document.body.innerHTML).toBe(
      '<aside id="banner"></aside><div id="root"><header></header><main></main></div>',
    );
  });
});
