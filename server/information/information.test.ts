// Information: articles (pinned first, by category, scheduled ones hidden everywhere), read
// marks and the unread count, favourites, the official schedule and its calendar files,
// the operators' mutations, and other gardens' ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { testBackends } from '../testing/testDatabase';
import { tableCounts } from '../testing/tableCounts';
import { createTestGarden, type TestGarden } from '../testing/testGarden';

const LIST = `query List($category: InformationCategory) { community { unreadInformationCount
  information(category: $category, first: 20) { edges { node { id title newsCategory isPinned viewerHasRead viewerHasFavorited paragraphs } } } } }`;
const NODE = `query Node($id: ID!) { node(id: $id) { __typename ... on InformationArticle { title } ... on OfficialSchedule { title } } }`;
const READ = `mutation Read($input: MarkInformationReadInput!) { markInformationRead(input: $input) {
  __typename ... on MarkInformationReadPayload { article { viewerHasRead } community { unreadInformationCount } } ... on Error { message } } }`;
const STAR = `mutation Star($input: SetInformationFavoriteInput!) { setInformationFavorite(input: $input) {
  __typename ... on SetInformationFavoritePayload { article { viewerHasFavorited } } ... on Error { message } } }`;
const FAVORITES = `{ viewer { favoriteInformation(first: 10) { edges { node { title } } } } }`;
const PUBLISH = `mutation Publish($input: PublishInformationArticleInput!) { publishInformationArticle(input: $input) {
  __typename ... on PublishInformationArticlePayload { article { id title paragraphs isPinned } } ... on Error { message } ... on InvalidInputError { field } } }`;
const SCHEDULES = `query Schedules($from: DateTime) { community { officialSchedules(from: $from, first: 10) {
  edges { node { id title startsAt endsAt place streamUrl calendarFileUrl } } } } }`;
const CREATE_SCHEDULE = `mutation Create($input: CreateOfficialScheduleInput!) { createOfficialSchedule(input: $input) {
  __typename ... on CreateOfficialSchedulePayload { officialSchedule { id title calendarFileUrl } } ... on Error { message } ... on InvalidInputError { field } } }`;

