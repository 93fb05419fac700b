// Operators' story edits: a story's texts and a chapter's texts, condition and parts change in
// place (addresses stay); a deleted chapter's followers move up a place; a deleted story takes
// its chapters and parts along, through every path; retries replay; members, visitors and
// another garden's ids are refused, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OPERATOR_UID } from '../db/demoTenant';
import { globalId } from '../store/storeTestDocuments';
import { tableCounts } from '../testing/tableCounts';
import { testBackends } from '../testing/testDatabase';
import { createTestGarden, OTHER_TENANT_ID, type TestGarden } from '../testing/testGarden';

const CREATE_STORY = `mutation($input: CreateStoryInput!) { createStory(input: $input) {
  __typename ... on CreateStoryPayload { story { id storyId } } } }`;
const CREATE_CHAPTER = `mutation($input: CreateStoryChapterInput!) { createStoryChapter(input: $input) {
  __typename ... on CreateStoryChapterPayload { chapter { id chapterId number } } } }`;
const UPDATE_STORY = `mutation($input: UpdateStoryInput!) { updateStory(input: $input) {
  __typename ... on UpdateStoryPayload { story { id storyId title description coverImageUrl } }
  ... on InvalidInputError { field } ... on Error { message } } }`;
const DELETE_STORY = `mutation($input: DeleteStoryInput!) { deleteStory(input: $input) {
  __typename ... on DeleteStoryPayload { deletedStoryId } ... on Error { message } } }`;
const UPDATE_CHAPTER = `mutation($input: UpdateStoryChapterInput!) { updateStoryChapter(input: $input) {
  __typename ... on UpdateStoryChapterPayload { chapter { id chapterId number title summary
    isUnlocked unlockCondition { kind }
    content { __typename ... on StoryChapterContent { parts { __typename
      ... on StoryExternalLinkPart { title url } } } } } }
  ... on InvalidInputError { field } ... on Error { message } } }`;
const DELETE_CHAPTER = `mutation($input: DeleteStoryChapterInput!) { deleteStoryChapter(input: $input) {
  __typename ... on DeleteStoryChapterPayload { deletedChapterId story { chapterCount
    chapters(first: 10) { edges { node { chapterId number } } } } }
  ... on Error { message } } }`;
const STORY = `query($story: String!) { community { story(storyId: $story) { id title } } }`;
const NODE = `query($id: ID!) { node(id: $id) { __typename } }`;

