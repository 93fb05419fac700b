// Landing pages, free pages, share links and banners through GraphQL: what fans see (the
// publish window, the banners' schedule by the server's clock), what operators write (and
// every typed error, with nothing written), and that nothing crosses to another garden.
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tenantScope } from '../db/tenantScope';
import { toGlobalId } from '../graphql/globalId';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';
import { MAX_PAGE_BLOCKS } from './pageBlocks';
import { banners, gardenPages, shareLinks } from './tables';

const DAY = 24 * 60 * 60 * 1000;

const PAGES = `query($identifier: String!, $pageName: String!) { community {
  landingPage(identifier: $identifier) { id kind slug path title description imageUrl isPublished
    blocks { kind text spans { text href } href imageUrl alt width height } }
  freePage(pageName: $pageName) { id path title blocks { kind text } }
} }`;
const BANNERS = `query($sectionId: String, $first: Int, $after: String) { community {
  banners(sectionId: $sectionId, first: $first, after: $after) {
    edges { cursor node { id sectionId title alt imageUrl imageWidth imageHeight href position } }
    pageInfo { hasNextPage endCursor }
  } } }`;
const SHARE = `query($urlId: String!) { community { shareLink(urlId: $urlId) { id title targetPath } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename
  ... on GardenPage { title isPublished } ... on Banner { title } ... on ShareLink { title } } }`;
const ERRORS = `
  ... on InvalidInputError { field reason }
  ... on Error { message }`;
const BLOCK_ERRORS = `... on InvalidPageBlocksError { message field blockIndex problem } ${ERRORS}`;
const CREATE_PAGE = `mutation($input: CreateGardenPageInput!) { createGardenPage(input: $input) {
  __typename ... on CreateGardenPagePayload { page { id slug path title isPublished blocks { kind text } } }
  ${BLOCK_ERRORS} } }`;
const UPDATE_PAGE = `mutation($input: UpdateGardenPageInput!) { updateGardenPage(input: $input) {
  __typename ... on UpdateGardenPagePayload { page { title isPublished } } ${BLOCK_ERRORS} } }`;
const DELETE_PAGE = `mutation($input: DeleteGardenPageInput!) { deleteGardenPage(input: $input) {
  __typename ... on DeleteGardenPagePayload { deletedPageId } ${ERRORS} } }`;
const CREATE_BANNER = `mutation($input: CreateBannerInput!) { createBanner(input: $input) {
  __typename ... on CreateBannerPayload { banner { id title href position } } ${ERRORS} } }`;
const UPDATE_BANNER = `mutation($input: UpdateBannerInput!) { updateBanner(input: $input) {
  __typename ... on UpdateBannerPayload { banner { title href } } ${ERRORS} } }`;
const DELETE_BANNER = `mutation($input: DeleteBannerInput!) { deleteBanner(input: $input) {
  __typename ... on DeleteBannerPayload { deletedBannerId } ${ERRORS} } }`;
const CREATE_LINK = `mutation($input: CreateShareLinkInput!) { createShareLink(input: $input) {
  __typename ... on CreateShareLinkPayload { shareLink { urlId title targetPath } } ${ERRORS} } }`;

const blocks = (list: unknown[]) => JSON.stringify(list);
const content = (overrides: Record<string, unknown> = {}) => ({
  titleJa: '夏の庭まつり',
  titleEn: 'Summer garden festival',
  descriptionJa: '夏の限定イベント。',
  descriptionEn: 'A summer-only event.',
  blocksJa: blocks([
    { kind: 'heading', text: '夏がきた' },
    { kind: 'paragraph', spans: [{ text: 'ストアへ', href: '/store' }] },
  ]),
  blocksEn: blocks([
    { kind: 'heading', text: 'Summer is here' },
    { kind: 'button', label: 'Visit', href: 'https://example.com/summer' },
  ]),
  publishStartsAt: new Date(Date.now() - DAY).toISOString(),
  ...overrides,
});
const bannerInput = (overrides: Record<string, unknown> = {}) => ({
  sectionId: 'home',
  titleJa: '夏のバナー',
  titleEn: 'Summer banner',
  altJa: '夏の庭',
  altEn: 'The garden in summer',
  imageUrl: '/images/pages/tea-party-banner.svg',
  imageWidth: 1200,
  imageHeight: 400,
  href: '/lp/summer',
  startsAt: new Date(Date.now() - DAY).toISOString(),
  endsAt: null,
  position: 5,
  ...overrides,
});

