// Checking an operator's story and chapter input: texts cleaned and within their lengths,
// addresses and media URLs well-formed, parts of a known shape. A refusal names the field.
import type {
  CreateStoryChapterInput,
  CreateStoryInput,
  StoryPartInput,
} from '../__generated__/resolvers-types';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import type { Translate } from '../graphql/translate';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import {
  MAX_BOOK_PAGES,
  MAX_PAGE_TEXT_LENGTH,
  MAX_PARTS,
  MAX_SUMMARY_LENGTH,
  MAX_TITLE_LENGTH,
  MEDIA_URL,
  STORY_SLUG,
} from './storyRules';
import type { StoryPartBody } from './tables';

type Checked<T> = T | InvalidInputResult;
const refused = (value: unknown): value is InvalidInputResult =>
  typeof value === 'object' && value !== null && '__typename' in value;

/** Both languages of a text, cleaned; `optional` lets them be empty. */
function localizedText(
  t: Translate,
  field: string,
  ja: string,
  en: string,
  max: number,
  optional = false,
): Checked<LocalizedText> {
  const text = { ja: cleanText(ja, 'body'), en: cleanText(en, 'body') };
  for (const [language, value] of Object.entries(text)) {
    if (optional && value === '') continue;
    const error = checkTextLength(t, `${field}${language === 'ja' ? 'Ja' : 'En'}`, value, max);
    if (error) return error;
  }
  return text;
}

function mediaUrl(
  t: Translate,
  field: string,
  url: string | null | undefined,
): Checked<string | null> {
  if (url == null || url === '') return null;
  return MEDIA_URL.test(url) ? url : invalidInput(t, field, 'INVALID_FORMAT');
}

export function checkStory(t: Translate, input: CreateStoryInput) {
  if (!STORY_SLUG.test(input.storyId)) return invalidInput(t, 'storyId', 'INVALID_FORMAT');
  const title = localizedText(t, 'title', input.titleJa, input.titleEn, MAX_TITLE_LENGTH);
  if (refused(title)) return title;
  const description = localizedText(
    t,
    'description',
    input.descriptionJa,
    input.descriptionEn,
    MAX_SUMMARY_LENGTH,
  );
  if (refused(description)) return description;
  const coverImageUrl = mediaUrl(t, 'coverImageUrl', input.coverImageUrl);
  if (refused(coverImageUrl)) return coverImageUrl;
  return { slug: input.storyId, title, description, coverImageUrl };
}

function checkPart(t: Translate, part: StoryPartInput) {
  const title = localizedText(t, 'partTitle', part.titleJa, part.titleEn, MAX_TITLE_LENGTH);
  if (refused(title)) return title;
  let body: StoryPartBody;
  if (part.kind === 'BOOK') {
    const pages = part.pages ?? [];
    if (pages.length === 0 || pages.length > MAX_BOOK_PAGES)
      return invalidInput(t, 'pages', 'INVALID_FORMAT', MAX_BOOK_PAGES);
    const checked = [];
    for (const page of pages) {
      const text = localizedText(
        t,
        'pageText',
        page.textJa,
        page.textEn,
        MAX_PAGE_TEXT_LENGTH,
        true,
      );
      if (refused(text)) return text;
      const imageUrl = mediaUrl(t, 'imageUrl', page.imageUrl);
      if (refused(imageUrl)) return imageUrl;
      if (!text.ja && !text.en && !imageUrl) return invalidInput(t, 'pages', 'REQUIRED');
      const imageAlt = localizedText(
        t,
        'imageAlt',
        page.imageAltJa ?? '',
        page.imageAltEn ?? '',
        MAX_TITLE_LENGTH,
        true,
      );
      if (refused(imageAlt)) return imageAlt;
      checked.push({ text, imageUrl, imageAlt });
    }
    body = { kind: 'BOOK', pages: checked };
  } else if (part.kind === 'VIDEO') {
    const videoUrl = mediaUrl(t, 'videoUrl', part.videoUrl);
    if (refused(videoUrl)) return videoUrl;
    if (!videoUrl) return invalidInput(t, 'videoUrl', 'REQUIRED');
    const posterUrl = mediaUrl(t, 'posterUrl', part.posterUrl);
    if (refused(posterUrl)) return posterUrl;
    body = { kind: 'VIDEO', videoUrl, posterUrl };
  } else {
    if (!part.url || !/^https:\/\/[^\s<>"']{1,2000}$/.test(part.url))
      return invalidInput(t, 'url', part.url ? 'INVALID_FORMAT' : 'REQUIRED');
    const description = localizedText(
      t,
      'description',
      part.descriptionJa ?? '',
      part.descriptionEn ?? '',
      MAX_SUMMARY_LENGTH,
      true,
    );
    if (refused(description)) return description;
    body = { kind: 'EXTERNAL_LINK', url: part.url, description };
  }
  return { kind: part.kind, title, body };
}

/** The chapter's own fields and parts; the unlock condition is checked against the garden. */
export function checkChapter(t: Translate, input: CreateStoryChapterInput) {
  if (!STORY_SLUG.test(input.chapterId)) return invalidInput(t, 'chapterId', 'INVALID_FORMAT');
  const title = localizedText(t, 'title', input.titleJa, input.titleEn, MAX_TITLE_LENGTH);
  if (refused(title)) return title;
  const summary = localizedText(t, 'summary', input.summaryJa, input.summaryEn, MAX_SUMMARY_LENGTH);
  if (refused(summary)) return summary;
  if (input.parts.length === 0 || input.parts.length > MAX_PARTS)
    return invalidInput(t, 'parts', 'INVALID_FORMAT', MAX_PARTS);
  const parts = [];
  for (const part of input.parts) {
    const checked = checkPart(t, part);
    if (refused(checked)) return checked;
    parts.push(checked);
  }
  return { slug: input.chapterId, title, summary, parts };
}