describe.each(testBackends)('story edits (%s)', (backend) => {
  let garden: TestGarden;
  let counter = 0;
  const cmid = () => `edit-${(counter += 1)}`;
  const asOperator = { as: DEMO_OPERATOR_UID, language: 'en' as const };
  const storyTexts = {
    titleJa: '冬の話',
    titleEn: 'Winter tales',
    descriptionJa: '雪の夜の短いお話。',
    descriptionEn: 'Short tales of snowy nights.',
  };
  const bookPart = {
    kind: 'BOOK',
    titleJa: '本',
    titleEn: 'Book',
    pages: [{ textJa: '雪', textEn: 'Snow' }],
  };

  /** A story of three chapters (first, second, third); its and their global ids. */
  async function storyWithChapters(slug: string) {
    const created = await garden.call(
      CREATE_STORY,
      { input: { clientMutationId: cmid(), storyId: slug, ...storyTexts } },
      asOperator,
    );
    const id: string = created.data.createStory.story.id;
    const chapters: string[] = [];
    for (const chapterId of ['first', 'second', 'third']) {
      const result = await garden.call(
        CREATE_CHAPTER,
        {
          input: {
            clientMutationId: cmid(),
            storyId: id,
            chapterId,
            titleJa: chapterId,
            titleEn: chapterId,
            summaryJa: 'あらすじ',
            summaryEn: 'Summary',
            parts: [bookPart],
          },
        },
        asOperator,
      );
      chapters.push(result.data.createStoryChapter.chapter.id);
    }
    return { id, chapters };
  }

  beforeAll(async () => {
    garden = await createTestGarden(backend);
  });
  afterAll(() => garden?.close());

  it('edits a story in place; its address stays; a bad title is refused by field', async () => {
    const { id } = await storyWithChapters('winter-tales');
    const input = {
      clientMutationId: cmid(),
      id,
      ...storyTexts,
      titleEn: 'Winter tales, revised',
      coverImageUrl: '/images/garden/banner.svg',
    };
    const edited = await garden.call(UPDATE_STORY, { input }, asOperator);
    expect(edited.data.updateStory).toEqual({
      __typename: 'UpdateStoryPayload',
      story: {
        id,
        storyId: 'winter-tales',
        title: 'Winter tales, revised',
        description: 'Short tales of snowy nights.',
        coverImageUrl: '/images/garden/banner.svg',
      },
    });
    expect((await garden.call(UPDATE_STORY, { input }, asOperator)).data).toEqual(edited.data);
    const read = await garden.call(STORY, { story: 'winter-tales' }, { language: 'en' });
    expect(read.data.community.story.title).toBe('Winter tales, revised');

    const before = await tableCounts(garden.database.db);
    const bad = await garden.call(
      UPDATE_STORY,
      { input: { ...input, clientMutationId: cmid(), titleJa: '  ' } },
      asOperator,
    );
    expect(bad.data.updateStory).toMatchObject({
      __typename: 'InvalidInputError',
      field: 'titleJa',
    });
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });

  it("replaces a chapter's parts and condition in one go", async () => {
    const { chapters } = await storyWithChapters('autumn-tales');
    const locked = await garden.call(
      UPDATE_CHAPTER,
      {
        input: {
          clientMutationId: cmid(),
          id: chapters[1],
          titleJa: '二番目',
          titleEn: 'The second, revised',
          summaryJa: 'あらすじ',
          summaryEn: 'Summary',
          unlockCondition: { kind: 'PERIOD', opensAt: new Date(Date.now() + 86_400_000) },
          parts: [
            {
              kind: 'EXTERNAL_LINK',
              titleJa: 'リンク',
              titleEn: 'Link',
              url: 'https://example.com/special',
            },
          ],
        },
      },
      asOperator,
    );
    expect(locked.data.updateStoryChapter.chapter).toMatchObject({
      chapterId: 'second',
      number: 2,
      title: 'The second, revised',
      isUnlocked: false,
      unlockCondition: { kind: 'PERIOD' },
      content: { __typename: 'StoryUnlockConditionError' },
    });
    const opened = await garden.call(
      UPDATE_CHAPTER,
      {
        input: {
          clientMutationId: cmid(),
          id: chapters[1],
          titleJa: '二番目',
          titleEn: 'The second, revised',
          summaryJa: 'あらすじ',
          summaryEn: 'Summary',
          unlockCondition: null,
          parts: [
            {
              kind: 'EXTERNAL_LINK',
              titleJa: 'リンク',
              titleEn: 'Link',
              url: 'https://example.com/special',
            },
          ],
        },
      },
      asOperator,
    );
    expect(opened.data.updateStoryChapter.chapter).toMatchObject({
      isUnlocked: true,
      unlockCondition: null,
      content: {
        __typename: 'StoryChapterContent',
        parts: [
          {
            __typename: 'StoryExternalLinkPart',
            title: 'Link',
            url: 'https://example.com/special',
          },
        ],
      },
    });
  });

  it('deletes a chapter (the later ones move up) and then the story with everything in it', async () => {
    const { id, chapters } = await storyWithChapters('spring-tales');
    const input = { clientMutationId: cmid(), id: chapters[0] };
    const deleted = await garden.call(DELETE_CHAPTER, { input }, asOperator);
    expect(deleted.data.deleteStoryChapter).toEqual({
      __typename: 'DeleteStoryChapterPayload',
      deletedChapterId: chapters[0],
      story: {
        chapterCount: 2,
        chapters: {
          edges: [
            { node: { chapterId: 'second', number: 1 } },
            { node: { chapterId: 'third', number: 2 } },
          ],
        },
      },
    });
    // A retry replays the first answer; the chapter is not found by a new request.
    expect((await garden.call(DELETE_CHAPTER, { input }, asOperator)).data).toEqual(deleted.data);
    const again = await garden.call(
      DELETE_CHAPTER,
      { input: { clientMutationId: cmid(), id: chapters[0] } },
      asOperator,
    );
    expect(again.data.deleteStoryChapter.__typename).toBe('NotFoundError');

    const gone = await garden.call(
      DELETE_STORY,
      { input: { clientMutationId: cmid(), id } },
      asOperator,
    );
    expect(gone.data.deleteStory).toEqual({ __typename: 'DeleteStoryPayload', deletedStoryId: id });
    expect((await garden.call(STORY, { story: 'spring-tales' })).data.community.story).toBeNull();
    for (const nodeId of [id, ...chapters])
      expect((await garden.call(NODE, { id: nodeId }, asOperator)).data.node).toBeNull();
  });

  it("refuses members, visitors and another garden's story, writing nothing", async () => {
    const { id, chapters } = await storyWithChapters('summer-tales');
    const before = await tableCounts(garden.database.db);
    const deleteStory = (as?: string, tenant?: string) =>
      garden.call(DELETE_STORY, { input: { clientMutationId: cmid(), id } }, { as, tenant });
    expect((await deleteStory('seed-fan-kuro')).data.deleteStory.__typename).toBe(
      'PermissionDeniedError',
    );
    expect((await deleteStory()).data.deleteStory.__typename).toBe(
      'ShouldBeLoggedInOrSignedUpError',
    );
    const member = await garden.call(
      DELETE_CHAPTER,
      { input: { clientMutationId: cmid(), id: chapters[0] } },
      { as: 'seed-fan-kuro' },
    );
    expect(member.data.deleteStoryChapter.__typename).toBe('PermissionDeniedError');
    // The other garden's story, by its own id: not found here.
    const other = await garden.call(
      STORY,
      { story: 'demon-prince-and-puppet' },
      {
        tenant: OTHER_TENANT_ID,
      },
    );
    const otherId: string = other.data.community.story.id;
    for (const [query, field, input] of [
      [DELETE_STORY, 'deleteStory', { id: otherId }],
      [UPDATE_STORY, 'updateStory', { id: otherId, ...storyTexts }],
      [DELETE_CHAPTER, 'deleteStoryChapter', { id: globalId('StoryChapter', 999_999) }],
    ] as const) {
      const result = await garden.call(
        query,
        { input: { clientMutationId: cmid(), ...input } },
        asOperator,
      );
      expect(result.data[field].__typename, field).toBe('NotFoundError');
    }
    expect(await tableCounts(garden.database.db)).toEqual(before);
  });
});
