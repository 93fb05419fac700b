import { describe, expect, it, vi } from 'vitest';
import { afterFirstView } from './afterFirstView';

function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const idle: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    requestIdleCallback: vi.fn((callback: () => void) => idle.push(callback)),
    setTimeout,
  };
  return { win: win as unknown as Window, target, idle };
}

describe('afterFirstView', () => {
  it('waits for the load event, then for an idle moment', async () => {
    const { win, target, idle } = fakeWindow('loading');
    let done = false;
    void afterFirstView(win).then(() => (done = true));
    await Promise.resolve();
    expect(idle).toHaveLength(0);
    target.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    await Promise.resolve();
    expect(done).toBe(false);
    idle[0]();
    await vi.waitFor(() => expect(done).toBe(true));
  });

  it('only waits for idleness when the page has already loaded', async () => {
    const { win, idle } = fakeWindow('complete');
    const ready = afterFirstView(win);
    expect(idle).toHaveLength(1);
    idle[0]();
    await expect(ready).resolves.toBeUndefined();
  });
});
