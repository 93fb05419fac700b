import { Box, Button, Center, Divider, Loader, Text } from '@mantine/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { ChatMessageList_channel$key } from '../../../__generated__/ChatMessageList_channel.graphql';
import { chatChannelKey, useChatChannelView } from '../../../state/chatList';
import { useChatMessageAddedSubscription } from '../useChatMessageAddedSubscription';
import { useChatMessageUpdatedSubscription } from '../useChatMessageUpdatedSubscription';
import { useMarkChannelReadMutation } from '../useMarkChannelReadMutation';
import { isPendingMessageId } from '../pendingMessage';
import { EmptyState } from '../../shell/EmptyState';
import { useChatOutbox } from '../../../state/chatOutbox';
import { useOutboxSender } from '../useOutboxSender';
import { ChatMessageItem } from './ChatMessageItem';
import { OutboxMessageItem } from './OutboxMessageItem';
import { jumpToMessage } from './jumpToMessage';

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

// Declared here so `npm run check:i18n` sees both ids of the list's top line.
const topLineMessages = defineMessages({
  beginning: { id: 'chat.messageList.beginning' },
  empty: { id: 'chat.messageList.empty' },
});
const linkMessages = defineMessages({
  notFoundTitle: { id: 'chat.messageLink.notFound.title' },
  notFoundBody: { id: 'chat.messageLink.notFound.body' },
  openLatest: { id: 'chat.messageLink.openLatest' },
});

/** How close to the bottom (px) still counts as "at the bottom". */
const BOTTOM_SLACK = 48;
/** How close to the top (px) starts loading older messages. */
const TOP_SLACK = 64;
/** Messages fetched per request when catching up after the stream reconnected. */
const CATCH_UP_PAGE_SIZE = 100;
/** Beyond this many missed pages, the fan is better served by reopening the channel. */
const MAX_CATCH_UP_PAGES = 10;

interface RenderedRange {
  oldestId: string | undefined;
  newestId: string | undefined;
  scrollHeight: number;
}

/**
 * The list without the pending copies of messages that are already there as posted: the
 * live event or a catch-up page can bring a message before the mutation's own answer.
 */
function withoutSentPendingCopies<
  E extends {
    readonly node: { readonly id: string; readonly viewerClientMutationId?: string | null };
  },
>(edges: readonly E[]): readonly E[] {
  const posted = new Set<string>();
  for (const { node } of edges) {
    if (!isPendingMessageId(node.id) && node.viewerClientMutationId)
      posted.add(node.viewerClientMutationId);
  }
  if (posted.size === 0) return edges;
  return edges.filter(
    ({ node }) =>
      !isPendingMessageId(node.id) ||
      !node.viewerClientMutationId ||
      !posted.has(node.viewerClientMutationId),
  );
}

/**
 * The channel's messages, oldest at the top. Older pages load at the top; new messages
 * (live, or the fan's own) arrive at the bottom, and keep the view at the bottom only if
 * the fan was there — otherwise a "new messages" line and button appear.
 */
