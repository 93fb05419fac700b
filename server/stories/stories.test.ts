// Stories: a story's chapters in order with their unlock conditions; an open chapter's parts
// (book, video, link); a locked chapter answered with StoryUnlockConditionError (why and how,
// in ja and en) and never its parts — through the story, its chapters connection and node();
// the supporter-rank and view-pass conditions met by real standings and a real checkout; the
// operators' mutations (a member refused, inputs checked, one chapter per clientMutationId);
// and another garden's story never reached.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { TEST_CARDS } from '../store/payments/localProvider';
import { PAY_CHECKOUT, START_CHECKOUT, demoItemId, globalId } from '../store/storeTestDocuments';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const STORY = 'demon-prince-and-puppet';
const VIEW_PASS = 'View pass: The Puppet’s Dream';
const SECRET = 'In the dream Lila had no strings';
const OTHER_SECRET = 'a secret page of the other garden';

const CONTENT = `content {
  __typename
  ... on StoryChapterContent { parts { __typename
    ... on StoryBookPart { title pages { text imageUrl imageAlt } }
    ... on StoryVideoPart { title videoUrl posterUrl }
    ... on StoryExternalLinkPart { title url description } } }
  ... on StoryUnlockConditionError { message unlockReason requiresMember
    condition { kind opensAt supporterRank { key name } viewPassItem { id name } } }
}`;

const ONE = `query($story: String!, $chapter: String!) { community { story(storyId: $story) {
  id storyId title chapterCount
  chapters(first: 10) { edges { node { id chapterId number title isUnlocked unlockCondition { kind } ${CONTENT} } } pageInfo { hasNextPage } }
  chapter(chapterId: $chapter) { id chapterId number isUnlocked ${CONTENT} }
} } }`;

const NODE = `query($id: ID!) { node(id: $id) { __typename ... on StoryChapter { chapterId ${CONTENT} } } }`;

const CREATE_STORY = `mutation($input: CreateStoryInput!) { createStory(input: $input) {
  __typename ... on CreateStoryPayload { story { id storyId title chapterCount } }
  ... on InvalidInputError { field reason } ... on Error { message } } }`;

const CREATE_CHAPTER = `mutation($input: CreateStoryChapterInput!) { createStoryChapter(input: $input) {
  __typename ... on CreateStoryChapterPayload { chapter { id chapterId number unlockCondition { kind } isUnlocked } }
  ... on InvalidInputError { field reason } ... on Error { message } } }`;

type Chapter = {
  id: string;
  chapterId: string;
  number: number;
  isUnlocked: boolean;
  content: { __typename: string; parts?: { __typename: string }[]; unlockReason?: string };
};

