import { describe, expect, it, vi } from 'vitest';
import { keepStandaloneWindowSize } from './standaloneWindow';

function fakeWindow(standalone: boolean) {
  const listeners = new Map<string, () => void>();
  return {
    listeners,
    resizeTo: vi.fn(),
    matchMedia: vi.fn(() => ({ matches: standalone }) as MediaQueryList),
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
  };
}

describe('keepStandaloneWindowSize', () => {
  it('resizes to 800 × 800 on load in standalone mode', () => {
    const win = fakeWindow(true);
    keepStandaloneWindowSize(win as unknown as Window, { fixed: false });
    expect(win.resizeTo).toHaveBeenCalledWith(800, 800);
    expect(win.listeners.has('resize')).toBe(false);
  });

  it('resizes again on every resize when fixed, until disposed', () => {
    const win = fakeWindow(true);
    const dispose = keepStandaloneWindowSize(win as unknown as Window, { fixed: true });
    win.listeners.get('resize')?.();
    expect(win.resizeTo).toHaveBeenCalledTimes(2);
    dispose();
    expect(win.listeners.has('resize')).toBe(false);
  });

  it('leaves a browser tab alone', () => {
    const win = fakeWindow(false);
    keepStandaloneWindowSize(win as unknown as Window, { fixed: true });
    expect(win.resizeTo).not.toHaveBeenCalled();
  });
});
