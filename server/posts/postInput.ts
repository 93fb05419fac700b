// The checks a post's content passes before anything is written, shared by createPost and
// editPost: the topic exists, the text is 1 to MAX_POST_LENGTH characters without a banned
// word, and the images are at most MAX_POST_IMAGES, each once, alt texts within limits.
import { MAX_POST_LENGTH } from '../../common/limits';
import type { PostImageInput } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { dbIdOf } from '../graphql/globalId';
import { checkTextLength } from '../graphql/textLength';
import { cleanText } from '../graphql/textRules';
import {
  notFound,
  textModeration,
  type InvalidInputResult,
  type NotFoundResult,
  type TextModerationResult,
} from '../graphql/typedErrors';
import { containsBannedWord } from '../moderation/bannedWords';
import { checkImageInputs } from './postImages';

export interface CheckedPostInput {
  topicId: number | null;
  body: string;
  images: { id: number | null; altText: string }[];
}

export type PostInputRefusal = NotFoundResult | InvalidInputResult | TextModerationResult;

export async function checkPostInput(
  context: GraphQLContext,
  input: { body: string; topicId?: string | null; images?: readonly PostImageInput[] | null },
): Promise<{ checked: CheckedPostInput } | { refusal: PostInputRefusal }> {
  const { t, db } = context;
  let topicId: number | null = null;
  if (input.topicId != null) {
    topicId = dbIdOf(input.topicId, 'Topic');
    if (topicId === null || !(await context.loaders.posts.topicById.load(topicId)))
      return { refusal: notFound(t) };
  }
  const body = cleanText(input.body, 'body');
  const lengthError = checkTextLength(t, 'body', body, MAX_POST_LENGTH);
  if (lengthError) return { refusal: lengthError };
  if (await containsBannedWord(db, body)) return { refusal: textModeration(t, 'body') };
  const images = checkImageInputs(t, input.images);
  if ('__typename' in images) return { refusal: images };
  return { checked: { topicId, body, images: images.images } };
}
