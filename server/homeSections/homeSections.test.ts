// Home sections: the demo garden's home screen in order with each kind's data (ja and en);
// members-only posts kept from visitors through a post section; the operators' mutations
// (create, update, move, delete) with every typed refusal writing nothing; members and
// visitors refused; and another garden's sections never read nor touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const HOME = `{ community { homeSections {
  __typename id position title
  ... on HomeBannerSection { style bannerSectionId banners { id title } }
  ... on HomeCasualGameSection { description imageUrl href }
  ... on HomeEventCarouselSection { events { id title } }
  ... on HomeNavigationSection { links { label href } }
  ... on HomePostSection { layout source topic { name } posts { id visibility } }
  ... on HomeTopicSection { topic { id name } }
  ... on HomeUserInformationSection { viewer { isSignedIn user { displayName } } }
} } }`;

const RESULT = `__typename ... on InvalidInputError { field reason } ... on Error { message }`;
const CREATE = `mutation($input: CreateHomeSectionInput!) { createHomeSection(input: $input) {
  ${RESULT} ... on CreateHomeSectionPayload { section { __typename id position title } } } }`;
const UPDATE = `mutation($input: UpdateHomeSectionInput!) { updateHomeSection(input: $input) {
  ${RESULT} ... on UpdateHomeSectionPayload { section { __typename id position title } } } }`;
const MOVE = `mutation($input: MoveHomeSectionInput!) { moveHomeSection(input: $input) {
  ${RESULT} ... on MoveHomeSectionPayload { sectionIds } } }`;
const DELETE = `mutation($input: DeleteHomeSectionInput!) { deleteHomeSection(input: $input) {
  ${RESULT} ... on DeleteHomeSectionPayload { deletedSectionId } } }`;
const TOPICS = `{ community { topics(first: 10) { edges { node { id name } } } } }`;

type Section = {
  __typename: string;
  id: string;
  position: number;
  title: string | null;
  [field: string]: unknown;
};

const navigation = {
  kind: 'NAVIGATION',
  titleJa: '新着',
  titleEn: 'New here',
  links: [{ labelJa: 'カード', labelEn: 'Cards', href: '/cards' }],
};

describe.each(testBackends)('home sections (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `h-${(counter += 1)}`;
  const home = async (options: { as?: string; language?: 'ja' | 'en'; tenant?: string } = {}) => {
    const result = await garden.call(HOME, {}, { language: 'en', ...options });
    expect(result.errors).toBeUndefined();
    return result.data.community.homeSections as Section[];
  };
  const asOperator = { as: DEMO_OPERATOR_UID, language: 'en' as const };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('builds the demo home from its sections, in order, with each kind’s data', async () => {
    const sections = await home();
    expect(sections.map((section) => section.__typename)).toEqual([
      'HomeUserInformationSection',
      'HomeBannerSection',
      'HomeNavigationSection',
      'HomePostSection',
      'HomeEventCarouselSection',
      'HomeCasualGameSection',
      'HomePostSection',
      'HomeTopicSection',
      'HomePostSection',
    ]);
    expect(sections.map((section) => section.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [user, banner, nav, official, events, game, , topic, fanArt] = sections;
    expect(user.viewer).toEqual({ isSignedIn: false, user: null });
    expect(banner).toMatchObject({ style: 'CAROUSEL', bannerSectionId: 'home' });
    expect((banner.banners as unknown[]).length).toBeGreaterThan(0);
    expect(nav.links).toContainEqual({ label: 'Missions', href: '/missions' });
    expect(official).toMatchObject({ layout: 'SPOTLIGHT', source: 'OFFICIAL', topic: null });
    expect((official.posts as unknown[]).length).toBeGreaterThan(0);
    expect((events.events as unknown[]).length).toBeGreaterThan(0);
    expect(game).toMatchObject({ title: 'Daily check-in', href: '/check-in' });
    expect(topic.topic).toMatchObject({ name: 'Episode 12 impressions' });
    expect(fanArt).toMatchObject({
      layout: 'TILE',
      source: 'TOPIC',
      topic: { name: 'Fan art talk' },
    });
    const ja = await home({ language: 'ja' });
    expect(ja[5]).toMatchObject({ title: '毎日ログインボーナス' });
    expect(ja[2].links).toContainEqual({ label: 'ミッション', href: '/missions' });
  });

  it('keeps members-only posts from visitors through every post section', async () => {
    const visibilities = (sections: Section[]) =>
      sections.flatMap((section) =>
        ((section.posts as { visibility: string }[] | undefined) ?? []).map((p) => p.visibility),
      );
    expect(visibilities(await home())).not.toContain('MEMBERS');
    expect(visibilities(await home())).toContain('PUBLIC');
    expect(visibilities(await home({ as: 'seed-fan-kuro' }))).toContain('MEMBERS');
    const [user] = await home({ as: 'seed-fan-kuro' });
    expect(user.viewer).toMatchObject({
      isSignedIn: true,
      user: { displayName: expect.any(String) },
    });
  });

  it('never shows another garden’s sections, nor lets its ids be changed here', async () => {
    const demo = JSON.stringify(await home());
    expect(demo).not.toContain('other garden');
    const other = await home({ tenant: OTHER_TENANT_ID });
    expect(other.map((section) => section.title)).toEqual(['The other garden’s game']);
    const before = await tableCounts(garden.database.db);
    const deleted = await garden.call(
      DELETE,
      { input: { clientMutationId: cmid(), sectionId: other[0].id } },
      asOperator,
    );
    expect(deleted.data.deleteHomeSection.__typename).toBe('NotFoundError');
    expect(await tableCounts(garden.database.db)).toEqual(before);
    expect(await home({ tenant: OTHER_TENANT_ID })).toHaveLength(1);
  });

  it('refuses visitors and fans who are not operators, writing nothing', async () => {
    const before = await tableCounts(garden.database.db);
    const [first] = await home();
    const calls = [
      [CREATE, 'createHomeSection', { clientMutationId: cmid(), section: navigation }],
      [
        UPDATE,
        'updateHomeSection',
        { clientMutationId: cmid(), sectionId: first.id, section: navigation },
      ],
      [MOVE, 'moveHomeSection', { clientMutationId: cmid(), sectionId: first.id, position: 3 }],
      [DELETE, 'deleteHomeSection', { clientMutationId: cmid(), sectionId: first.id }],
    ] as const;
    for (const [document, field, input] of calls) {
      const visitor = await garden.call(document, { input });
      expect(visitor.data[field].__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      for (const as of ['seed-fan-kuro', 'seed-official']) {
        const fan = await garden.call(document, { input }, { as });
        expect(fan.data[field].__typename).toBe('PermissionDeniedError');
      }
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it('adds a section where asked, once per clientMutationId, and shows it on the home', async () => {
    const input = { clientMutationId: cmid(), section: navigation, position: 1 };
    const created = await garden.call(CREATE, { input }, asOperator);
    expect(created.data.createHomeSection).toMatchObject({
      __typename: 'CreateHomeSectionPayload',
      section: { __typename: 'HomeNavigationSection', position: 1, title: 'New here' },
    });
    const again = await garden.call(CREATE, { input }, asOperator);
    expect(again.data.createHomeSection.section.id).toBe(created.data.createHomeSection.section.id);
    const sections = await home();
    expect(sections).toHaveLength(10);
    expect(sections[1]).toMatchObject({
      title: 'New here',
      links: [{ label: 'Cards', href: '/cards' }],
    });
    expect(sections.map((section) => section.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('changes, moves and removes a section, keeping positions dense', async () => {
    const topics = await garden.call(TOPICS);
    const topicId = topics.data.community.topics.edges[0].node.id;
    const [, added] = await home();
    const updated = await garden.call(
      UPDATE,
      {
        input: {
          clientMutationId: cmid(),
          sectionId: added.id,
          section: { kind: 'POSTS', postLayout: 'TILE', postSource: 'TOPIC', topicId, count: 2 },
        },
      },
      asOperator,
    );
    expect(updated.data.updateHomeSection).toMatchObject({
      __typename: 'UpdateHomeSectionPayload',
      section: { __typename: 'HomePostSection', title: null },
    });
    const moved = await garden.call(
      MOVE,
      { input: { clientMutationId: cmid(), sectionId: added.id, position: 99 } },
      asOperator,
    );
    expect(moved.data.moveHomeSection.sectionIds.at(-1)).toBe(added.id);
    const afterMove = await home();
    expect(afterMove.at(-1)).toMatchObject({ id: added.id, position: 9 });
    expect((afterMove.at(-1)!.posts as unknown[]).length).toBeLessThanOrEqual(2);
    const deleted = await garden.call(
      DELETE,
      { input: { clientMutationId: cmid(), sectionId: added.id } },
      asOperator,
    );
    expect(deleted.data.deleteHomeSection).toEqual({
      __typename: 'DeleteHomeSectionPayload',
      deletedSectionId: added.id,
    });
    const afterDelete = await home();
    expect(afterDelete.map((section) => section.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const gone = await garden.call(
      MOVE,
      { input: { clientMutationId: cmid(), sectionId: added.id, position: 0 } },
      asOperator,
    );
    expect(gone.data.moveHomeSection.__typename).toBe('NotFoundError');
  });

  it('hides a section outside its window', async () => {
    const created = await garden.call(
      CREATE,
      {
        input: {
          clientMutationId: cmid(),
          section: { ...navigation, startsAt: new Date(Date.now() + 86_400_000).toISOString() },
        },
      },
      asOperator,
    );
    const id = created.data.createHomeSection.section.id;
    expect((await home()).map((section) => section.id)).not.toContain(id);
    await garden.call(DELETE, { input: { clientMutationId: cmid(), sectionId: id } }, asOperator);
  });

  it.each([
    ['a field of another kind', { kind: 'TOPIC', count: 3 }, 'count', 'INVALID_FORMAT'],
    ['one title language only', { ...navigation, titleEn: null }, 'titleEn', 'REQUIRED'],
    ['a title too long', { ...navigation, titleJa: 'あ'.repeat(41) }, 'titleJa', 'TOO_LONG'],
    [
      'an end before the start',
      { ...navigation, startsAt: '2026-02-01T00:00:00Z', endsAt: '2026-01-01T00:00:00Z' },
      'endsAt',
      'INVALID_FORMAT',
    ],
    [
      'a banner section without a style',
      { kind: 'BANNER', bannerSectionId: 'home' },
      'bannerStyle',
      'REQUIRED',
    ],
    [
      'a malformed banner section',
      { kind: 'BANNER', bannerStyle: 'SLIDE', bannerSectionId: 'Home!' },
      'bannerSectionId',
      'INVALID_FORMAT',
    ],
    ['too many items', { kind: 'EVENT_CAROUSEL', count: 13 }, 'count', 'INVALID_FORMAT'],
    ['no links', { ...navigation, links: [] }, 'links', 'INVALID_FORMAT'],
    [
      'an unsafe link',
      { ...navigation, links: [{ labelJa: 'x', labelEn: 'x', href: 'javascript:alert(1)' }] },
      'href',
      'INVALID_FORMAT',
    ],
    [
      'a game without a link',
      { kind: 'CASUAL_GAME', descriptionJa: '遊ぶ', descriptionEn: 'Play' },
      'href',
      'REQUIRED',
    ],
    [
      'a game image off the site',
      {
        kind: 'CASUAL_GAME',
        descriptionJa: '遊ぶ',
        descriptionEn: 'Play',
        href: '/check-in',
        imageUrl: 'https://evil.test/a.png',
      },
      'imageUrl',
      'INVALID_FORMAT',
    ],
    ['posts without a layout', { kind: 'POSTS', postSource: 'TREND' }, 'postLayout', 'REQUIRED'],
    [
      'a topic source without a topic',
      { kind: 'POSTS', postLayout: 'TILE', postSource: 'TOPIC' },
      'topicId',
      'REQUIRED',
    ],
  ])(
    'refuses %s with a typed error in both languages, writing nothing',
    async (_name, section, field, reason) => {
      const before = await tableCounts(garden.database.db);
      for (const language of ['ja', 'en'] as const) {
        const input = { clientMutationId: cmid(), section };
        const result = await garden.call(CREATE, { input }, { as: DEMO_OPERATOR_UID, language });
        expect(result.data.createHomeSection).toMatchObject({
          __typename: 'InvalidInputError',
          field,
          reason,
        });
        const message: string = result.data.createHomeSection.message;
        expect(message).toMatch(language === 'ja' ? /[぀-ヿ一-鿿]/ : /^[\x20-\x7E–’]+$/);
      }
      expect(await tableCounts(garden.database.db)).toEqual(before);
    },
  );

  it('refuses a topic of another garden as not found', async () => {
    const other = await garden.call(TOPICS, {}, { tenant: OTHER_TENANT_ID });
    const edges = other.data.community.topics.edges as { node: { id: string } }[];
    const topicId = edges[0]?.node.id ?? 'VG9waWM6OTk5OTk5';
    const result = await garden.call(
      CREATE,
      { input: { clientMutationId: cmid(), section: { kind: 'TOPIC', topicId } } },
      asOperator,
    );
    expect(result.data.createHomeSection.__typename).toBe('NotFoundError');
  });
});
