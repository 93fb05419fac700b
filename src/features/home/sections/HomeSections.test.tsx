// Each home section kind through the one list, as relay-test-utils answers the home's
// fragments with the garden's mock builders (mocks/homeSections.ts) and per-test overrides.
import { screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { MockResolvers } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import type { HomeSectionsTestQuery } from '../../../__generated__/HomeSectionsTestQuery.graphql';
import { renderWithRelay } from '../../../../tests/relay';
import { HomeSectionList } from '../HomeSectionList';

function Sections() {
  const data = useLazyLoadQuery<HomeSectionsTestQuery>(
    graphql`
      query HomeSectionsTestQuery @relay_test_operation {
        community {
          ...HomeSectionList_community
        }
      }
    `,
    {},
  );
  return <HomeSectionList community={data.community} />;
}

async function renderSection(
  section: Record<string, unknown>,
  resolvers: MockResolvers = {},
  locale: 'ja' | 'en' = 'en',
) {
  const rendered = renderWithRelay(<Sections />, { locale });
  // The list picks the kind; the kind's own resolver gives its fields (lists included).
  const { __typename, ...fields } = section;
  await rendered.resolveMostRecentOperation({
    Community: () => ({ homeSections: [{ __typename }] }),
    [String(__typename)]: () => fields,
    ...resolvers,
  });
  return rendered;
}

describe('home sections, one component per kind', () => {
  it('banner: a labelled row of lazy banners, in the operator’s style', async () => {
    await renderSection({
      __typename: 'HomeBannerSection',
      title: null,
      style: 'SWIPE',
      bannerSectionId: 'home',
      banners: [{}, {}],
    });
    const section = await screen.findByRole('region', { name: 'Featured' });
    const images = within(section).getAllByRole('img');
    expect(images).toHaveLength(2);
    // The welcome card's image above is the largest paint: banners never compete with it.
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(section.querySelector('ul')).toHaveAttribute('data-style', 'swipe');
  });

  it('banner: nothing without a current banner', async () => {
    await renderSection({ __typename: 'HomeBannerSection', title: 'News', banners: [] });
    await screen.findByText(
      (_text, element) => element?.classList.contains('mantine-Stack-root') ?? false,
    );
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('casual game: its picture, words and a button to play', async () => {
    await renderSection(
      {
        __typename: 'HomeCasualGameSection',
        title: '毎日ログインボーナス',
        description: '毎日スタンプを押して、リラからのプレゼントを受け取ろう。',
        imageUrl: '/images/garden/puppet.svg',
        href: '/check-in',
      },
      {},
      'ja',
    );
    const section = await screen.findByRole('region', { name: '毎日ログインボーナス' });
    expect(within(section).getByRole('link', { name: '遊ぶ' })).toHaveAttribute(
      'href',
      '/check-in',
    );
    expect(within(section).getByText(/リラからのプレゼント/)).toBeInTheDocument();
  });

  it('event carousel: the next entries as cards linking to each', async () => {
    await renderSection({
      __typename: 'HomeEventCarouselSection',
      title: 'Coming up',
      events: [{}, {}, {}],
    });
    const section = await screen.findByRole('region', { name: 'Coming up' });
    const links = within(section).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/events');
    expect(links.slice(1)).toHaveLength(3);
    for (const link of links.slice(1))
      expect(link.getAttribute('href')).toMatch(/^\/official-schedules\//);
  });

  it('navigation: large links, internal ones through the router, unsafe ones not links', async () => {
    const links = [
      { label: 'Missions', href: '/missions' },
      { label: 'Official site', href: 'https://example.com/' },
      { label: 'Bad', href: 'javascript:alert(1)' },
    ];
    let next = 0;
    await renderSection(
      { __typename: 'HomeNavigationSection', title: 'Shortcuts', links: [{}, {}, {}] },
      { HomeNavigationLink: () => links[next++ % links.length] },
    );
    const section = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(section).getByRole('link', { name: 'Missions' })).toHaveAttribute(
      'href',
      '/missions',
    );
    expect(within(section).getByRole('link', { name: /Official site/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(section).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(within(section).getByText('Bad')).toBeInTheDocument();
  });

  it.each([
    ['CAROUSEL', 'TREND', '/trend', 'posts'],
    ['TILE', 'OFFICIAL', '/timeline', null],
    ['SPOTLIGHT', 'OFFICIAL', '/timeline', null],
  ])('posts: %s of %s, each a link to the post', async (layout, source, more, style) => {
    await renderSection({
      __typename: 'HomePostSection',
      title: 'From the official account',
      layout,
      source,
      topic: null,
      posts: [{}, {}, {}],
    });
    const section = await screen.findByRole('region', { name: 'From the official account' });
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute('href', more);
    const cards = within(section).getAllByRole('link', { name: /^Post by / });
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.getAttribute('href')).toMatch(/^\/posts\//);
    expect(section.querySelector('ul')?.getAttribute('data-style') ?? null).toBe(style);
  });

  it('posts: a topic’s posts lead to the topic', async () => {
    await renderSection(
      {
        __typename: 'HomePostSection',
        title: 'Fan art talk',
        layout: 'TILE',
        source: 'TOPIC',
        posts: [{}],
      },
      { Topic: () => ({ id: 'VG9waWM6Mw==' }) },
    );
    const section = await screen.findByRole('region', { name: 'Fan art talk' });
    expect(within(section).getByRole('link', { name: 'See all' })).toHaveAttribute(
      'href',
      '/topics/VG9waWM6Mw%3D%3D',
    );
  });

  it('topic: the board’s name, description and post count', async () => {
    await renderSection(
      { __typename: 'HomeTopicSection', title: 'Featured topic' },
      {
        Topic: () => ({
          id: 'VG9waWM6MQ==',
          name: 'Episode 12 impressions',
          description: 'Your thoughts on the latest episode.',
          postCount: 12,
        }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Featured topic' });
    const card = within(section).getByRole('link', { name: /Episode 12 impressions/ });
    expect(card).toHaveAttribute('href', '/topics/VG9waWM6MQ%3D%3D');
    expect(within(card).getByText('12 posts')).toBeInTheDocument();
  });

  it('user information: an invitation to join for a visitor', async () => {
    await renderSection(
      { __typename: 'HomeUserInformationSection', title: null },
      { Viewer: () => ({ isSignedIn: false, user: null, coinBalance: null }) },
    );
    const section = await screen.findByRole('region', { name: 'Welcome to the garden' });
    expect(within(section).getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(within(section).queryByRole('link', { name: 'My page' })).toBeNull();
  });

  it('user information: the member’s name, coins and way to their page', async () => {
    await renderSection(
      { __typename: 'HomeUserInformationSection', title: null },
      {
        Viewer: () => ({ isSignedIn: true }),
        User: () => ({ displayName: 'Kuro' }),
        CoinBalance: () => ({ total: 1200 }),
      },
    );
    const section = await screen.findByRole('region', { name: 'Welcome back, Kuro' });
    expect(within(section).getByText('1,200 coins')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'My page' })).toHaveAttribute(
      'href',
      '/mypage',
    );
  });
});
