// The mock of the stories feature (server/stories): the demo garden's story
// (server/stories/demoStories.ts) with its chapters. The first is open; the one opening later
// is locked by its date; the rank and view-pass chapters are locked for every mock fan (the
// mock keeps no standings nor orders), with the server's StoryUnlockConditionError and never
// their parts. Operators' mutations are refused to members and visitors
// (tests/contract/stories.contract.ts).
import { DEMO_VIEW_PASS_ITEM, demoStories } from '../server/stories/demoStories';
import { openingTime } from '../server/stories/openingTime';
import type { StoryUnlockSeed } from '../server/stories/seedStories';
import type { StoryPartBody } from '../server/stories/tables';
import { demoSupporterRank } from '../server/supporterRank/demoSupporterRank';
import { errorMessage } from './errorMessages';
import {
  buildNotFoundError,
  buildPermissionDeniedError,
  edgeBuilders,
  mockCursor,
  mockDateTime,
  mockGlobalId,
  payloadBuilders,
  shouldSignUp,
} from './gardenBuilders';
import type { MockLocale } from './gardenContent';
import type { MockContext } from './mockContext';
import type { MockFeature } from './mockFeature';
import { buildStoreItem, mockStoreItems } from './storeBuilders';

const DAY_MINUTES = 24 * 60;
const story = demoStories.stories[0];
const chapters = story.chapters;
const ranks = demoSupporterRank.seasons[0].ranks;
const viewPassIndex =
  mockStoreItems.findIndex(({ item }) => item.name.ja === DEMO_VIEW_PASS_ITEM) + 1;

const pick = (text: { ja?: string; en?: string }, locale: MockLocale) =>
  text[locale] ?? text.en ?? '';
const typed = (typeName: string, fields: Record<string, unknown>) => ({
  __typename: typeName,
  ...fields,
});

function buildCondition(locale: MockLocale, unlock: StoryUnlockSeed) {
  const rank =
    unlock.kind === 'SUPPORTER_RANK' ? ranks.find((r) => r.key === unlock.rankKey) : null;
  return {
    kind: unlock.kind,
    opensAt: unlock.kind === 'PERIOD' ? mockDateTime(-unlock.opensInDays * DAY_MINUTES) : null,
    supporterRank: rank
      ? { key: rank.key, name: pick(rank.name, locale), threshold: rank.threshold, rewards: [] }
      : null,
    viewPassItem: unlock.kind === 'VIEW_PASS' ? buildStoreItem(locale, viewPassIndex) : null,
  };
}

function buildPart(
  locale: MockLocale,
  part: { title: Record<string, string>; body: StoryPartBody },
) {
  const title = pick(part.title, locale);
  if (part.body.kind === 'BOOK')
    return typed('StoryBookPart', {
      title,
      pages: part.body.pages.map((page) => ({
        text: pick(page.text, locale),
        imageUrl: page.imageUrl,
        imageAlt: pick(page.imageAlt, locale),
      })),
    });
  if (part.body.kind === 'VIDEO')
    return typed('StoryVideoPart', {
      title,
      videoUrl: part.body.videoUrl,
      posterUrl: part.body.posterUrl,
    });
  return typed('StoryExternalLinkPart', {
    title,
    url: part.body.url,
    description: pick(part.body.description, locale),
  });
}

/** Why a chapter is locked for the viewer, as the server says it; null when it is open. */
function lockOf(locale: MockLocale, unlock: StoryUnlockSeed | undefined, member: boolean) {
  if (!unlock || (unlock.kind === 'PERIOD' && unlock.opensInDays <= 0)) return null;
  const condition = buildCondition(locale, unlock);
  const message =
    unlock.kind === 'PERIOD'
      ? errorMessage(locale, 'errors.storyUnlock.PERIOD', {
          date: openingTime(new Date(condition.opensAt ?? 0), locale),
        })
      : unlock.kind === 'SUPPORTER_RANK'
        ? errorMessage(locale, 'errors.storyUnlock.SUPPORTER_RANK', {
            rank: condition.supporterRank?.name ?? '',
          })
        : errorMessage(locale, 'errors.storyUnlock.VIEW_PASS', {
            item: condition.viewPassItem?.name ?? '',
          });
  return typed('StoryUnlockConditionError', {
    message,
    unlockReason: unlock.kind,
    condition,
    requiresMember: unlock.kind !== 'PERIOD' && !member,
  });
}

export function buildStoryChapter(locale: MockLocale, index: number, member = false) {
  const position = (index - 1) % chapters.length;
  const chapter = chapters[position];
  const locked = lockOf(locale, chapter.unlock, member);
  return {
    id: mockGlobalId('StoryChapter', position + 1),
    chapterId: chapter.slug,
    number: position + 1,
    title: pick(chapter.title, locale),
    summary: pick(chapter.summary, locale),
    unlockCondition: chapter.unlock ? buildCondition(locale, chapter.unlock) : null,
    isUnlocked: locked === null,
    content:
      locked ??
      typed('StoryChapterContent', { parts: chapter.parts.map((part) => buildPart(locale, part)) }),
  };
}

export function buildStory(locale: MockLocale, index: number) {
  return {
    id: mockGlobalId('Story', index),
    storyId: story.slug,
    title: pick(story.title, locale),
    description: pick(story.description, locale),
    coverImageUrl: story.coverImageUrl ?? null,
    chapterCount: chapters.length,
  };
}