describe.each(testBackends)('pages (%s)', (backend) => {
  let garden: TestGarden;
  const asOperator = { as: DEMO_OPERATOR_UID };
  let n = 0;
  const id = () => `pages-${(n += 1)}`;

  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('pages-member');
  });
  afterAll(() => garden?.close());
  afterEach(() => vi.useRealTimers());

  async function otherRowIds() {
    const other = tenantScope(garden.database.db, OTHER_TENANT_ID);
    const [page] = await other.select(gardenPages, eq(gardenPages.slug, 'new-season'));
    const [banner] = await other.select(banners);
    const [link] = await other.select(shareLinks);
    return {
      page: toGlobalId('GardenPage', page.id),
      banner: toGlobalId('Banner', banner.id),
      link: toGlobalId('ShareLink', link.id),
    };
  }

  it('shows a published landing page and a free page as blocks, in the request language', async () => {
    const ja = await garden.call(PAGES, { identifier: 'new-season', pageName: 'about' });
    const page = ja.data.community.landingPage;
    expect(page).toMatchObject({
      kind: 'LANDING',
      slug: 'new-season',
      path: '/lp/new-season',
      title: '『魔王子と人形』第2期 制作決定',
      imageUrl: '/images/pages/new-season.svg',
      isPublished: true,
    });
    expect(page.blocks.map((block: { kind: string }) => block.kind)).toEqual([
      'HEADING',
      'IMAGE',
      'PARAGRAPH',
      'CALLOUT',
      'HEADING',
      'PARAGRAPH',
      'DIVIDER',
      'BUTTON',
    ]);
    expect(page.blocks[1]).toMatchObject({ width: 1200, height: 630, alt: expect.any(String) });
    expect(page.blocks[5].spans).toContainEqual({ text: 'お知らせ', href: '/information' });
    expect(page.blocks[7]).toMatchObject({ text: '作品について読む', href: '/v/about' });
    expect(ja.data.community.freePage).toMatchObject({ path: '/v/about', title: '作品について' });

    const en = await garden.call(
      PAGES,
      { identifier: 'new-season', pageName: 'about' },
      { language: 'en' },
    );
    expect(en.data.community.landingPage.title).toBe(
      '"The Demon Prince and the Puppet" returns for season 2',
    );
    expect(en.data.community.freePage.blocks[0]).toMatchObject({
      kind: 'HEADING',
      text: 'The story',
    });
  });

  it('hides drafts and unknown pages from fans, and shows drafts to operators', async () => {
    for (const as of [undefined, 'pages-member']) {
      const result = await garden.call(
        PAGES,
        { identifier: 'secret-preview', pageName: 'no-such-page' },
        { as },
      );
      expect(result.data.community).toEqual({ landingPage: null, freePage: null });
    }
    const operator = await garden.call(
      PAGES,
      { identifier: 'secret-preview', pageName: 'about' },
      asOperator,
    );
    expect(operator.data.community.landingPage).toMatchObject({ isPublished: false });
    const draftId = operator.data.community.landingPage.id;
    expect((await garden.call(NODE, { id: draftId })).data.node).toBeNull();
    expect((await garden.call(NODE, { id: draftId }, asOperator)).data.node).toMatchObject({
      __typename: 'GardenPage',
      isPublished: false,
    });
  });

  it('shows a page to fans only inside its publish window, by the server’s clock', async () => {
    const now = Date.now();
    const created = await garden.call(
      CREATE_PAGE,
      {
        input: {
          clientMutationId: id(),
          kind: 'FREE',
          slug: 'winter-letter',
          content: content({
            publishStartsAt: new Date(now + DAY).toISOString(),
            publishEndsAt: new Date(now + 3 * DAY).toISOString(),
          }),
        },
      },
      asOperator,
    );
    expect(created.data.createGardenPage.page.isPublished).toBe(false);
    const read = async (as?: string) =>
      (await garden.call(PAGES, { identifier: 'x', pageName: 'winter-letter' }, { as })).data
        .community.freePage;
    expect(await read()).toBeNull();
    expect(await read(DEMO_OPERATOR_UID)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 2 * DAY);
    expect(await read()).toMatchObject({ path: '/v/winter-letter' });
    vi.setSystemTime(now + 4 * DAY);
    expect(await read()).toBeNull();
    expect(await read(DEMO_OPERATOR_UID)).not.toBeNull();
  });

  it('shows a share link and where it leads', async () => {
    const result = await garden.call(SHARE, { urlId: 'tea-party' }, { language: 'en' });
    expect(result.data.community.shareLink).toMatchObject({
      title: 'Tea with the Prince and the Puppet',
      targetPath: '/messages',
    });
    expect((await garden.call(SHARE, { urlId: 'nope' })).data.community.shareLink).toBeNull();
  });

  it('lists only the banners inside their window, by the server’s clock', async () => {
    const home = await garden.call(BANNERS, { sectionId: 'home' }, { language: 'en' });
    const titles = home.data.community.banners.edges.map(
      (edge: { node: { title: string } }) => edge.node.title,
    );
    // The winter fair ended yesterday; the other garden's banner is never here.
    expect(titles).toEqual(['Season 2 is coming', 'Fan art tea party']);
    expect(home.data.community.banners.edges[0].node).toMatchObject({
      imageUrl: '/images/pages/new-season-banner.svg',
      imageWidth: 1200,
      imageHeight: 400,
      href: '/lp/new-season',
    });

    // 61 days on, the new season banner (60 days) has ended too.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 61 * DAY));
    const later = await garden.call(BANNERS, { sectionId: 'home' }, { language: 'en' });
    expect(
      later.data.community.banners.edges.map(
        (edge: { node: { title: string } }) => edge.node.title,
      ),
    ).toEqual(['Fan art tea party']);
  });

  it('shows a scheduled banner only from its start, and pages through banners', async () => {
    const created = await garden.call(
      CREATE_BANNER,
      {
        input: {
          clientMutationId: id(),
          banner: bannerInput({
            sectionId: 'campaign',
            startsAt: new Date(Date.now() + DAY).toISOString(),
            endsAt: new Date(Date.now() + 3 * DAY).toISOString(),
          }),
        },
      },
      asOperator,
    );
    expect(created.data.createBanner.__typename).toBe('CreateBannerPayload');
    const now = await garden.call(BANNERS, { sectionId: 'campaign' });
    expect(now.data.community.banners.edges).toEqual([]);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(Date.now() + 2 * DAY));
    const tomorrow = await garden.call(BANNERS, { sectionId: 'campaign' });
    expect(tomorrow.data.community.banners.edges).toHaveLength(1);
    vi.setSystemTime(new Date(Date.now() + 2 * DAY));
    expect(
      (await garden.call(BANNERS, { sectionId: 'campaign' })).data.community.banners.edges,
    ).toEqual([]);
    vi.useRealTimers();

    const first = await garden.call(BANNERS, { first: 1 });
    expect(first.data.community.banners.pageInfo.hasNextPage).toBe(true);
    const second = await garden.call(BANNERS, {
      first: 1,
      after: first.data.community.banners.pageInfo.endCursor,
    });
    expect(second.data.community.banners.edges[0].node.id).not.toBe(
      first.data.community.banners.edges[0].node.id,
    );
    const tooMany = await garden.call(BANNERS, { first: 51 });
    expect(tooMany.errors?.[0].message).toBeTruthy();
  });

  it('lets operators create, update and delete pages', async () => {
    const summer = {
      clientMutationId: 'create-summer',
      kind: 'LANDING',
      slug: 'summer',
      content: content(),
    };
    const created = await garden.call(CREATE_PAGE, { input: summer }, asOperator);
    expect(created.data.createGardenPage).toMatchObject({
      __typename: 'CreateGardenPagePayload',
      page: { slug: 'summer', path: '/lp/summer', title: '夏の庭まつり', isPublished: true },
    });
    const pageId = created.data.createGardenPage.page.id;
    // A retry with the same clientMutationId replays: one page.
    const replay = await garden.call(CREATE_PAGE, { input: summer }, asOperator);
    expect(replay.data.createGardenPage.page.id).toBe(pageId);
    const fan = await garden.call(
      PAGES,
      { identifier: 'summer', pageName: 'x' },
      { language: 'en' },
    );
    expect(fan.data.community.landingPage.blocks).toEqual([
      expect.objectContaining({ kind: 'HEADING', text: 'Summer is here' }),
      expect.objectContaining({
        kind: 'BUTTON',
        text: 'Visit',
        href: 'https://example.com/summer',
      }),
    ]);

    // The same address as a free page is another page.
    const free = await garden.call(
      CREATE_PAGE,
      { input: { clientMutationId: id(), kind: 'FREE', slug: 'summer', content: content() } },
      asOperator,
    );
    expect(free.data.createGardenPage.page.path).toBe('/v/summer');

    const updated = await garden.call(
      UPDATE_PAGE,
      {
        input: {
          clientMutationId: id(),
          pageId,
          content: content({ titleJa: '秋の庭', publishStartsAt: null }),
        },
      },
      asOperator,
    );
    expect(updated.data.updateGardenPage).toMatchObject({
      page: { title: '秋の庭', isPublished: false },
    });
    // Now a draft: gone for fans.
    expect(
      (await garden.call(PAGES, { identifier: 'summer', pageName: 'x' })).data.community
        .landingPage,
    ).toBeNull();

    const deleted = await garden.call(
      DELETE_PAGE,
      { input: { clientMutationId: id(), pageId } },
      asOperator,
    );
    expect(deleted.data.deleteGardenPage).toEqual({
      __typename: 'DeleteGardenPagePayload',
      deletedPageId: pageId,
    });
    expect((await garden.call(NODE, { id: pageId }, asOperator)).data.node).toBeNull();
  });

  it('refuses pages with bad blocks or addresses, in both languages, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const attempt = async (
      slug: string,
      overrides: Record<string, unknown>,
      language: 'ja' | 'en' = 'en',
    ) =>
      (
        await garden.call(
          CREATE_PAGE,
          { input: { clientMutationId: id(), kind: 'LANDING', slug, content: content(overrides) } },
          { ...asOperator, language },
        )
      ).data.createGardenPage;

    const unknown = await attempt('bad', {
      blocksEn: blocks([
        { kind: 'heading', text: 'a' },
        { kind: 'html', html: '<b>' },
      ]),
    });
    expect(unknown).toMatchObject({
      __typename: 'InvalidPageBlocksError',
      field: 'blocksEn',
      blockIndex: 1,
      problem: 'UNKNOWN_KIND',
      message: 'Block 2 is of an unknown kind.',
    });
    const unknownJa = await attempt('bad', { blocksJa: blocks([{ kind: 'script' }]) }, 'ja');
    expect(unknownJa).toMatchObject({
      problem: 'UNKNOWN_KIND',
      field: 'blocksJa',
      message: '1 番目のブロックの種類が不明です。',
    });

    for (const href of [
      'javascript:alert(1)',
      'data:text/html,<script>',
      'http://example.com',
      '//evil.example',
      ' javascript:x',
      'JAVASCRIPT:alert(1)',
    ]) {
      const link = await attempt('bad', {
        blocksEn: blocks([{ kind: 'paragraph', spans: [{ text: 'x', href }] }]),
      });
      expect(link, href).toMatchObject({ problem: 'UNSAFE_URL', blockIndex: 0 });
    }
    const button = await attempt(
      'bad',
      { blocksJa: blocks([{ kind: 'button', label: 'x', href: 'javascript:void(0)' }]) },
      'ja',
    );
    expect(button).toMatchObject({
      problem: 'UNSAFE_URL',
      message: expect.stringContaining('https'),
    });
    const image = await attempt('bad', {
      blocksEn: blocks([
        { kind: 'image', src: 'data:image/svg+xml,<svg/>', alt: '', width: 1, height: 1 },
      ]),
    });
    expect(image).toMatchObject({ problem: 'UNSAFE_URL' });

    const many = await attempt('bad', {
      blocksEn: blocks(Array.from({ length: MAX_PAGE_BLOCKS + 1 }, () => ({ kind: 'divider' }))),
    });
    expect(many).toMatchObject({
      problem: 'TOO_MANY_BLOCKS',
      blockIndex: null,
      message: 'A page has at most 50 blocks.',
    });
    const long = await attempt('bad', {
      blocksEn: blocks([{ kind: 'callout', text: 'x'.repeat(2001) }]),
    });
    expect(long).toMatchObject({ problem: 'TEXT_TOO_LONG', blockIndex: 0 });
    expect(await attempt('bad', { blocksEn: '{"kind":"heading"}' })).toMatchObject({
      problem: 'MALFORMED',
    });
    expect(await attempt('bad', { blocksEn: 'not json' })).toMatchObject({ problem: 'MALFORMED' });
    expect(await attempt('bad', { blocksEn: blocks([{ kind: 'heading' }]) })).toMatchObject({
      problem: 'MISSING_FIELD',
    });
    expect(await attempt('Bad Slug', {})).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'slug',
    });
    expect(await attempt('bad', { imageUrl: 'https://evil.example/x.png' })).toMatchObject({
      field: 'imageUrl',
    });
    expect(await attempt('bad', { titleEn: ' ' })).toMatchObject({
      field: 'titleEn',
      reason: 'REQUIRED',
    });
    expect(
      await attempt('bad', {
        publishStartsAt: new Date().toISOString(),
        publishEndsAt: new Date(Date.now() - DAY).toISOString(),
      }),
    ).toMatchObject({ field: 'publishEndsAt' });
    expect(await attempt('new-season', {})).toMatchObject({ __typename: 'AddressTakenError' });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('refuses every operator mutation to members and visitors, writing nothing', async () => {
    const { page, banner } = await otherRowIds();
    const [demoPage] = await tenantScope(garden.database.db, 'demo').select(
      gardenPages,
      and(eq(gardenPages.slug, 'new-season'), eq(gardenPages.kind, 'LANDING')),
    );
    const demoPageId = toGlobalId('GardenPage', demoPage.id);
    const before = await tableCounts(garden.database.db);
    const calls: [string, string, Record<string, unknown>][] = [
      [CREATE_PAGE, 'createGardenPage', { kind: 'LANDING', slug: 'x', content: content() }],
      [UPDATE_PAGE, 'updateGardenPage', { pageId: demoPageId, content: content() }],
      [DELETE_PAGE, 'deleteGardenPage', { pageId: demoPageId }],
      [CREATE_BANNER, 'createBanner', { banner: bannerInput() }],
      [UPDATE_BANNER, 'updateBanner', { bannerId: banner, banner: bannerInput() }],
      [DELETE_BANNER, 'deleteBanner', { bannerId: banner }],
      [
        CREATE_LINK,
        'createShareLink',
        {
          urlId: 'x',
          titleJa: 'a',
          titleEn: 'a',
          descriptionJa: 'a',
          descriptionEn: 'a',
          targetPath: '/',
        },
      ],
    ];
    for (const [query, field, input] of calls) {
      const member = await garden.call(
        query,
        { input: { clientMutationId: id(), ...input } },
        { as: 'pages-member' },
      );
      expect(member.data[field].__typename, field).toBe('PermissionDeniedError');
      const visitor = await garden.call(query, { input: { clientMutationId: id(), ...input } });
      expect(visitor.data[field].__typename, field).toBe('ShouldBeLoggedInOrSignedUpError');
    }
    expect(page).toBeTruthy();
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('lets operators update and delete banners, refusing unsafe links and bad windows', async () => {
    const created = await garden.call(
      CREATE_BANNER,
      { input: { clientMutationId: id(), banner: bannerInput() } },
      asOperator,
    );
    const bannerId = created.data.createBanner.banner.id;
    const before = await tableCounts(garden.database.db);
    for (const [overrides, field] of [
      [{ href: 'javascript:alert(1)' }, 'href'],
      [{ imageUrl: 'data:image/png;base64,AAAA' }, 'imageUrl'],
      [{ imageWidth: 0 }, 'imageWidth'],
      [{ sectionId: '../home' }, 'sectionId'],
      [{ endsAt: new Date(Date.now() - 2 * DAY).toISOString() }, 'endsAt'],
      [{ altEn: '' }, 'altEn'],
    ] as const) {
      const result = await garden.call(
        UPDATE_BANNER,
        { input: { clientMutationId: id(), bannerId, banner: bannerInput(overrides) } },
        asOperator,
      );
      expect(result.data.updateBanner, field).toMatchObject({
        __typename: 'InvalidInputError',
        field,
      });
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
    const updated = await garden.call(
      UPDATE_BANNER,
      {
        input: {
          clientMutationId: id(),
          bannerId,
          banner: bannerInput({ titleEn: 'Autumn', href: 'https://example.com/a' }),
        },
      },
      { ...asOperator, language: 'en' },
    );
    expect(updated.data.updateBanner.banner).toEqual({
      title: 'Autumn',
      href: 'https://example.com/a',
    });
    const deleted = await garden.call(
      DELETE_BANNER,
      { input: { clientMutationId: id(), bannerId } },
      asOperator,
    );
    expect(deleted.data.deleteBanner.deletedBannerId).toBe(bannerId);
    expect((await garden.call(NODE, { id: bannerId }, asOperator)).data.node).toBeNull();
  });

  it('lets operators make share links to garden paths only, once per address', async () => {
    const input = {
      urlId: 'summer-art',
      titleJa: '夏のファンアート',
      titleEn: 'Summer fan art',
      descriptionJa: '夏の庭の絵。',
      descriptionEn: 'Pictures of the summer garden.',
      imageUrl: '/images/pages/tea-party-banner.svg',
      targetPath: '/messages',
    };
    const created = await garden.call(
      CREATE_LINK,
      { input: { clientMutationId: id(), ...input } },
      asOperator,
    );
    expect(created.data.createShareLink).toMatchObject({
      shareLink: { urlId: 'summer-art', title: '夏のファンアート', targetPath: '/messages' },
    });
    const taken = await garden.call(
      CREATE_LINK,
      { input: { clientMutationId: id(), ...input } },
      asOperator,
    );
    expect(taken.data.createShareLink.__typename).toBe('AddressTakenError');
    const outside = await garden.call(
      CREATE_LINK,
      {
        input: {
          clientMutationId: id(),
          ...input,
          urlId: 'out',
          targetPath: 'https://evil.example',
        },
      },
      asOperator,
    );
    expect(outside.data.createShareLink).toMatchObject({ field: 'targetPath' });
  });

  it('never reads or changes another garden’s page, banner or link', async () => {
    const ids = await otherRowIds();
    for (const as of [undefined, DEMO_OPERATOR_UID]) {
      for (const nodeId of Object.values(ids)) {
        expect((await garden.call(NODE, { id: nodeId }, { as })).data.node).toBeNull();
      }
    }
    // The same addresses in this garden are this garden's.
    const pages = await garden.call(
      PAGES,
      { identifier: 'new-season', pageName: 'about' },
      { language: 'en' },
    );
    expect(JSON.stringify(pages.data)).not.toContain('other garden');
    const link = await garden.call(SHARE, { urlId: 'tea-party' }, { language: 'en' });
    expect(link.data.community.shareLink.title).not.toContain('other garden');
    const all = await garden.call(BANNERS, { first: 50 }, { language: 'en' });
    expect(JSON.stringify(all.data)).not.toContain('other garden');

    const before = await tableCounts(garden.database.db);
    const update = await garden.call(
      UPDATE_PAGE,
      { input: { clientMutationId: id(), pageId: ids.page, content: content() } },
      asOperator,
    );
    expect(update.data.updateGardenPage.__typename).toBe('NotFoundError');
    const remove = await garden.call(
      DELETE_BANNER,
      { input: { clientMutationId: id(), bannerId: ids.banner } },
      asOperator,
    );
    expect(remove.data.deleteBanner.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    // The other garden's own fans see its page.
    const theirs = await garden.call(
      PAGES,
      { identifier: 'new-season', pageName: 'about' },
      { tenant: OTHER_TENANT_ID },
    );
    expect(theirs.data.community.landingPage.title).toBe('The other garden’s campaign');
  });
});
