import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AlternateLanguageLinks } from './AlternateLanguageLinks';

function alternates() {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')].map(
    (link) => [link.hreflang, link.href],
  );
}

describe('AlternateLanguageLinks', () => {
  it('links the ja and en versions of the page and makes English the default', () => {
    // As the server sent them for the first page: replaced, not duplicated.
    document.head.insertAdjacentHTML(
      'beforeend',
      '<link rel="alternate" hreflang="ja" href="/old?hl=ja"><link rel="alternate" hreflang="x-default" href="/old?hl=en">',
    );
    const { unmount } = render(
      <MemoryRouter initialEntries={['/messages/chat/general?hl=ja']}>
        <AlternateLanguageLinks />
      </MemoryRouter>,
    );
    const origin = window.location.origin;
    expect(alternates()).toEqual([
      ['ja', `${origin}/messages/chat/general?hl=ja`],
      ['en', `${origin}/messages/chat/general?hl=en`],
      ['x-default', `${origin}/messages/chat/general?hl=en`],
    ]);
    unmount();
    expect(alternates()).toEqual([]);
  });
});