export function ChatMessageList({
  channel,
  targetMessageId = null,
  latestPath,
}: ChatMessageListProps) {
  const intl = useIntl();
  const { data, hasPrevious, loadPrevious, isLoadingPrevious, hasNext, loadNext, isLoadingNext } =
    usePaginationFragment(messagesFragment, channel);
  // Opened at a linked message with newer ones not loaded yet: a gap below the list.
  const olderThanLatest = targetMessageId != null && hasNext;
  const [view, actions] = useChatChannelView(chatChannelKey(data.community.id, data.id));
  const edges = useMemo(() => withoutSentPendingCopies(data.messages.edges), [data.messages.edges]);
  const oldestId = edges[0]?.node.id;
  const newestId = edges.at(-1)?.node.id;
  const newestIsOwn = edges.at(-1)?.node.viewerIsAuthor ?? false;

  const scrollRef = useRef<HTMLDivElement>(null);
  const rendered = useRef<RenderedRange | null>(null);
  // A newer page was asked for as the fan scrolled down a linked message's page.
  const pagingNewer = useRef(false);
  const scrollOffset = useRef(0);
  // The newest message the fan had seen when new ones arrived below it.
  const [newLineAfterId, setNewLineAfterId] = useState<string | null>(null);

  const loadOlder = useCallback(() => {
    if (!hasPrevious || isLoadingPrevious) return;
    actions.startLoadingOlder();
    loadPrevious(view.options.limits, { onComplete: () => actions.finishLoadingOlder() });
  }, [actions, hasPrevious, isLoadingPrevious, loadPrevious, view.options.limits]);

  // Forward pagination from the newest cursor we hold fetches what the stream missed;
  // Relay merges it into the connection without duplicating messages we already have.
  // Pages follow one another while the server says there are more, up to a bound, and
  // stop at the first failure (the next reconnect or visit tries again).
  const catchUpPagesLeft = useRef(0);
  const catchUp = useCallback(() => {
    catchUpPagesLeft.current -= 1;
    actions.startLoadingNewer();
    loadNext(CATCH_UP_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) catchUpPagesLeft.current = 0;
        actions.finishLoadingNewer();
      },
    });
  }, [actions, loadNext]);
  const onReconnected = useCallback(() => {
    // Below a linked message's page the newer messages load as the fan scrolls instead.
    if (olderThanLatest) return;
    catchUpPagesLeft.current = MAX_CATCH_UP_PAGES;
    catchUp();
  }, [catchUp, olderThanLatest]);

  const loadNewer = useCallback(() => {
    if (!olderThanLatest || isLoadingNext) return;
    pagingNewer.current = true;
    loadNext(view.options.limits);
  }, [isLoadingNext, loadNext, olderThanLatest, view.options.limits]);

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

  // The fan has read the channel up to the newest message while they are at the bottom.
  // Only members have a read position; optimistic messages have no server id yet.
  const markRead = useMarkChannelReadMutation();
  const lastMarkedId = useRef<string | null>(null);
  useEffect(() => {
    if (!data.viewerHasJoined || !view.stayAtBottom || newestId == null) return;
    if (isPendingMessageId(newestId) || lastMarkedId.current === newestId) return;
    lastMarkedId.current = newestId;
    markRead(newestId);
  }, [data.viewerHasJoined, markRead, newestId, view.stayAtBottom]);

  useEffect(() => {
    if (catchUpPagesLeft.current > 0 && hasNext && !isLoadingNext && !view.loadingNewMessages) {
      catchUp();
    }
  }, [catchUp, hasNext, isLoadingNext, view.loadingNewMessages]);

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

  // A message the fan just wrote offline shows at the bottom, like a sent one.
  const unsentCount = unsent.length;
  const previousUnsentCount = useRef(unsentCount);
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (element && unsentCount > previousUnsentCount.current)
      element.scrollTop = element.scrollHeight;
    previousUnsentCount.current = unsentCount;
  }, [unsentCount]);

  // Runs before paint so the fan never sees the list jump.
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = rendered.current;
    if (previous == null) {
      if (targetMessageId != null && jumpToMessage(targetMessageId, 'auto')) {
        // Opened from a link: at that message, highlighted.
        actions.setAtBottom(false);
      } else {
        // Back where the fan left this channel, else at the newest message.
        element.scrollTop =
          view.options.isVisited && !view.stayAtBottom
            ? view.options.scrollOffset
            : element.scrollHeight;
      }
    } else if (pagingNewer.current && previous.oldestId === oldestId) {
      // A newer page was added below a linked message's page: nothing moves.
      pagingNewer.current = false;
    } else if (previous.newestId === newestId && previous.oldestId !== oldestId) {
      // An older page was added above: keep the same messages in view.
      element.scrollTop += element.scrollHeight - previous.scrollHeight;
    } else if (previous.newestId !== newestId && newestId != null) {
      if (view.stayAtBottom || newestIsOwn) {
        element.scrollTop = element.scrollHeight;
        actions.jumpToLatest();
      } else {
        if (!view.showNewLine && previous.newestId) setNewLineAfterId(previous.newestId);
        actions.noticeNewMessage();
      }
    }
    rendered.current = { oldestId, newestId, scrollHeight: element.scrollHeight };
    // Only a change of the first or last message moves the view; the view flags are read as they are then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [oldestId, newestId]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    scrollOffset.current = element.scrollTop;
    actions.setAtBottom(
      element.scrollHeight - element.scrollTop - element.clientHeight <= BOTTOM_SLACK,
    );
    if (element.scrollTop <= TOP_SLACK) loadOlder();
    if (element.scrollHeight - element.scrollTop - element.clientHeight <= TOP_SLACK) loadNewer();
  };

  const jumpToLatest = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
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

  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <div
        ref={scrollRef}
        onScroll={onScroll}
        role="log"
        aria-label={intl.formatMessage(
          { id: 'chat.messageList.label' },
          { channelName: data.name },
        )}
        style={{ flex: 1, overflowY: 'auto', padding: 'var(--mantine-spacing-sm)' }}
      >
        {hasPrevious ? (
          <Center py="xs">
            <Button variant="subtle" size="xs" onClick={loadOlder} loading={isLoadingPrevious}>
              <FormattedMessage id="chat.messageList.loadOlder" />
            </Button>
          </Center>
        ) : edges.length > 0 ? (
          <Text ta="center" size="xs" c="dimmed" py="xs">
            <FormattedMessage {...topLineMessages.beginning} />
          </Text>
        ) : (
          <EmptyState title={<FormattedMessage {...topLineMessages.empty} />} />
        )}
        <ol
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexDirection: 'column',
            gap: 12,
          }}
        >
          {edges.map((edge) => (
            <li key={edge.node.id}>
              <ChatMessageItem message={edge.node} communityId={data.community.id} />
              {view.showNewLine && edge.node.id === newLineAfterId && (
                <Divider
                  mt="sm"
                  color="var(--mantine-primary-color-filled)"
                  labelPosition="center"
                  label={<FormattedMessage id="chat.messageList.newMessages" />}
                />
              )}
            </li>
          ))}
          {!olderThanLatest &&
            unsent.map((message) => (
              <li key={message.clientMutationId}>
                <OutboxMessageItem
                  message={message}
                  onRetry={() => outbox.retry(message.clientMutationId)}
                  onDiscard={() => outbox.remove(message.clientMutationId)}
                />
              </li>
            ))}
        </ol>
        {(isLoadingNext || view.loadingNewMessages) && (
          <Center py="xs">
            <Loader size="xs" />
          </Center>
        )}
        {olderThanLatest && !isLoadingNext && (
          <Center py="xs">
            <Button variant="subtle" size="xs" onClick={loadNewer}>
              <FormattedMessage id="chat.messageList.loadNewer" />
            </Button>
          </Center>
        )}
      </div>
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
