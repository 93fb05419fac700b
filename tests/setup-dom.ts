// Runs before every jsdom test file: DOM matchers and the browser APIs jsdom lacks
// that Mantine reads (matchMedia, ResizeObserver).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => cleanup());

// A limit, not a speed target: on a busy two-core machine a lazy page and its Mantine tree
// can take more than the default 1 s to appear.
configure({ asyncUtilTimeout: 5_000 });

// Node-side test files (// @vitest-environment node) share this setup but have no window.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// relay-test-utils' createMockEnvironment spies on the environment with jest.fn;
// vitest's vi.fn speaks the same API.
(globalThis as { jest?: unknown }).jest ??= vi;

// jsdom has no layout, and no element scrolling methods: virtualised lists (react-virtuoso)
// scroll their element with them. Here they only move scrollTop, and tell listeners.
if (typeof window !== 'undefined' && !Element.prototype.scrollTo) {
  Element.prototype.scrollTo = function scrollTo(
    this: Element,
    optionsOrX?: ScrollToOptions | number,
    y?: number,
  ) {
    const top = typeof optionsOrX === 'number' ? y : optionsOrX?.top;
    if (top != null) this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  };
  Element.prototype.scrollBy = function scrollBy(
    this: Element,
    optionsOrX?: ScrollToOptions | number,
    y?: number,
  ) {
    const top = typeof optionsOrX === 'number' ? y : optionsOrX?.top;
    this.scrollTo({ top: this.scrollTop + (top ?? 0) });
  };
}