describe.each(testBackends)('information (%s)', (backend) => {
  let garden: TestGarden;
  beforeAll(async () => {
    garden = await createTestGarden(backend);
    await garden.join('reader', 'Reader');
  });
  afterAll(() => garden?.close());

  const articles = async (as?: string, category?: string) =>
    (await garden.call(LIST, { category }, { as, language: 'en' })).data.community;

  it('lists the published articles pinned first, in the request language, by category', async () => {
    const { information, unreadInformationCount } = await articles('reader');
    const nodes = information.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes[0]).toMatchObject({ isPinned: true, viewerHasRead: false });
    expect(nodes[0].title).toContain('official fan community');
    expect(nodes[0].paragraphs.length).toBe(3);
    expect(unreadInformationCount).toBe(nodes.length);
    const goods = await articles('reader', 'GOODS');
    expect(
      goods.information.edges.map(
        (edge: { node: { newsCategory: string } }) => edge.node.newsCategory,
      ),
    ).toEqual(['GOODS']);
    // A visitor reads everything and has nothing unread.
    const visitor = await articles();
    expect(visitor.unreadInformationCount).toBe(0);
    expect(visitor.information.edges[0].node.viewerHasRead).toBe(true);
  });

  it('marks an article read once and stars it into the favourite list', async () => {
    const { information, unreadInformationCount } = await articles('reader');
    const id = information.edges[1].node.id;
    const input = { clientMutationId: 'read-1', articleId: id };
    const [first, again] = await Promise.all([
      garden.call(READ, { input }, { as: 'reader' }),
      garden.call(READ, { input }, { as: 'reader' }),
    ]);
    for (const result of [first, again]) {
      expect(result.data.markInformationRead).toEqual({
        __typename: 'MarkInformationReadPayload',
        article: { viewerHasRead: true },
        community: { unreadInformationCount: unreadInformationCount - 1 },
      });
    }
    const star = await garden.call(
      STAR,
      { input: { clientMutationId: 'star-1', articleId: id, favorite: true } },
      { as: 'reader' },
    );
    expect(star.data.setInformationFavorite.article.viewerHasFavorited).toBe(true);
    const favorites = await garden.call(FAVORITES, {}, { as: 'reader', language: 'en' });
    expect(favorites.data.viewer.favoriteInformation.edges).toEqual([
      { node: { title: information.edges[1].node.title } },
    ]);
    await garden.call(
      STAR,
      { input: { clientMutationId: 'star-2', articleId: id, favorite: false } },
      { as: 'reader' },
    );
    const none = await garden.call(FAVORITES, {}, { as: 'reader' });
    expect(none.data.viewer.favoriteInformation.edges).toEqual([]);
    const visitor = await garden.call(READ, { input: { clientMutationId: 'v', articleId: id } });
    expect(visitor.data.markInformationRead.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
  });

  it('lets operators publish now or later; a scheduled article is hidden through every path', async () => {
    const input = {
      clientMutationId: 'publish-later',
      category: 'NEWS',
      titleJa: '予告',
      titleEn: 'Coming soon',
      bodyJa: '一段落目\n\n二段落目',
      bodyEn: 'First paragraph\n\nSecond paragraph',
      publishAt: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    };
    const published = await garden.call(
      PUBLISH,
      { input },
      { as: DEMO_OPERATOR_UID, language: 'en' },
    );
    const article = published.data.publishInformationArticle.article;
    expect(article.paragraphs).toEqual(['First paragraph', 'Second paragraph']);
    const titles = (await articles('reader')).information.edges.map(
      (edge: { node: { title: string } }) => edge.node.title,
    );
    expect(titles).not.toContain('Coming soon');
    expect((await garden.call(NODE, { id: article.id }, { as: 'reader' })).data.node).toBeNull();
    const read = await garden.call(
      READ,
      { input: { clientMutationId: 'early', articleId: article.id } },
      { as: 'reader' },
    );
    expect(read.data.markInformationRead.__typename).toBe('NotFoundError');
  });

  it('refuses articles to fans, and bad input, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const input = {
      clientMutationId: 'p-fan',
      category: 'NEWS',
      titleJa: 'x',
      titleEn: 'x',
      bodyJa: 'x',
      bodyEn: 'x',
    };
    const fan = await garden.call(PUBLISH, { input }, { as: 'reader' });
    expect(fan.data.publishInformationArticle.__typename).toBe('PermissionDeniedError');
    const blank = await garden.call(
      PUBLISH,
      { input: { ...input, clientMutationId: 'p-blank', bodyEn: ' ' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(blank.data.publishInformationArticle).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'bodyEn',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('lists upcoming official events soonest first, with a calendar file each', async () => {
    const { officialSchedules } = (await garden.call(SCHEDULES, {}, { language: 'en' })).data
      .community;
    const nodes = officialSchedules.edges.map((edge: { node: unknown }) => edge.node);
    expect(nodes.length).toBe(3);
    const starts = nodes.map((node: { startsAt: string }) => Date.parse(node.startsAt));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    const url = new URL(nodes[0].calendarFileUrl, 'http://garden.test');
    const response = await garden.server.yoga.fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/calendar');
    const file = await response.text();
    expect(file).toContain('BEGIN:VEVENT');
    expect(file).toContain(`SUMMARY:${nodes[0].title}`);
    expect(file).toContain(
      `DTSTART:${nodes[0].startsAt.replace(/[-:]/g, '').replace(/\.\d+/, '')}`,
    );
    // The other garden has no such event: the same id under its name is not found.
    const other = await garden.server.yoga.fetch(
      new URL(url.pathname.replace('/demo/', '/other/'), 'http://garden.test'),
    );
    expect(other.status).toBe(404);
    const past = await garden.call(SCHEDULES, { from: '2999-01-01T00:00:00.000Z' });
    expect(past.data.community.officialSchedules.edges).toEqual([]);
  });

  it('lets operators add events, checking their times and links', async () => {
    const input = {
      clientMutationId: 'event-1',
      titleJa: 'サイン会',
      titleEn: 'Signing event',
      descriptionJa: '整理券が必要です。',
      descriptionEn: 'A numbered ticket is required.',
      startsAt: '2030-05-01T03:00:00.000Z',
      endsAt: '2030-05-01T05:00:00.000Z',
      placeJa: '秋葉原',
      placeEn: 'Akihabara',
    };
    const created = await garden.call(
      CREATE_SCHEDULE,
      { input },
      { as: DEMO_OPERATOR_UID, language: 'ja' },
    );
    expect(created.data.createOfficialSchedule.officialSchedule.title).toBe('サイン会');
    const backwards = await garden.call(
      CREATE_SCHEDULE,
      { input: { ...input, clientMutationId: 'event-2', endsAt: input.startsAt } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(backwards.data.createOfficialSchedule).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'endsAt',
    });
    const http = await garden.call(
      CREATE_SCHEDULE,
      { input: { ...input, clientMutationId: 'event-3', streamUrl: 'http://insecure.example' } },
      { as: DEMO_OPERATOR_UID },
    );
    expect(http.data.createOfficialSchedule).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'streamUrl',
    });
    const fan = await garden.call(
      CREATE_SCHEDULE,
      { input: { ...input, clientMutationId: 'e4' } },
      { as: 'reader' },
    );
    expect(fan.data.createOfficialSchedule.__typename).toBe('PermissionDeniedError');
    const id = created.data.createOfficialSchedule.officialSchedule.id;
    expect((await garden.call(NODE, { id }, { tenant: 'other' })).data.node).toBeNull();
  });
});
