// Checking what operators write for a page, a banner or a share link: addresses, texts in
// both languages, URLs, blocks and windows. Each check answers the first typed error.
import { safeHref, type StoredPageBlocks } from '../../common/pageBlocks';
import type { GardenPageContentInput } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { checkLocalizedText } from '../graphql/localizedText';
import type { Translate } from '../graphql/translate';
import {
  invalidInput,
  type InvalidInputResult,
  type TextModerationResult,
} from '../graphql/typedErrors';
import type { LocalizedText } from '../platform/tables';
import { checkPageBlocks, invalidPageBlocks, type InvalidPageBlocksResult } from './pageBlocks';

export const MAX_PAGE_TITLE_LENGTH = 80;
export const MAX_PREVIEW_DESCRIPTION_LENGTH = 300;
const MAX_ADDRESS_LENGTH = 64;

type Refusal = InvalidInputResult | TextModerationResult | InvalidPageBlocksResult;

/** A page address, share link id or section id: lowercase letters, digits and hyphens. */
export function isAddress(value: string): boolean {
  return new RegExp(`^[a-z0-9][a-z0-9-]{0,${MAX_ADDRESS_LENGTH - 1}}$`).test(value);
}

/**
 * Whether a page, link or section may be looked up by this value: addresses written before
 * this feature may hold capitals or other characters, but never control characters (the
 * database refuses NUL) nor more than 200 characters.
 */
export function isLookupKey(value: string): boolean {
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  return value.length > 0 && value.length <= 200 && !/[\u0000-\u001F\u007F]/.test(value);
}

/** A path on this site (images, internal links); null when it is not one. */
export function sitePath(value: string): string | null {
  const safe = safeHref(value);
  return safe?.startsWith('/') ? safe : null;
}

export async function checkTitleAndDescription(
  context: GraphQLContext,
  input: { titleJa: string; titleEn: string; descriptionJa: string; descriptionEn: string },
): Promise<
  | { title: LocalizedText; description: LocalizedText }
  | { error: InvalidInputResult | TextModerationResult }
> {
  const title = await checkLocalizedText(context.t, context.db, {
    ja: { field: 'titleJa', value: input.titleJa },
    en: { field: 'titleEn', value: input.titleEn },
    max: MAX_PAGE_TITLE_LENGTH,
    kind: 'name',
  });
  if ('error' in title) return title;
  const description = await checkLocalizedText(context.t, context.db, {
    ja: { field: 'descriptionJa', value: input.descriptionJa },
    en: { field: 'descriptionEn', value: input.descriptionEn },
    max: MAX_PREVIEW_DESCRIPTION_LENGTH,
    kind: 'body',
  });
  if ('error' in description) return description;
  return { title: title.text, description: description.text };
}

/** The blocks of both languages (pages and articles), or the first problem in them. */
export function checkBlocksPerLanguage(
  t: Translate,
  input: { blocksJa: string; blocksEn: string },
): { blocks: StoredPageBlocks } | { error: InvalidPageBlocksResult } {
  const blocks: StoredPageBlocks = {};
  for (const [language, field] of [
    ['ja', 'blocksJa'],
    ['en', 'blocksEn'],
  ] as const) {
    const checked = checkPageBlocks(input[field]);
    if ('problem' in checked)
      return { error: invalidPageBlocks(t, field, checked.problem, checked.blockIndex) };
    blocks[language] = checked.blocks;
  }
  return { blocks };
}

export interface CheckedPageContent {
  title: LocalizedText;
  description: LocalizedText;
  imageUrl: string | null;
  blocks: StoredPageBlocks;
  publishStartsAt: Date | null;
  publishEndsAt: Date | null;
}

export async function checkPageContent(
  context: GraphQLContext,
  input: GardenPageContentInput,
): Promise<CheckedPageContent | { error: Refusal }> {
  const { t } = context;
  const texts = await checkTitleAndDescription(context, input);
  if ('error' in texts) return texts;
  let imageUrl: string | null = null;
  if (input.imageUrl != null) {
    imageUrl = sitePath(input.imageUrl);
    if (!imageUrl) return { error: invalidInput(t, 'imageUrl', 'INVALID_FORMAT') };
  }
  const blocks = checkBlocksPerLanguage(t, input);
  if ('error' in blocks) return blocks;
  const publishStartsAt = input.publishStartsAt ? new Date(input.publishStartsAt) : null;
  const publishEndsAt = input.publishEndsAt ? new Date(input.publishEndsAt) : null;
  if (publishStartsAt && publishEndsAt && publishEndsAt <= publishStartsAt)
    return { error: invalidInput(t, 'publishEndsAt', 'INVALID_FORMAT') };
  return { ...texts, imageUrl, blocks: blocks.blocks, publishStartsAt, publishEndsAt };
}
