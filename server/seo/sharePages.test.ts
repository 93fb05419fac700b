// Share previews as crawlers read them: the raw HTML the server returns, no JavaScript.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_TENANT_ID } from '../testing/testGarden';
import { startPageServer, type PageServer } from '../testing/pageServer';
import { testBackends } from '../testing/testDatabase';
import { asc, eq } from 'drizzle-orm';
import { tenantScope } from '../db/tenantScope';
import { encodeGlobalId } from '../graphql/globalId';
import { postImages, posts } from '../posts/tables';
import { encodeOgpPath } from './ogpPath';
import { otherArticles } from '../articles/otherArticles';

function tag(html: string, key: string): string | undefined {
  const pattern = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`);
  return pattern.exec(html)?.[1];
}

function alternates(html: string): Record<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return Object.fromEntries(links.map((match) => [match[1], match[2].replace(/&amp;/g, '&')]));
}

describe.each(testBackends)('share and OGP tags in served pages (%s)', (backend) => {
  let server: PageServer;

  beforeAll(async () => {
    server = await startPageServer(backend, {
      other: {
        tenantId: OTHER_TENANT_ID,
        name: { en: 'Another Garden' },
        description: { en: 'A second tenant.' },
        channels: [{ key: 'c', name: { en: 'C' }, description: { en: 'C' } }],
        fans: [{ key: 'stranger', authUid: 'other-page-fan', displayName: 'Stranger' }],
        posts: {
          categories: [],
          topics: [],
          posts: [
            { fan: 'stranger', visibility: 'PUBLIC', body: 'a public post of the other garden' },
          ],
        },
        siteMetadata: {
          en: { title: 'Other site', description: 'Other', image: '/other.png', siteUrl: '' },
        },
        pages: {
          shareLinks: [
            { urlId: 'other-only', title: { en: 'Secret of the other garden' }, description: {} },
          ],
        },
        articles: otherArticles,
      },
    });
  });
  afterAll(() => server?.close());

  it('gives a share link its own title, description and image, in the page language', async () => {
    const response = await server.get('/share/tea-party');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="ja"[ >]/);
    expect(html).toContain('<title>王子と人形のお茶会</title>');
    expect(html).not.toContain('<title>Garden</title>');
    expect(tag(html, 'og:title')).toBe('王子と人形のお茶会');
    expect(tag(html, 'og:description')).toBe('庭のファンアート特集：薔薇の庭で開かれたお茶会。');
    expect(tag(html, 'description')).toBe('庭のファンアート特集：薔薇の庭で開かれたお茶会。');
    expect(tag(html, 'og:image')).toBe(`${server.url}/images/garden-banner.png`);
    expect(tag(html, 'og:url')).toBe(`${server.url}/share/tea-party`);
    expect(tag(html, 'og:type')).toBe('article');
    expect(tag(html, 'og:locale')).toBe('ja_JP');
    expect(tag(html, 'twitter:card')).toBe('summary_large_image');
    expect(tag(html, 'twitter:title')).toBe('王子と人形のお茶会');
    expect(tag(html, 'twitter:image')).toBe(`${server.url}/images/garden-banner.png`);
    // The app still gets its runtime config, now with the garden's site metadata.
    const config = JSON.parse(/window\.__APP_CONFIG__=(.*?)<\/script>/.exec(html)?.[1] ?? '{}');
    expect(config.tenantId).toBe('demo');
    expect(config.siteMetadata.en.title).toBe('The Garden of the Demon Prince and the Puppet');
    expect(config.siteMetadata.ja.siteUrl).toBe(server.url);
  });

  it('follows ?hl= and then the locale cookie for the language', async () => {
    const english = await (await server.get('/share/tea-party?hl=en')).text();
    expect(english).toMatch(/<html lang="en"[ >]/);
    expect(tag(english, 'og:title')).toBe('Tea with the Prince and the Puppet');
    expect(tag(english, 'og:locale')).toBe('en_US');
    const byCookie = await (
      await server.get('/lp/new-season', { cookie: 'garden_locale=en' })
    ).text();
    expect(tag(byCookie, 'og:title')).toBe(
      '"The Demon Prince and the Puppet" returns for season 2'.replace(/"/g, '&quot;'),
    );
    expect(tag(byCookie, 'og:image')).toBe(`${server.url}/images/pages/new-season.svg`);
  });

  it('puts hreflang alternates for ja, en and x-default (English) on every page', async () => {
    const html = await (await server.get('/messages?tab=new')).text();
    expect(alternates(html)).toEqual({
      ja: `${server.url}/messages?tab=new&hl=ja`,
      en: `${server.url}/messages?tab=new&hl=en`,
      'x-default': `${server.url}/messages?tab=new&hl=en`,
    });
  });

  it('shows the site metadata for default pages, unknown links and posts', async () => {
    // A draft landing page shows no preview of its own either.
    for (const path of [
      '/',
      '/messages',
      '/share/no-such-link',
      '/lp/nothing-here',
      '/lp/secret-preview',
    ]) {
      const html = await (await server.get(path)).text();
      expect(tag(html, 'og:title'), path).toBe('魔王子と人形の庭');
      expect(tag(html, 'og:image'), path).toBe(`${server.url}/images/garden-banner.png`);
    }
    const missing = encodeGlobalId('Post', 987654);
    const post = await (await server.get(`/posts/${missing}?hl=en`)).text();
    expect(tag(post, 'og:title')).toBe('The Garden of the Demon Prince and the Puppet');
    expect(tag(post, 'og:type')).toBe('article');
    expect(tag(post, 'og:url')).toBe(`${server.url}/posts/${missing}`);
  });

  it('previews a public post by its words and first picture, never a members-only one', async () => {
    const db = tenantScope(server.database.db, server.demo.tenantId);
    const [pictured] = await db
      .selectFields({ id: posts.id, body: posts.body }, posts, eq(posts.visibility, 'PUBLIC'))
      .innerJoin(postImages, eq(postImages.postId, posts.id))
      .orderBy(asc(posts.id), asc(postImages.position))
      .limit(1);
    const [firstImage] = await db
      .selectFields({ path: postImages.publicPath }, postImages, eq(postImages.postId, pictured.id))
      .orderBy(asc(postImages.position))
      .limit(1);
    const html = await (await server.get(`/posts/${encodeGlobalId('Post', pictured.id)}`)).text();
    // Its first line (cut with an ellipsis when long) and its opening words.
    const title = tag(html, 'og:title') ?? '';
    expect(title.length).toBeGreaterThan(10);
    expect(pictured.body.split('\n')[0].startsWith(title.replace(/…$/, ''))).toBe(true);
    expect(tag(html, 'og:description')).toContain(title.replace(/…$/, '').slice(0, 10));
    expect(tag(html, 'og:type')).toBe('article');
    expect(tag(html, 'og:image')).toBe(`${server.url}${firstImage.path}`);

    const [membersOnly] = await db
      .selectFields({ id: posts.id, body: posts.body }, posts, eq(posts.visibility, 'MEMBERS'))
      .limit(1);
    const hidden = await (
      await server.get(`/posts/${encodeGlobalId('Post', membersOnly.id)}`)
    ).text();
    expect(tag(hidden, 'og:title')).toBe('魔王子と人形の庭');
    expect(tag(hidden, 'og:description')).not.toContain(membersOnly.body.slice(0, 10));
    expect(tag(hidden, 'og:image')).toBe(`${server.url}/images/garden-banner.png`);

    // Another garden's public post is no post of this garden.
    const other = tenantScope(server.database.db, OTHER_TENANT_ID);
    const [foreign] = await other
      .selectFields({ id: posts.id }, posts, eq(posts.visibility, 'PUBLIC'))
      .limit(1);
    const foreignHtml = await (
      await server.get(`/posts/${encodeGlobalId('Post', foreign.id)}`)
    ).text();
    expect(foreignHtml).not.toContain('a public post of the other garden');
    expect(tag(foreignHtml, 'og:title')).toBe('魔王子と人形の庭');
  });

  it('never shows another tenant’s share link', async () => {
    const html = await (await server.get('/share/other-only')).text();
    expect(html).not.toContain('Secret of the other garden');
    expect(tag(html, 'og:title')).toBe('魔王子と人形の庭');
  });

  it('reads a /v/ view preview from its encoded OGP path, refusing outside images', async () => {
    const path = encodeOgpPath({
      title: 'ガチャの結果 <script>',
      description: 'SSR の人形カードが出ました',
      image: '/images/badges/first-bloom.svg',
    });
    const html = await (await server.get(`/v/gacha-result/${path}`)).text();
    expect(tag(html, 'og:title')).toBe('ガチャの結果 &lt;script&gt;');
    expect(html).not.toContain('ガチャの結果 <script>');
    expect(tag(html, 'og:description')).toBe('SSR の人形カードが出ました');
    expect(tag(html, 'og:image')).toBe(`${server.url}/images/badges/first-bloom.svg`);

    const foreign = encodeOgpPath({ title: 'Look', image: '//evil.example/x.png' });
    const foreignHtml = await (await server.get(`/v/x/${foreign}`)).text();
    expect(tag(foreignHtml, 'og:title')).toBe('Look');
    expect(tag(foreignHtml, 'og:image')).toBe(`${server.url}/images/garden-banner.png`);

    const garbage = await (await server.get('/v/x/not*base64')).text();
    expect(tag(garbage, 'og:title')).toBe('魔王子と人形の庭');
  });

  it('gives a members-only video’s page no source in its HTML or its tags', async () => {
    const response = await server.get('/player/garden-films/backstage-sketches');
    expect(response.status).toBe(200);
    const html = await response.text();
    // The rendered body (locked card, no source) is checked in e2e/player.spec.ts.
    expect(tag(html, 'og:url')).toBe(`${server.url}/player/garden-films/backstage-sketches`);
    expect(html).not.toContain('video.mp4');
    expect(html).not.toContain('clip:backstage');
    expect(html).not.toContain('video-media');
    expect(tag(html, 'og:image') ?? '').not.toContain('video-media');
    // Its title, description and poster are what its locked card shows anyway.
    expect(tag(html, 'og:title')).toBe('制作スケッチ：人形たちの舞踏会');
    expect(tag(html, 'og:image')).toBe(`${server.url}/images/player/backstage-sketches.webp`);
  });

  it('previews a video and a playlist by their own title, description and picture', async () => {
    const video = await (await server.get('/player/garden-films/garden-prelude?hl=en')).text();
    expect(tag(video, 'og:title')).toBe('Garden Prelude (opening study)');
    expect(tag(video, 'og:description')).toContain('A study of colour and motion for the opening');
    expect(tag(video, 'og:image')).toBe(`${server.url}/images/player/garden-prelude.webp`);
    expect(tag(video, 'og:type')).toBe('article');
    expect(video).not.toContain('clip:prelude');

    const playlist = await (await server.get('/player/garden-films')).text();
    expect(tag(playlist, 'og:title')).toBe('庭の映像室');
    expect(tag(playlist, 'og:description')).toContain('制作現場から届いた');
    expect(tag(playlist, 'og:image')).toBe(`${server.url}/images/player/garden-prelude.webp`);

    // An unknown video, or a video under another playlist's address: the garden's own.
    for (const path of [
      '/player/garden-films/no-such-video',
      '/player/no-such-list/garden-prelude',
    ]) {
      expect(tag(await (await server.get(path)).text(), 'og:title'), path).toBe('魔王子と人形の庭');
    }
  });

  it('previews a feature article by its title, lead and cover, members-only ones without their body', async () => {
    const html = await (await server.get('/articles/creator-interview?hl=en')).text();
    expect(tag(html, 'og:title')).toBe(
      'Interview with the creator: “The garden is a place the two of them can come home to”',
    );
    expect(tag(html, 'og:description')).toContain('With Part 2 in its final stretch');
    expect(tag(html, 'og:image')).toBe(`${server.url}/images/garden-banner.png`);
    expect(tag(html, 'og:type')).toBe('article');
    expect(html).not.toContain('other garden');

    const locked = await (await server.get('/articles/storyboard-commentary-part2')).text();
    expect(tag(locked, 'og:title')).toBe('【メンバー限定】監督による第2部絵コンテ解説');
    expect(tag(locked, 'og:description')).toContain('第2部の絵コンテを、監督が一枚ずつ解説します');
    expect(tag(locked, 'og:image')).toBe(`${server.url}/images/garden/banner.svg`);
    expect(locked).not.toContain('カット12');
    expect(locked).not.toContain('振り返らない魔王子');

    // Unknown: the garden's own preview.
    const missing = await (await server.get('/articles/no-such-article')).text();
    expect(tag(missing, 'og:title')).toBe('魔王子と人形の庭');
  });

  it('lists the public pages in /sitemap.xml and points robots.txt at it', async () => {
    const sitemap = await server.get('/sitemap.xml', { accept: '*/*' });
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const channels = Object.values(server.demo.channelIds).map(
      (id) =>
        `${server.url}/messages/chat/${encodeURIComponent(Buffer.from(`Channel:${id}`).toString('base64'))}`,
    );
    expect(locs).toEqual([
      `${server.url}/`,
      `${server.url}/messages`,
      `${server.url}/stories`,
      `${server.url}/player`,
      `${server.url}/articles`,
      `${server.url}/welcome`,
      ...channels,
      // Published landing pages only: the draft /lp/secret-preview is not announced.
      `${server.url}/lp/new-season`,
    ]);
    expect(xml).toContain(`hreflang="x-default" href="${server.url}/messages?hl=en"`);

    const robots = await (await server.get('/robots.txt', { accept: 'text/plain' })).text();
    expect(robots).toContain('Disallow: /settings/');
    expect(robots.trimEnd().endsWith(`Sitemap: ${server.url}/sitemap.xml`)).toBe(true);
  });
});
