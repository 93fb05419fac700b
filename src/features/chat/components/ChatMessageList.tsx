import { Box, Button, Divider } from '@mantine/core';
import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import { Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { MAX_MESSAGES_PER_PAGE } from '../../../../common/limits';
import type { ChatMessageList_channel$key } from '../../../__generated__/ChatMessageList_channel.graphql';
import { useArrivals } from '../../../design/useArrivals';
import { useInBrowser } from '../../../design/useInBrowser';
import { chatChannelKey, useChatChannelView } from '../../../state/chatList';
import { useChatOutbox } from '../../../state/chatOutbox';
import { EmptyState } from '../../shell/EmptyState';
import { withoutSentPendingCopies } from '../pendingMessage';
import { useChatMessageAddedSubscription } from '../useChatMessageAddedSubscription';
import { useChatMessageUpdatedSubscription } from '../useChatMessageUpdatedSubscription';
import { useMarkReadAtBottom } from '../useMarkReadAtBottom';
import { useMessageCatchUp } from '../useMessageCatchUp';
import { useOutboxSender } from '../useOutboxSender';
import { ChatMessageItem } from './ChatMessageItem';
import { jumpToMessage, registerMessageSeeker } from './jumpToMessage';
import { OutboxMessageItem } from './OutboxMessageItem';
import { MessageLogBottomLine, MessageLogTopLine } from './messageLogLines';
import {
  CurrentRowKeys,
  listStyle,
  logComponents,
  MESSAGE_GAP,
  type LogContext,
  type Row,
} from './messageLogRows';

interface ChatMessageListProps {
  channel: ChatMessageList_channel$key;
  /**
   * The message a `?message=` link opens at (the page query read the page around it), or
   * null for the newest messages. The list is then its own connection: newer pages load
   * as the fan scrolls down, and live messages join it only once nothing lies between.
   */
  targetMessageId?: string | null;
  /** Where the newest messages of this channel are (the page without `?message=`). */
  latestPath?: string;
}

const linkMessages = defineMessages({
  notFoundTitle: { id: 'chat.messageLink.notFound.title' },
  notFoundBody: { id: 'chat.messageLink.notFound.body' },
  openLatest: { id: 'chat.messageLink.openLatest' },
});

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 48;
/**
 * Messages fetched per older page: as many as the server gives at once. The log renders
 * only the messages near the view, so a long page costs the fan its transfer only, and a
 * long history scrolls back in fewer waits.
 */
const OLDER_PAGE_SIZE = MAX_MESSAGES_PER_PAGE;
/**
 * The list index of the first message the log showed. Each older page lowers it by its
 * length, which is how Virtuoso keeps the messages in view still while a page goes above
 * them; it must stay positive, so it starts far above any history a fan could load.
 */
const FIRST_ITEM_INDEX = 10_000_000;
/** Pixels of messages kept rendered above and below the visible part of the log. */
const OVERSCAN_PX = 800;

interface RenderedRange {
  oldestId: string | undefined;
  newestId: string | undefined;
}

function RowContent({ row, context }: { row: Row; context: LogContext }) {
  const currentKeys = useContext(CurrentRowKeys);
  if (currentKeys && !currentKeys.has(row.key)) return null;
  if (row.unsent) {
    const { clientMutationId } = row.unsent;
    return (
      <OutboxMessageItem
        message={row.unsent}
        onRetry={() => context.retry(clientMutationId)}
        onDiscard={() => context.discard(clientMutationId)}
      />
    );
  }
  return (
    <>
      <ChatMessageItem
        message={row.edge.node}
        communityId={context.communityId}
        arrived={context.arrivals.has(row.key)}
      />
      {row.key === context.newLineAfterId && (
        <Divider
          mt="sm"
          color="var(--mantine-primary-color-filled)"
          labelPosition="center"
          label={<FormattedMessage id="chat.messageList.newMessages" />}
        />
      )}
    </>
  );
}

/**
 * The channel's messages, oldest at the top. Only the messages near the visible part of the
 * log are in the page (react-virtuoso), so a long history scrolls back as lightly as a short
 * one. Older pages load at the top without moving the messages in view; new messages
 * (live, or the fan's own) arrive at the bottom, and keep the view at the bottom only if
 * the fan was there — otherwise a "new messages" line and button appear.
 */
export function ChatMessageList({
  channel,
  targetMessageId = null,
  latestPath,
}: ChatMessageListProps) {
  const intl = useIntl();
  const inBrowser = useInBrowser();
  const { data, hasPrevious, loadPrevious, isLoadingPrevious, hasNext, loadNext, isLoadingNext } =
    usePaginationFragment(messagesFragment, channel);
  // Opened at a linked message with newer ones not loaded yet: a gap below the list.
  const olderThanLatest = targetMessageId != null && hasNext;
  const [view, actions] = useChatChannelView(chatChannelKey(data.community.id, data.id));
  const edges = useMemo(() => withoutSentPendingCopies(data.messages.edges), [data.messages.edges]);
  const oldestId = edges[0]?.node.id;
  const newestId = edges.at(-1)?.node.id;
  const newestIsOwn = edges.at(-1)?.node.viewerIsAuthor ?? false;

  const virtuoso = useRef<VirtuosoHandle>(null);
  const rendered = useRef<RenderedRange | null>(null);
  // A newer page was asked for as the fan scrolled down a linked message's page.
  const pagingNewer = useRef(false);
  const scrollOffset = useRef(0);
  // The newest message the fan had seen when new ones arrived below it.
  const [newLineAfterId, setNewLineAfterId] = useState<string | null>(null);

  const loadOlder = useCallback(() => {
    if (!hasPrevious || isLoadingPrevious) return;
    actions.startLoadingOlder();
    loadPrevious(OLDER_PAGE_SIZE, { onComplete: () => actions.finishLoadingOlder() });
  }, [actions, hasPrevious, isLoadingPrevious, loadPrevious]);

  const loadNewer = useCallback(() => {
    if (!olderThanLatest || isLoadingNext) return;
    pagingNewer.current = true;
    loadNext(view.options.limits);
  }, [isLoadingNext, loadNext, olderThanLatest, view.options.limits]);

  const onReconnected = useMessageCatchUp({
    loadNext,
    hasNext,
    isLoadingNext,
    actions,
    isLoadingNewMessages: view.loadingNewMessages,
    // Below a linked message's page the newer messages load as the fan scrolls instead.
    enabled: !olderThanLatest,
  });
  useChatMessageAddedSubscription(data.id, {
    onReconnected,
    // Live messages join a linked message's page only when no newer page is missing.
    around: targetMessageId != null && !hasNext ? targetMessageId : null,
  });
  useChatMessageUpdatedSubscription(data.id);

  // The fan's messages not yet accepted by the garden (written offline, or refused), below
  // the others; one already in the list (its answer came by the stream first) is not repeated.
  const outbox = useChatOutbox(data.id);
  useOutboxSender(data.id);
  const unsent = useMemo(() => {
    const posted = new Set(edges.map(({ node }) => node.viewerClientMutationId));
    return outbox.messages.filter((message) => !posted.has(message.clientMutationId));
  }, [edges, outbox.messages]);

  const rows = useMemo<Row[]>(
    () => [
      ...edges.map((edge) => ({ key: edge.node.id, edge })),
      ...(olderThanLatest
        ? []
        : unsent.map((message) => ({ key: message.clientMutationId, unsent: message }))),
    ],
    [edges, olderThanLatest, unsent],
  );
  const rowKeys = useMemo(() => new Set(rows.map((row) => row.key)), [rows]);
  const arrivals = useArrivals(
    useMemo(() => rows.map((row) => row.key), [rows]),
    'end',
  );
  const lastRowIsOwn = rows.at(-1)?.unsent != null || newestIsOwn;

  // An older page puts rows above the one that was first: the index of the first row goes
  // down by as many, which tells Virtuoso to keep the rows in view where they are.
  const [indexing, setIndexing] = useState({
    firstKey: rows[0]?.key,
    firstItemIndex: FIRST_ITEM_INDEX,
  });
  let firstItemIndex = indexing.firstItemIndex;
  if (rows[0]?.key !== indexing.firstKey) {
    const formerFirst = rows.findIndex((row) => row.key === indexing.firstKey);
    firstItemIndex -= Math.max(formerFirst, 0);
    setIndexing({ firstKey: rows[0]?.key, firstItemIndex });
  }

  // Where the log opens: at a linked message, back where the fan left this channel, or at
  // the newest message.
  const [opening] = useState(() => {
    const target =
      targetMessageId == null ? -1 : rows.findIndex((row) => row.key === targetMessageId);
    if (target >= 0) return { topMost: { index: target, align: 'center' as const } };
    if (view.options.isVisited && !view.stayAtBottom)
      return { scrollTop: view.options.scrollOffset };
    return { topMost: { index: 'LAST' as const, align: 'end' as const } };
  });

  useMarkReadAtBottom(data.viewerHasJoined && view.stayAtBottom ? newestId : undefined);

  useEffect(() => {
    actions.setReachMax(!hasPrevious);
  }, [actions, hasPrevious]);

  useEffect(() => {
    actions.markVisited();
    return () => actions.saveScrollOffset(scrollOffset.current);
  }, [actions]);

  useEffect(() => {
    if (!view.showNewLine) setNewLineAfterId(null);
  }, [view.showNewLine]);

  // A quoted message or a link of this channel scrolls the log to it, rendered or not.
  useEffect(
    () =>
      registerMessageSeeker((messageId) => {
        const index = rows.findIndex((row) => row.key === messageId);
        if (index < 0 || !virtuoso.current) return false;
        virtuoso.current.scrollToIndex({ index, align: 'center' });
        return true;
      }),
    [rows],
  );

  // Opened from a link: at that message (Virtuoso opens there), highlighted.
  const flashedTarget = useRef(false);
  useEffect(() => {
    if (!inBrowser || targetMessageId == null || flashedTarget.current) return;
    flashedTarget.current = true;
    if (jumpToMessage(targetMessageId, 'auto')) actions.setAtBottom(false);
  }, [actions, inBrowser, targetMessageId]);

  // New messages at the bottom: Virtuoso follows them when the fan was at the bottom or
  // wrote the newest one themselves; not while a linked message's newer page comes in.
  const followOutput = useCallback(
    () => (!pagingNewer.current && (view.stayAtBottom || lastRowIsOwn) ? ('auto' as const) : false),
    [lastRowIsOwn, view.stayAtBottom],
  );

  useLayoutEffect(() => {
    const previous = rendered.current;
    if (previous == null) {
      // The first rows: Virtuoso opens where `opening` says.
    } else if (pagingNewer.current && previous.oldestId === oldestId) {
      // A newer page was added below a linked message's page: nothing moves.
      pagingNewer.current = false;
    } else if (previous.newestId === newestId && previous.oldestId !== oldestId) {
      // An older page was added above: Virtuoso keeps the same messages in view.
    } else if (previous.newestId !== newestId && newestId != null) {
      if (view.stayAtBottom || newestIsOwn) {
        actions.jumpToLatest();
      } else {
        if (!view.showNewLine && previous.newestId) setNewLineAfterId(previous.newestId);
        actions.noticeNewMessage();
      }
    }
    rendered.current = { oldestId, newestId };
    // Only a change of the first or last message moves the view; the view flags are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oldestId, newestId]);

  const jumpToLatest = () => {
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end' });
    actions.jumpToLatest();
  };

  if (targetMessageId != null && edges.length === 0) {
    // The server found no such message in this channel that the viewer may read.
    return (
      <Box style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <EmptyState
          title={<FormattedMessage {...linkMessages.notFoundTitle} />}
          description={<FormattedMessage {...linkMessages.notFoundBody} />}
          action={
            latestPath && (
              <Button component={Link} to={latestPath} variant="light" radius="xl">
                <FormattedMessage {...linkMessages.openLatest} />
              </Button>
            )
          }
        />
      </Box>
    );
  }

  const context: LogContext = {
    communityId: data.community.id,
    firstItemIndex,
    newLineAfterId: view.showNewLine ? newLineAfterId : null,
    arrivals,
    header: (
      <MessageLogTopLine
        hasOlder={hasPrevious}
        isLoadingOlder={isLoadingPrevious}
        isEmpty={edges.length === 0}
        onLoadOlder={loadOlder}
      />
    ),
    footer: (
      <MessageLogBottomLine
        isLoadingNewer={isLoadingNext || view.loadingNewMessages}
        canLoadNewer={olderThanLatest && !isLoadingNext}
        onLoadNewer={loadNewer}
      />
    ),
    retry: outbox.retry,
    discard: outbox.remove,
  };
  const label = intl.formatMessage({ id: 'chat.messageList.label' }, { channelName: data.name });

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      {inBrowser ? (
        <CurrentRowKeys.Provider value={rowKeys}>
          <Virtuoso<Row, LogContext>
            ref={virtuoso}
            role="log"
            aria-label={label}
            style={{ position: 'absolute', inset: 0 }}
            data={rows}
            context={context}
            components={logComponents}
            firstItemIndex={firstItemIndex}
            computeItemKey={(_index, row) => row.key}
            itemContent={(_index, row, rowContext) => <RowContent row={row} context={rowContext} />}
            initialTopMostItemIndex={opening.topMost}
            initialScrollTop={opening.scrollTop}
            increaseViewportBy={OVERSCAN_PX}
            atBottomThreshold={BOTTOM_SLACK}
            atBottomStateChange={actions.setAtBottom}
            followOutput={followOutput}
            startReached={loadOlder}
            endReached={loadNewer}
            onScroll={(event) => {
              scrollOffset.current = event.currentTarget.scrollTop;
            }}
          />
        </CurrentRowKeys.Provider>
      ) : (
        // The server's HTML, kept while it hydrates: the loaded page, scrolled to its newest
        // message by the browser itself (a reversed column starts at its end).
        <div
          role="log"
          aria-label={label}
          style={{
            position: 'absolute',
            inset: 0,
            overflowY: 'auto',
            display: 'flex',
            flexDirection: 'column-reverse',
          }}
        >
          <div style={{ marginBottom: 'auto' }}>
            {context.header}
            <ol style={listStyle}>
              {rows.map((row, index) => (
                <li key={row.key} style={{ paddingTop: index === 0 ? 0 : MESSAGE_GAP }}>
                  <RowContent row={row} context={context} />
                </li>
              ))}
            </ol>
            {context.footer}
          </div>
        </div>
      )}
      {olderThanLatest && latestPath && (
        <Button
          component={Link}
          to={latestPath}
          size="xs"
          radius="xl"
          pos="absolute"
          bottom={12}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
        >
          <FormattedMessage id="chat.messageList.jumpToLatest" />
        </Button>
      )}
      {!olderThanLatest && view.showNewLine && (
        <Button
          onClick={jumpToLatest}
          size="xs"
          radius="xl"
          pos="absolute"
          bottom={12}
          left="50%"
          style={{ transform: 'translateX(-50%)' }}
        >
          <FormattedMessage id="chat.messageList.newMessages" />
        </Button>
      )}
    </Box>
  );
}

// Paged backwards from the newest (last/before); first/after is only used to catch up
// after a reconnect, which makes the connection bidirectional. `count` has no default on
// purpose: Relay sends it as null when paging forwards, and a default would replace that
// null, asking the server for last and first at once. The page query passes the first count.
const messagesFragment = graphql`
  fragment ChatMessageList_channel on Channel
  @refetchable(queryName: "ChatMessageListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int" }
    cursor: { type: "String" }
    newerCount: { type: "Int" }
    newerCursor: { type: "String" }
    around: { type: "ID" }
  ) {
    id
    name
    viewerHasJoined
    community {
      id
    }
    # around is a filter of the connection: a linked message's page is a list of its own.
    messages(
      last: $count
      before: $cursor
      first: $newerCount
      after: $newerCursor
      around: $around
    ) @connection(key: "ChatMessageList_messages") {
      edges {
        node {
          id
          viewerIsAuthor
          viewerClientMutationId
          ...ChatMessageItem_message
        }
      }
    }
  }
`;
