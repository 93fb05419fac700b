// Checking what operators write for an article: its address, title and lead in both
// languages, cover, blocks (the pages' rules) and when it appears. The first typed error wins.
import { safeHref, type StoredPageBlocks } from '../../common/pageBlocks';
import type { ArticleContentInput } from '../__generated__/resolvers-types';
import type { GraphQLContext } from '../context';
import { checkLocalizedText } from '../graphql/localizedText';
import {
  invalidInput,
  type InvalidInputResult,
  type TextModerationResult,
} from '../graphql/typedErrors';
import {
  checkBlocksPerLanguage,
  isAddress,
  MAX_PAGE_TITLE_LENGTH,
  MAX_PREVIEW_DESCRIPTION_LENGTH,
} from '../pages/pageContent';
import type { InvalidPageBlocksResult } from '../pages/pageBlocks';
import type { LocalizedText } from '../platform/tables';

export interface CheckedArticleContent {
  slug: string;
  title: LocalizedText;
  lead: LocalizedText;
  coverImageUrl: string | null;
  body: StoredPageBlocks;
  membersOnly: boolean;
  publishedAt: Date;
}

type Refusal = InvalidInputResult | TextModerationResult | InvalidPageBlocksResult;

export async function checkArticleContent(
  context: GraphQLContext,
  input: ArticleContentInput,
): Promise<CheckedArticleContent | { error: Refusal }> {
  const { t, db } = context;
  if (!isAddress(input.slug)) return { error: invalidInput(t, 'slug', 'INVALID_FORMAT') };
  const title = await checkLocalizedText(t, db, {
    ja: { field: 'titleJa', value: input.titleJa },
    en: { field: 'titleEn', value: input.titleEn },
    max: MAX_PAGE_TITLE_LENGTH,
    kind: 'name',
  });
  if ('error' in title) return title;
  const lead = await checkLocalizedText(t, db, {
    ja: { field: 'leadJa', value: input.leadJa },
    en: { field: 'leadEn', value: input.leadEn },
    max: MAX_PREVIEW_DESCRIPTION_LENGTH,
    kind: 'body',
  });
  if ('error' in lead) return lead;
  let coverImageUrl: string | null = null;
  if (input.coverImageUrl != null && input.coverImageUrl !== '') {
    coverImageUrl = safeHref(input.coverImageUrl);
    if (!coverImageUrl) return { error: invalidInput(t, 'coverImageUrl', 'INVALID_FORMAT') };
  }
  const blocks = checkBlocksPerLanguage(t, input);
  if ('error' in blocks) return blocks;
  return {
    slug: input.slug,
    title: title.text,
    lead: lead.text,
    coverImageUrl,
    body: blocks.blocks,
    membersOnly: input.isMembersOnly ?? false,
    publishedAt: input.publishAt ? new Date(input.publishAt) : new Date(),
  };
}
