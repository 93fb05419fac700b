// Channel.messages as a Relay connection, keyed on the message id (monotonic).
// last/before reads backwards from the newest (the chat view); first/after reads
// forwards (catching up after a reconnect). Each page is oldest first.
import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { GraphQLContext } from '../context';
import { chatMessages, type ChatMessageRow } from '../db/schema';
import { checkPageSize, decodeCursor, encodeCursor } from '../graphql/cursor';

export const MAX_MESSAGES_PER_PAGE = 100;
const DEFAULT_PAGE_SIZE = 20;

export interface MessagePageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export interface MessagePage {
  edges: { cursor: string; node: ChatMessageRow }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
}

export function messageCursor(message: Pick<ChatMessageRow, 'id'>): string {
  return encodeCursor('message', message.id);
}

export async function readMessagePage(
  context: GraphQLContext,
  channelId: number,
  args: MessagePageArgs,
): Promise<MessagePage> {
  const { t, db, tenantId } = context;
  const afterId = args.after ? decodeCursor(t, 'message', args.after) : null;
  const beforeId = args.before ? decodeCursor(t, 'message', args.before) : null;
  const forwards = args.first != null && args.last == null;
  const size = checkPageSize(
    t,
    (forwards ? args.first : args.last) ?? DEFAULT_PAGE_SIZE,
    MAX_MESSAGES_PER_PAGE,
  );

  const inChannel = and(eq(chatMessages.tenantId, tenantId), eq(chatMessages.channelId, channelId));
  const window = and(
    inChannel,
    afterId !== null ? gt(chatMessages.id, afterId) : undefined,
    beforeId !== null ? lt(chatMessages.id, beforeId) : undefined,
  );
  const rows = await db
    .select()
    .from(chatMessages)
    .where(window)
    .orderBy(forwards ? asc(chatMessages.id) : desc(chatMessages.id))
    .limit(size + 1);
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  if (!forwards) page.reverse();

  // Whether anything lies beyond the cursor on the side we did not read.
  const existsWhere = async (condition: SQL | undefined) =>
    (
      await db
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(inChannel, condition))
        .limit(1)
    ).length > 0;
  const hasPreviousPage = forwards
    ? afterId !== null && (await existsWhere(lte(chatMessages.id, afterId)))
    : hasMore;
  const hasNextPage = forwards
    ? hasMore
    : beforeId !== null && (await existsWhere(gte(chatMessages.id, beforeId)));

  const edges = page.map((node) => ({ cursor: messageCursor(node), node }));
  return {
    edges,
    pageInfo: {
      hasNextPage,
      hasPreviousPage,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
  };
}