const page = <Node>(typeName: string, nodes: Node[], first: number | null | undefined) => {
  const size = first ?? 20;
  const edges = nodes
    .slice(0, size)
    .map((node, index) => ({ cursor: mockCursor(typeName, index), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage: nodes.length > size,
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
};

type Input = { input: Record<string, unknown> & { clientMutationId: string } };

const storiesResolvers: MockFeature['resolvers'] = (garden) => {
  const member = (context: MockContext) => garden.memberUserKey(context.viewerUid) !== null;
  const operatorRefusal = (context: MockContext) => {
    const key = garden.memberUserKey(context.viewerUid);
    if (!key) return shouldSignUp(context.language);
    return garden.store.get('User', key, 'role') === 'OPERATOR'
      ? null
      : typed('PermissionDeniedError', buildPermissionDeniedError(context.language));
  };
  const chaptersFor = (context: MockContext) =>
    chapters.map((_chapter, offset) =>
      buildStoryChapter(context.language, offset + 1, member(context)),
    );
  const storyFor = (context: MockContext) => ({ ...buildStory(context.language, 1) });
  const notFound = (context: MockContext) =>
    typed('NotFoundError', buildNotFoundError(context.language));
  const suffix = (context: MockContext) => (context.language === 'ja' ? 'Ja' : 'En');
  /** The mock chapter a global id names (1…), else null. */
  const chapterIndex = (id: unknown) => {
    const index = chapters.findIndex((_chapter, n) => mockGlobalId('StoryChapter', n + 1) === id);
    return index < 0 ? null : index + 1;
  };
  return {
    Community: {
      stories: (_community: unknown, { first }: { first?: number | null }, context: MockContext) =>
        page('Story', [storyFor(context)], first),
      story: (_community: unknown, { storyId }: { storyId: string }, context: MockContext) =>
        storyId === story.slug ? storyFor(context) : null,
    },
    Story: {
      chapters: (_story: unknown, { first }: { first?: number | null }, context: MockContext) =>
        page('StoryChapter', chaptersFor(context), first),
      chapter: (_story: unknown, { chapterId }: { chapterId: string }, context: MockContext) =>
        chaptersFor(context).find((chapter) => chapter.chapterId === chapterId) ?? null,
    },
    Mutation: {
      createStory: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        typed('CreateStoryPayload', {
          clientMutationId: input.clientMutationId,
          story: { ...storyFor(context), storyId: String(input.storyId) },
        }),
      createStoryChapter: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.storyId === mockGlobalId('Story', 1)
          ? typed('CreateStoryChapterPayload', {
              clientMutationId: input.clientMutationId,
              chapter: buildStoryChapter(context.language, 1, true),
            })
          : typed('NotFoundError', buildNotFoundError(context.language))),
      // The mock keeps its one story: edits answer as the server would, and change nothing.
      updateStory: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.id === mockGlobalId('Story', 1)
          ? typed('UpdateStoryPayload', {
              clientMutationId: input.clientMutationId,
              story: { ...storyFor(context), title: String(input[`title${suffix(context)}`]) },
            })
          : notFound(context)),
      deleteStory: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (input.id === mockGlobalId('Story', 1)
          ? typed('DeleteStoryPayload', {
              clientMutationId: input.clientMutationId,
              deletedStoryId: input.id,
            })
          : notFound(context)),
      updateStoryChapter: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (chapterIndex(input.id)
          ? typed('UpdateStoryChapterPayload', {
              clientMutationId: input.clientMutationId,
              chapter: {
                ...buildStoryChapter(context.language, chapterIndex(input.id)!, true),
                title: String(input[`title${suffix(context)}`]),
              },
            })
          : notFound(context)),
      deleteStoryChapter: (_root: unknown, { input }: Input, context: MockContext) =>
        operatorRefusal(context) ??
        (chapterIndex(input.id)
          ? typed('DeleteStoryChapterPayload', {
              clientMutationId: input.clientMutationId,
              deletedChapterId: input.id,
              story: storyFor(context),
            })
          : notFound(context)),
    },
  };
};

export const storiesMock: MockFeature = {
  builders: (locale) => ({
    Story: (index) => buildStory(locale, index),
    StoryChapter: (index) => buildStoryChapter(locale, index),
    StoryUnlockCondition: (index) =>
      buildCondition(
        locale,
        chapters[index % chapters.length].unlock ?? { kind: 'PERIOD', opensInDays: 10 },
      ),
    StoryUnlockConditionError: () => lockOf(locale, chapters[3].unlock, false),
    StoryBookPage: (index) => {
      const pages =
        chapters[0].parts[0].body.kind === 'BOOK' ? chapters[0].parts[0].body.pages : [];
      const bookPage = pages[(index - 1) % pages.length];
      return {
        text: pick(bookPage.text, locale),
        imageUrl: bookPage.imageUrl,
        imageAlt: pick(bookPage.imageAlt, locale),
      };
    },
    StoryBookPart: () => buildPart(locale, chapters[0].parts[0]),
    StoryVideoPart: () => buildPart(locale, chapters[0].parts[1]),
    StoryExternalLinkPart: () => buildPart(locale, chapters[0].parts[2]),
    ...payloadBuilders(
      'CreateStoryPayload',
      'CreateStoryChapterPayload',
      'UpdateStoryPayload',
      'DeleteStoryPayload',
      'UpdateStoryChapterPayload',
      'DeleteStoryChapterPayload',
    ),
    ...edgeBuilders({ StoryEdge: 'Story', StoryChapterEdge: 'StoryChapter' }),
  }),
  resolvers: storiesResolvers,
};
