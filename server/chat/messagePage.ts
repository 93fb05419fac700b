// Channel.messages as a Relay connection, keyed on the message's seq in its channel
// (assigned in commit order, see appendChatMessage.ts).
// last/before reads backwards from the newest (the chat view); first/after reads
// forwards (catching up after a reconnect). Each page is oldest first.
import { and, asc, desc, eq, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import { DEFAULT_MESSAGES_PER_PAGE, MAX_MESSAGES_PER_PAGE } from '../../common/limits';
import type { GraphQLContext } from '../context';
import { chatMessages, type ChatMessageRow } from './tables';
import {
  checkPageSize,
  connectionOf,
  decodeCursor,
  emptyPage,
  encodeCursor,
  type Page,
} from '../graphql/cursor';
import { dbIdOf } from '../graphql/globalId';

export interface MessagePageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
  /** A message of the channel to centre the page on (ignored with a cursor). */
  around?: string | null;
}

export type MessagePage = Page<ChatMessageRow>;

export function messageCursor(message: Pick<ChatMessageRow, 'seq'>): string {
  return encodeCursor('messageSeq', message.seq);
}

/** Every message of the rows, oldest first, as one page: the callers know what lies beyond. */
function toPage(rows: ChatMessageRow[], hasPreviousPage: boolean, hasNextPage: boolean) {
  const edges = rows.map((node) => ({ cursor: messageCursor(node), node }));
  return connectionOf(edges, hasNextPage, hasPreviousPage);
}

/**
 * The page centred on one message of the channel (a `?message=` link): as many older
 * messages as newer ones around it, or an empty page when the channel has no such message.
 * The caller has already checked that the viewer may read the channel.
 */
async function readPageAround(
  context: GraphQLContext,
  channelId: number,
  around: string,
  requestedSize: number | null | undefined,
): Promise<MessagePage> {
  const { t, db } = context;
  const size = checkPageSize(t, requestedSize ?? DEFAULT_MESSAGES_PER_PAGE, MAX_MESSAGES_PER_PAGE);
  const messageId = dbIdOf(around, 'ChatMessage');
  if (messageId === null) return emptyPage();
  const inChannel = eq(chatMessages.channelId, channelId);
  const [target] = await db
    .select(chatMessages, and(inChannel, eq(chatMessages.id, messageId)))
    .limit(1);
  if (!target) return emptyPage();
  const olderWanted = Math.floor((size - 1) / 2);
  const newerWanted = size - 1 - olderWanted;
  const [older, newer] = await Promise.all([
    db
      .select(chatMessages, and(inChannel, lt(chatMessages.seq, target.seq)))
      .orderBy(desc(chatMessages.seq))
      .limit(olderWanted + 1),
    db
      .select(chatMessages, and(inChannel, gt(chatMessages.seq, target.seq)))
      .orderBy(asc(chatMessages.seq))
      .limit(newerWanted + 1),
  ]);
  const rows = [...older.slice(0, olderWanted).reverse(), target, ...newer.slice(0, newerWanted)];
  return toPage(rows, older.length > olderWanted, newer.length > newerWanted);
}

export async function readMessagePage(
  context: GraphQLContext,
  channelId: number,
  args: MessagePageArgs,
): Promise<MessagePage> {
  if (args.around != null && args.after == null && args.before == null) {
    return readPageAround(context, channelId, args.around, args.last ?? args.first);
  }
  const { t, db } = context;
  const afterSeq = args.after ? decodeCursor(t, 'messageSeq', args.after) : null;
  const beforeSeq = args.before ? decodeCursor(t, 'messageSeq', args.before) : null;
  const forwards = args.first != null && args.last == null;
  const size = checkPageSize(
    t,
    (forwards ? args.first : args.last) ?? DEFAULT_MESSAGES_PER_PAGE,
    MAX_MESSAGES_PER_PAGE,
  );

  const inChannel = eq(chatMessages.channelId, channelId);
  const window = and(
    inChannel,
    afterSeq !== null ? gt(chatMessages.seq, afterSeq) : undefined,
    beforeSeq !== null ? lt(chatMessages.seq, beforeSeq) : undefined,
  );
  const rows = await db
    .select(chatMessages, window)
    .orderBy(forwards ? asc(chatMessages.seq) : desc(chatMessages.seq))
    .limit(size + 1);
  const hasMore = rows.length > size;
  const page = rows.slice(0, size);
  if (!forwards) page.reverse();

  // Whether anything lies beyond the cursor on the side we did not read.
  const existsWhere = async (condition: SQL | undefined) =>
    (
      await db
        .selectFields({ id: chatMessages.id }, chatMessages, and(inChannel, condition))
        .limit(1)
    ).length > 0;
  const hasPreviousPage = forwards
    ? afterSeq !== null && (await existsWhere(lte(chatMessages.seq, afterSeq)))
    : hasMore;
  const hasNextPage = forwards
    ? hasMore
    : beforeSeq !== null && (await existsWhere(gte(chatMessages.seq, beforeSeq)));

  return toPage(page, hasPreviousPage, hasNextPage);
}
