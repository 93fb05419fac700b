// Pages of topics and topic categories in display order. A garden has tens of them, not
// thousands, so the cursor is the offset in that order.
import { asc, type SQL } from 'drizzle-orm';
import { MAX_TOPICS_PER_PAGE } from '../../common/limits';
import type { GraphQLContext } from '../context';
import {
  checkPageSize,
  offsetAfter,
  offsetPage,
  type Page,
  type PageArgs,
} from '../graphql/cursor';
import { topicCategories, topics, type TopicCategoryRow, type TopicRow } from './tables';

const DEFAULT_PAGE_SIZE = 20;

function offsetWindow(context: GraphQLContext, args: PageArgs) {
  const size = checkPageSize(context.t, args.first ?? DEFAULT_PAGE_SIZE, MAX_TOPICS_PER_PAGE);
  const offset = offsetAfter(context.t, args.after);
  return { size, offset };
}

export async function readTopicPage(
  context: GraphQLContext,
  where: SQL | undefined,
  args: PageArgs,
): Promise<Page<TopicRow>> {
  const { size, offset } = offsetWindow(context, args);
  const rows = await context.db
    .select(topics, where)
    .orderBy(asc(topics.position), asc(topics.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}

export async function readTopicCategoryPage(
  context: GraphQLContext,
  args: PageArgs,
): Promise<Page<TopicCategoryRow>> {
  const { size, offset } = offsetWindow(context, args);
  const rows = await context.db
    .select(topicCategories)
    .orderBy(asc(topicCategories.position), asc(topicCategories.id))
    .limit(size + 1)
    .offset(offset);
  return offsetPage(rows, offset, size);
}
