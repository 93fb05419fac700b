import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_ID, removeFirstViewWhenShown } from './firstViewSkeleton';

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

  it('does nothing when the page came without a skeleton', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const stop = removeFirstViewWhenShown(document.getElementById('root') as HTMLElement);
    expect(() => stop()).not.toThrow();
  });
});
