import { fireEvent, screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { createMockEnvironment } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { buildStory, buildStoryChapter } from '../../../mocks/stories';
import { renderWithRelay } from '../../../tests/relay';
import StoryChapterPageQueryNode, {
  type StoryChapterPageQuery,
} from '../../__generated__/StoryChapterPageQuery.graphql';
import { StoryChapterView } from './StoryChapterPage';

/** The chapter page with the mock's `index`-th demo chapter (1: open, 4: view pass). */
async function renderChapter(locale: 'ja' | 'en', index: number) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<StoryChapterPageQuery>(environment, StoryChapterPageQueryNode, {
    storyId: 'demon-prince-and-puppet',
    chapterId: 'any',
  });
  const rendered = renderWithRelay(<StoryChapterView queryRef={queryRef} />, {
    environment,
    locale,
  });
  const chapter = buildStoryChapter(locale, index);
  const content = chapter.content as Record<string, unknown> & {
    parts?: { pages?: object[] }[];
    condition?: { viewPassItem: object | null };
  };
  const parts = content.parts ?? [];
  const pages = parts[0]?.pages ?? [];
  let part = 0;
  let page = 0;
  await rendered.resolveMostRecentOperation({
    Story: () => buildStory(locale, 1),
    StoryChapter: () => chapter,
    // List items in their order (the generator asks for each in turn).
    StoryPart: () => parts[part++ % parts.length],
    StoryBookPage: () => pages[page++ % pages.length],
    StoryChapterContentResult: () => content,
    StoryUnlockConditionError: () => content,
    StoryUnlockCondition: () => content.condition,
    StoreItem: () => content.condition?.viewPassItem,
  });
  return rendered;
}

describe('story chapter page', () => {
  it('turns the book’s pages with the buttons, the arrow keys and swipes', async () => {
    const page = await renderChapter('ja', 1);
    expect(screen.getByRole('heading', { level: 1, name: '第1章 月下の契約' })).toBeVisible();
    const book = screen.getByTestId('book-page');
    const position = screen.getByTestId('book-position');
    expect(book).toHaveTextContent('魔王子ルシアンは糸の切れた人形を見つけました');
    expect(within(book).getByRole('img', { name: '月明かりの中の魔王子' })).toBeVisible();
    expect(screen.getByRole('button', { name: '前のページ' })).toBeDisabled();
    await page.user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(position).toHaveTextContent('2 / 3ページ');

    book.focus();
    await page.user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('3 / 3ページ');
    expect(book).toHaveTextContent('今日からおまえはリラだ');
    expect(screen.getByRole('button', { name: '次のページ' })).toBeDisabled();
    await page.user.keyboard('{ArrowRight}');
    expect(position).toHaveTextContent('3 / 3ページ');
    await page.user.keyboard('{Home}');
    expect(position).toHaveTextContent('1 / 3ページ');

    // A swipe to the left turns to the next page; a mostly vertical one scrolls instead.
    fireEvent.touchStart(book, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(book, { changedTouches: [{ clientX: 200, clientY: 110 }] });
    expect(position).toHaveTextContent('2 / 3ページ');
    fireEvent.touchStart(book, { touches: [{ clientX: 300, clientY: 100 }] });
    fireEvent.touchEnd(book, { changedTouches: [{ clientX: 250, clientY: 300 }] });
    expect(position).toHaveTextContent('2 / 3ページ');
    fireEvent.touchStart(book, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchEnd(book, { changedTouches: [{ clientX: 220, clientY: 100 }] });
    expect(position).toHaveTextContent('1 / 3ページ');
  });

  it('plays the video in the page and opens links in a new tab', async () => {
    await renderChapter('en', 1);
    const video = screen.getByTestId('story-video').querySelector('video');
    expect(video).toHaveAttribute(
      'src',
      'https://media.garden.test/stories/moonlit-pact-reading.mp4',
    );
    expect(video).toHaveAttribute('controls');
    const link = screen.getByRole('link', { name: /Open the page/ });
    expect(link).toHaveAttribute('href', 'https://studio.garden.test/demon-prince/gallery');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a locked chapter’s reason and the way to its view pass, and no parts', async () => {
    await renderChapter('en', 4);
    const locked = screen.getByTestId('locked-chapter');
    expect(within(locked).getByRole('status')).toHaveTextContent(
      'This chapter needs “View pass: The Puppet’s Dream”. Buy it in the store to read it.',
    );
    expect(
      within(locked).getByRole('link', {
        name: 'See “View pass: The Puppet’s Dream” in the store',
      }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/store\/items\//));
    expect(within(locked).getByRole('button', { name: 'Join and sign in' })).toBeVisible();
    expect(screen.queryByTestId('book-page')).toBeNull();
  });
});
