import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenderClockProvider, useNow } from './renderClock';

function Clock() {
  return <span>{useNow().toISOString()}</span>;
}

const renderedAt = new Date('2026-01-01T00:00:00.000Z');
const page = (
  <RenderClockProvider renderedAt={renderedAt}>
    <Clock />
  </RenderClockProvider>
);

// act() around hydrateRoot, as React's own tests do.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('RenderClockProvider', () => {
  it("hydrates against the server's render time, then shows the browser's", async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    expect(container.textContent).toBe('2026-01-01T00:00:00.000Z');
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error');

    await act(async () => {
      hydrateRoot(container, page);
    });

    // No mismatch for React to report, and the clock is the browser's once hydrated.
    expect(consoleError).not.toHaveBeenCalled();
    expect(new Date(container.textContent ?? '').getTime()).toBeGreaterThan(renderedAt.getTime());
  });

  it("is the browser's clock when the browser drew the page itself", () => {
    const html = renderToString(
      <RenderClockProvider renderedAt={null}>
        <Clock />
      </RenderClockProvider>,
    );
    expect(html).not.toContain('2026-01-01');
  });
});