describe.each(testBackends)('stories (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `s-${(counter += 1)}`;
  const read = async (chapter: string, as?: string, language: 'ja' | 'en' = 'en') => {
    const result = await garden.call(ONE, { story: STORY, chapter }, { as, language });
    expect(result.errors).toBeUndefined();
    return { story: result.data.community.story, raw: JSON.stringify(result) };
  };

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('lists the chapters in order with their conditions, and opens the first to a visitor', async () => {
    const { story } = await read('moonlit-pact');
    expect(story.storyId).toBe(STORY);
    expect(story.chapterCount).toBe(4);
    const chapters: (Chapter & { unlockCondition: { kind: string } | null })[] =
      story.chapters.edges.map((edge: { node: Chapter }) => edge.node);
    expect(
      chapters.map((chapter) => [chapter.number, chapter.unlockCondition?.kind ?? null]),
    ).toEqual([
      [1, null],
      [2, 'PERIOD'],
      [3, 'SUPPORTER_RANK'],
      [4, 'VIEW_PASS'],
    ]);
    expect(chapters.map((chapter) => chapter.isUnlocked)).toEqual([true, false, false, false]);
    expect(
      story.chapter.content.parts.map((part: { __typename: string }) => part.__typename),
    ).toEqual(['StoryBookPart', 'StoryVideoPart', 'StoryExternalLinkPart']);
    expect(story.chapter.content.parts[0].pages[0]).toMatchObject({
      imageUrl: '/images/garden/prince.svg',
    });
  });

  it('answers a locked chapter with why and how, in the request language, never its parts', async () => {
    const { story, raw } = await read('puppets-dream');
    expect(story.chapter.content).toMatchObject({
      __typename: 'StoryUnlockConditionError',
      unlockReason: 'VIEW_PASS',
      requiresMember: true,
      message: `This chapter needs “${VIEW_PASS}”. Buy it in the store to read it.`,
      condition: { kind: 'VIEW_PASS', viewPassItem: { name: VIEW_PASS } },
    });
    // Nowhere in the answer: not in the chapter, not in the story's chapters connection.
    expect(raw).not.toContain(SECRET);
    for (const edge of story.chapters.edges.slice(1))
      expect(edge.node.content.__typename).toBe('StoryUnlockConditionError');

    const period = (await read('rose-garden-tea', undefined, 'ja')).story.chapter.content;
    expect(period).toMatchObject({ unlockReason: 'PERIOD', requiresMember: false });
    expect(period.message).toMatch(
      /^この章は\d{4}年\d{1,2}月\d{1,2}日 \d{1,2}:\d{2}に公開されます。/,
    );
    expect(new Date(period.condition.opensAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('never sends a locked chapter’s parts through node(), whatever the fragment asks', async () => {
    const { story } = await read('puppets-dream');
    const result = await garden.call(NODE, { id: story.chapter.id }, { as: 'seed-fan-kuro' });
    expect(result.data.node).toMatchObject({
      __typename: 'StoryChapter',
      content: { __typename: 'StoryUnlockConditionError', requiresMember: false },
    });
    expect(JSON.stringify(result)).not.toContain(SECRET);
  });

  it('opens the rank chapter to supporters at or above the rank, and tells the others', async () => {
    const held = await read('silver-promise', 'seed-fan-hana');
    expect(held.story.chapter.isUnlocked).toBe(true);
    expect(held.story.chapter.content.__typename).toBe('StoryChapterContent');
    expect((await read('silver-promise', 'seed-fan-kuro')).story.chapter.isUnlocked).toBe(true);
    const below = await read('silver-promise', 'seed-fan-alex', 'ja');
    expect(below.story.chapter.content).toMatchObject({
      unlockReason: 'SUPPORTER_RANK',
      requiresMember: false,
      condition: { supporterRank: { key: 'silver', name: 'シルバー' } },
    });
    expect(below.story.chapter.content.message).toContain('サポーターランク「シルバー」以上');
    expect(below.raw).not.toContain('In place of the strings');
  });

  it('opens the view-pass chapter once the fan has bought the pass in the store', async () => {
    const fan = 'story-buyer';
    await garden.join(fan);
    expect((await read('puppets-dream', fan)).story.chapter.isUnlocked).toBe(false);
    const itemId = await demoItemId(garden, VIEW_PASS);
    const started = await garden.call(
      START_CHECKOUT,
      { input: { clientMutationId: cmid(), itemId: globalId('StoreItem', itemId), quantity: 1 } },
      { as: fan },
    );
    const sessionId = started.data.startCheckout.session.id;
    // A checkout not paid yet opens nothing.
    expect((await read('puppets-dream', fan)).story.chapter.isUnlocked).toBe(false);
    const paid = await garden.call(
      PAY_CHECKOUT,
      { input: { clientMutationId: cmid(), sessionId, method: 'CARD', card: TEST_CARDS.succeeds } },
      { as: fan },
    );
    expect(paid.data.payCheckout.session.status).toBe('COMPLETED');
    const { story, raw } = await read('puppets-dream', fan);
    expect(story.chapter.isUnlocked).toBe(true);
    expect(raw).toContain(SECRET);
    // Someone else's purchase opens nothing for this fan.
    expect((await read('puppets-dream', 'seed-fan-hana')).raw).not.toContain(SECRET);
  });

  it('never reads another garden’s story, nor its chapters by node id', async () => {
    const other = await garden.call(
      ONE,
      { story: STORY, chapter: 'moonlit-pact' },
      {
        tenant: OTHER_TENANT_ID,
        language: 'en',
      },
    );
    const otherChapterId = other.data.community.story.chapter.id;
    expect(other.data.community.story.title).toBe('The other garden’s story');
    expect(JSON.stringify(other)).not.toContain(OTHER_SECRET);
    const here = await garden.call(NODE, { id: otherChapterId }, { as: DEMO_OPERATOR_UID });
    expect(here.data.node).toBeNull();
    expect((await read('moonlit-pact')).raw).not.toContain('other garden');
  });

  describe('operators', () => {
    const story = (overrides: Record<string, unknown> = {}) => ({
      clientMutationId: cmid(),
      storyId: 'tea-party-tales',
      titleJa: 'お茶会の話',
      titleEn: 'Tea party tales',
      descriptionJa: '説明',
      descriptionEn: 'About it',
      coverImageUrl: '/images/garden/banner.svg',
      ...overrides,
    });
    const chapter = (storyId: string, overrides: Record<string, unknown> = {}) => ({
      clientMutationId: cmid(),
      storyId,
      chapterId: 'first-cup',
      titleJa: '最初の一杯',
      titleEn: 'The first cup',
      summaryJa: 'あらすじ',
      summaryEn: 'Summary',
      parts: [
        { kind: 'BOOK', titleJa: '本', titleEn: 'Book', pages: [{ textJa: '一', textEn: 'One' }] },
      ],
      ...overrides,
    });

    it('refuses a member and a visitor, writing nothing', async () => {
      const before = await tableCounts(garden.database.db);
      const member = await garden.call(CREATE_STORY, { input: story() }, { as: 'seed-fan-kuro' });
      expect(member.data.createStory.__typename).toBe('PermissionDeniedError');
      const visitor = await garden.call(CREATE_STORY, { input: story() });
      expect(visitor.data.createStory.__typename).toBe('ShouldBeLoggedInOrSignedUpError');
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });

    it('creates a story and chapters with each kind of condition, once per clientMutationId', async () => {
      const created = await garden.call(
        CREATE_STORY,
        { input: story() },
        { as: DEMO_OPERATOR_UID },
      );
      expect(created.data.createStory.__typename).toBe('CreateStoryPayload');
      const storyId = created.data.createStory.story.id;
      const input = chapter(storyId);
      const first = await garden.call(CREATE_CHAPTER, { input }, { as: DEMO_OPERATOR_UID });
      const again = await garden.call(CREATE_CHAPTER, { input }, { as: DEMO_OPERATOR_UID });
      expect(again.data).toEqual(first.data);
      expect(first.data.createStoryChapter.chapter).toMatchObject({ number: 1, isUnlocked: true });
      const passId = globalId('StoreItem', await demoItemId(garden, VIEW_PASS));
      for (const [slug, unlockCondition] of [
        ['later', { kind: 'PERIOD', opensAt: new Date(Date.now() + 86_400_000).toISOString() }],
        ['gold-only', { kind: 'SUPPORTER_RANK', supporterRankKey: 'gold' }],
        ['pass-only', { kind: 'VIEW_PASS', viewPassItemId: passId }],
      ] as const) {
        const result = await garden.call(
          CREATE_CHAPTER,
          { input: chapter(storyId, { chapterId: slug, unlockCondition }) },
          { as: DEMO_OPERATOR_UID },
        );
        expect(result.data.createStoryChapter.chapter).toMatchObject({
          unlockCondition: { kind: unlockCondition.kind },
          isUnlocked: false,
        });
      }
    });

    it('refuses bad inputs by field, writing nothing', async () => {
      const created = await garden.call(
        CREATE_STORY,
        { input: story({ storyId: 'bad-inputs' }) },
        { as: DEMO_OPERATOR_UID },
      );
      const storyId = created.data.createStory.story.id;
      const coinPack = globalId('StoreItem', await demoItemId(garden, '500 coins'));
      const before = await tableCounts(garden.database.db);
      const cases: [Record<string, unknown>, string][] = [
        [{ chapterId: 'A' }, 'chapterId'],
        [{ titleEn: '   ' }, 'titleEn'],
        [{ parts: [] }, 'parts'],
        [
          {
            parts: [{ kind: 'VIDEO', titleJa: 'v', titleEn: 'v', videoUrl: 'javascript:alert(1)' }],
          },
          'videoUrl',
        ],
        [
          { parts: [{ kind: 'EXTERNAL_LINK', titleJa: 'l', titleEn: 'l', url: 'http://x.test' }] },
          'url',
        ],
        [
          { unlockCondition: { kind: 'SUPPORTER_RANK', supporterRankKey: 'diamond' } },
          'supporterRankKey',
        ],
        [{ unlockCondition: { kind: 'VIEW_PASS', viewPassItemId: coinPack } }, 'viewPassItemId'],
        [{ unlockCondition: { kind: 'PERIOD' } }, 'opensAt'],
      ];
      for (const [overrides, field] of cases) {
        const result = await garden.call(
          CREATE_CHAPTER,
          { input: chapter(storyId, overrides) },
          { as: DEMO_OPERATOR_UID },
        );
        expect(result.data.createStoryChapter, field).toMatchObject({
          __typename: 'InvalidInputError',
          field,
        });
      }
      const missing = await garden.call(
        CREATE_CHAPTER,
        { input: chapter(globalId('Story', 999_999)) },
        { as: DEMO_OPERATOR_UID },
      );
      expect(missing.data.createStoryChapter.__typename).toBe('NotFoundError');
      expect(await tableCounts(garden.database.db)).toEqual(before);
    });
  });
});
