// Checking an operator's playlist and video input: texts cleaned and within their lengths,
// addresses, images and sources well-formed. A refusal names the field. Updates check only
// the fields they were given.
import type {
  AddVideoInput,
  CreatePlaylistInput,
  UpdatePlaylistInput,
  UpdateVideoInput,
} from '../__generated__/resolvers-types';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import type { Translate } from '../graphql/translate';
import { invalidInput, type InvalidInputResult } from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import { isClipSource } from './clips';
import {
  EXTERNAL_SOURCE,
  IMAGE_URL,
  MAX_DESCRIPTION_LENGTH,
  MAX_DURATION_SECONDS,
  MAX_TITLE_LENGTH,
  PLAYER_SLUG,
} from './playerRules';
import type { PlaylistRow, VideoRow } from './tables';
import { isUploadSource } from './videoUploads';

type Checked<T> = T | InvalidInputResult;
export const refused = (value: unknown): value is InvalidInputResult =>
  typeof value === 'object' && value !== null && '__typename' in value;

/** Both languages of a text, cleaned; an absent language keeps `current`'s. */
function localizedText(
  t: Translate,
  field: string,
  ja: string | null | undefined,
  en: string | null | undefined,
  max: number,
  current?: LocalizedText,
): Checked<LocalizedText> {
  const text = {
    ja: ja == null ? (current?.ja ?? '') : cleanText(ja, 'body'),
    en: en == null ? (current?.en ?? '') : cleanText(en, 'body'),
  };
  for (const [language, value] of Object.entries(text)) {
    const error = checkTextLength(t, `${field}${language === 'ja' ? 'Ja' : 'En'}`, value, max);
    if (error) return error;
  }
  return text;
}

/** An image address; '' or null removes it, undefined keeps `current`. */
function imageUrl(
  t: Translate,
  field: string,
  url: string | null | undefined,
  current: string | null = null,
): Checked<string | null> {
  if (url === undefined) return current;
  if (url === null || url === '') return null;
  return IMAGE_URL.test(url) ? url : invalidInput(t, field, 'INVALID_FORMAT');
}

function source(t: Translate, value: string): Checked<string> {
  return isClipSource(value) || isUploadSource(value) || EXTERNAL_SOURCE.test(value)
    ? value
    : invalidInput(t, 'source', 'INVALID_FORMAT');
}

function duration(t: Translate, seconds: number): Checked<number> {
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= MAX_DURATION_SECONDS
    ? seconds
    : invalidInput(t, 'durationSeconds', 'INVALID_FORMAT', MAX_DURATION_SECONDS);
}

export function checkPlaylist(
  t: Translate,
  input: CreatePlaylistInput | UpdatePlaylistInput,
  current?: PlaylistRow,
) {
  const title = localizedText(
    t,
    'title',
    input.titleJa,
    input.titleEn,
    MAX_TITLE_LENGTH,
    current?.title,
  );
  if (refused(title)) return title;
  const description = localizedText(
    t,
    'description',
    input.descriptionJa,
    input.descriptionEn,
    MAX_DESCRIPTION_LENGTH,
    current?.description,
  );
  if (refused(description)) return description;
  const coverImageUrl = imageUrl(t, 'coverImageUrl', input.coverImageUrl, current?.coverImageUrl);
  if (refused(coverImageUrl)) return coverImageUrl;
  return { title, description, coverImageUrl };
}

export function checkNewPlaylist(t: Translate, input: CreatePlaylistInput) {
  if (!PLAYER_SLUG.test(input.playlistId)) return invalidInput(t, 'playlistId', 'INVALID_FORMAT');
  const checked = checkPlaylist(t, input);
  return refused(checked) ? checked : { ...checked, slug: input.playlistId };
}

export function checkVideo(
  t: Translate,
  input: AddVideoInput | UpdateVideoInput,
  current?: VideoRow,
) {
  const title = localizedText(
    t,
    'title',
    input.titleJa,
    input.titleEn,
    MAX_TITLE_LENGTH,
    current?.title,
  );
  if (refused(title)) return title;
  const description = localizedText(
    t,
    'description',
    input.descriptionJa,
    input.descriptionEn,
    MAX_DESCRIPTION_LENGTH,
    current?.description,
  );
  if (refused(description)) return description;
  const durationSeconds =
    input.durationSeconds == null
      ? (current?.durationSeconds ?? 0)
      : duration(t, input.durationSeconds);
  if (refused(durationSeconds)) return durationSeconds;
  const posterUrl = imageUrl(t, 'posterUrl', input.posterUrl, current?.posterUrl);
  if (refused(posterUrl)) return posterUrl;
  const checkedSource = input.source == null ? (current?.source ?? '') : source(t, input.source);
  if (refused(checkedSource)) return checkedSource;
  return {
    title,
    description,
    durationSeconds,
    posterUrl,
    source: checkedSource,
    membersOnly: input.isMembersOnly ?? current?.membersOnly ?? false,
  };
}

export function checkNewVideo(t: Translate, input: AddVideoInput) {
  if (!PLAYER_SLUG.test(input.videoId)) return invalidInput(t, 'videoId', 'INVALID_FORMAT');
  const checked = checkVideo(t, input);
  return refused(checked) ? checked : { ...checked, slug: input.videoId };
}
