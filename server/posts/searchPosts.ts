// Community.searchPosts: a substring match on the folded text (common/searchText.ts), so
// Japanese needs no tokenizer and kana, width and case variants match. The GIN index on
// posts.search_grams narrows to the posts holding all of the query's grams (a bitmap
// index scan, not a scan of every post for a rare term); the LIKE confirms they are
// adjacent and in order. The LIKE pattern's own wildcards in the query are escaped: a fan
// searching "100%" finds "100%".
import { emptyPage, type Page, type PageArgs } from '../graphql/cursor';
import { and, arrayContains, like } from 'drizzle-orm';
import { createGraphQLError } from 'graphql-yoga';
import { MAX_SEARCH_QUERY_LENGTH } from '../../common/limits';
import { foldForSearch, queryGrams } from '../../common/searchText';
import type { GraphQLContext } from '../context';
import { readPostPage } from './postPage';
import { posts, type PostRow } from './tables';

export async function searchPosts(
  context: GraphQLContext,
  args: PageArgs & { query: string },
): Promise<Page<PostRow>> {
  if ([...args.query].length > MAX_SEARCH_QUERY_LENGTH) {
    throw createGraphQLError(
      context.t('errors.invalidInput.tooLong', {
        field: context.t('errors.field.input'),
        limit: MAX_SEARCH_QUERY_LENGTH,
      }),
      { extensions: { code: 'BAD_USER_INPUT' } },
    );
  }
  const folded = foldForSearch(args.query.trim());
  if (!folded) {
    return emptyPage();
  }
  const pattern = `%${folded.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return readPostPage(
    context,
    and(arrayContains(posts.searchGrams, queryGrams(folded)), like(posts.searchText, pattern)),
    args,
  );
}
