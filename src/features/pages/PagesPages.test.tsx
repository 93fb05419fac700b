import { screen } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildGardenPage } from '../../../mocks/pages';
import { renderWithRelay } from '../../../tests/relay';
import LandingPageQueryNode, {
  type LandingPageQuery,
} from '../../__generated__/LandingPageQuery.graphql';
import ShareLinkPageQueryNode, {
  type ShareLinkPageQuery,
} from '../../__generated__/ShareLinkPageQuery.graphql';
import { LandingPageView } from './LandingPage';
import { ShareLinkPageView } from './ShareLinkPage';

const block = (fields: Record<string, unknown>) => ({
  text: null,
  spans: [],
  href: null,
  imageUrl: null,
  alt: null,
  width: null,
  height: null,
  ...fields,
});

function renderLandingPage(locale: 'ja' | 'en' = 'ja') {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<LandingPageQuery>(environment, LandingPageQueryNode, {
    identifier: 'new-season',
  });
  return renderWithRelay(<LandingPageView queryRef={queryRef} />, { environment, locale });
}

describe('pages', () => {
  it('renders blocks as React elements, never an unsafe URL as a link', async () => {
    const rendered = renderLandingPage('en');
    const blocks = [
      block({ kind: 'HEADING', text: '<b>Season 2</b>' }),
      block({
        kind: 'PARAGRAPH',
        spans: [
          { text: 'Read the ', href: null },
          { text: 'news', href: '/information' },
          { text: ' or ', href: null },
          { text: 'evil link', href: 'javascript:alert(1)' },
          { text: ' data link', href: 'data:text/html,<script>alert(1)</script>' },
          { text: ' sneaky link', href: '//evil.example/x' },
          { text: ' outside', href: 'https://example.com/season-2' },
        ],
      }),
      block({
        kind: 'IMAGE',
        imageUrl: 'javascript:alert(1)',
        alt: 'bad image',
        width: 10,
        height: 10,
      }),
      block({
        kind: 'IMAGE',
        imageUrl: '/images/pages/new-season.svg',
        alt: 'Teaser',
        width: 1200,
        height: 630,
      }),
      block({ kind: 'BUTTON', text: 'Bad button', href: 'javascript:alert(1)' }),
      block({ kind: 'BUTTON', text: 'About the work', href: '/v/about' }),
      block({ kind: 'DIVIDER' }),
      block({ kind: 'CALLOUT', text: 'A limited badge for everyone.' }),
    ];
    const spans = blocks.flatMap((item) => item.spans as { text: string; href: string | null }[]);
    let blockIndex = 0;
    let spanIndex = 0;
    await rendered.resolveMostRecentOperation({
      GardenPage: () => ({ ...buildGardenPage('en', 1), blocks }),
      PageBlock: () => blocks[blockIndex++ % blocks.length],
      PageTextSpan: () => spans[spanIndex++ % spans.length],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: buildGardenPage('en', 1).title }),
    ).toBeInTheDocument();
    // Markup in a text is shown as text.
    expect(screen.getByRole('heading', { level: 2, name: '<b>Season 2</b>' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'news' })).toHaveAttribute('href', '/information');
    const outside = screen.getByRole('link', { name: /outside/ });
    expect(outside).toHaveAttribute('href', 'https://example.com/season-2');
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveAttribute('rel', 'noopener noreferrer');
    for (const name of ['evil link', 'data link', 'sneaky link', 'Bad button']) {
      expect(screen.queryByRole('link', { name: new RegExp(name) })).not.toBeInTheDocument();
      expect(screen.getByText(name, { exact: false })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'About the work' })).toHaveAttribute(
      'href',
      '/v/about',
    );
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).toMatch(/^(\/(?!\/)|https:\/\/)/);
    }
    expect(screen.queryByAltText('bad image')).not.toBeInTheDocument();
    const image = screen.getByAltText('Teaser');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('alert')).toHaveTextContent('A limited badge for everyone.');
    expect(rendered.container.querySelector('script')).toBeNull();
  });

  it('shows the not-found state for a page fans may not see', async () => {
    const rendered = renderLandingPage('ja');
    await rendered.resolveMostRecentOperation({ Community: () => ({ landingPage: null }) });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ページが見つかりません' }),
    ).toBeInTheDocument();
  });

  it('marks a draft for the operator who previews it', async () => {
    const rendered = renderLandingPage('ja');
    await rendered.resolveMostRecentOperation({
      GardenPage: () => ({ ...buildGardenPage('ja', 3), blocks: [] }),
    });
    expect(await screen.findByText('下書き（運営者のみ表示）')).toBeInTheDocument();
  });

  it('leads a share link into the garden', async () => {
    const environment = createMockEnvironment();
    const queryRef = loadQuery<ShareLinkPageQuery>(environment, ShareLinkPageQueryNode, {
      urlId: 'tea-party',
    });
    const rendered = renderWithRelay(<ShareLinkPageView queryRef={queryRef} />, {
      environment,
      locale: 'en',
    });
    await rendered.resolveMostRecentOperation({
      ShareLink: () => ({ title: 'Tea with the Prince and the Puppet', targetPath: '/messages' }),
    });
    expect(
      await screen.findByRole('heading', { name: 'Tea with the Prince and the Puppet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open in the garden' })).toHaveAttribute(
      'href',
      '/messages',
    );
  });
});
