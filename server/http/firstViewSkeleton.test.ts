import { describe, expect, it } from 'vitest';
import chatEn from '../../locales/en/chat.json';
import { FIRST_VIEW_ID } from '../../common/firstView';
import { GARDEN_FONT_FAMILY } from '../../common/gardenFontFamily';
import { escapeHtml } from '../seo/headTags';
import { deferStylesheets, firstViewSkeleton, injectFirstView } from './firstViewSkeleton';

const garden = {
  language: 'en' as const,
  layout: 'shell' as const,
  gardenName: 'Rose & <Puppet>',
  closedCommunity: false,
};

describe('firstViewSkeleton', () => {
  it("draws the header with the garden's name and the chat page's heading", () => {
    const html = firstViewSkeleton({ ...garden, pathname: '/messages' });
    expect(html).toContain(`id="${FIRST_VIEW_ID}"`);
    expect(html).toMatch(/<header[^>]*>.*Rose &amp; &lt;Puppet&gt;.*<\/header>/);
    expect(html).toContain(`>${chatEn['chat.messages.title']}</h1>`);
    expect(html).toContain('Talk with other fans in the channels of Rose &amp; &lt;Puppet&gt;.');
  });

  it('draws only the header where the heading needs data, or for the closed community', () => {
    for (const html of [
      firstViewSkeleton({ ...garden, pathname: '/messages/chat/c1' }),
      firstViewSkeleton({ ...garden, pathname: '/messages', closedCommunity: true }),
    ]) {
      expect(html).toContain('<header');
      expect(html).not.toContain('<h1');
    }
  });

  it("draws the channel list under the heading, in the app's font so its text sizes match", () => {
    const channels = [{ id: 'Q2hhbm5lbDox', name: 'Lobby', description: '', lastMessage: null }];
    const html = firstViewSkeleton({ ...garden, pathname: '/messages', channels });
    expect(html).toContain(`font-family:${escapeHtml(GARDEN_FONT_FAMILY)}`);
    expect(html).toMatch(/<\/h1>.*<nav aria-label="Channels".*# Lobby.*<\/nav><\/div><\/main>/);
    const elsewhere = firstViewSkeleton({ ...garden, pathname: '/messages/chat/c1', channels });
    expect(elsewhere).not.toContain('<nav');
  });

  it('draws nothing for the pages without the shell', () => {
    expect(firstViewSkeleton({ ...garden, pathname: '/blocked', layout: 'bare' })).toBe('');
    expect(firstViewSkeleton({ ...garden, pathname: '/auth/handler', layout: 'bare' })).toBe('');
  });
});

describe('injectFirstView', () => {
  it('puts the skeleton just before #root', () => {
    const page = '<body>\n    <div id="root"></div>\n  </body>';
    expect(injectFirstView(page, '<div id="first-view"></div>')).toBe(
      '<body>\n    <div id="first-view"></div><div id="root"></div>\n  </body>',
    );
    expect(injectFirstView(page, '')).toBe(page);
  });
});

describe('deferStylesheets', () => {
  it('loads stylesheets without holding back the first paint, and leaves other links', () => {
    const head =
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
      '<link rel="manifest" href="/manifest.webmanifest">';
    expect(deferStylesheets(head)).toBe(
      // No inline handler (the CSP forbids it): the app switches it to media="all".
      `<link rel="stylesheet" crossorigin href="/assets/index-1.css" media="print">` +
        '<link rel="manifest" href="/manifest.webmanifest">',
    );
  });
});
