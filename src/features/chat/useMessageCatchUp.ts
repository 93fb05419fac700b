import { useCallback, useEffect, useRef } from 'react';
import type { LoadMoreFn } from 'react-relay';
import type { ChatMessageListPaginationQuery } from '../../__generated__/ChatMessageListPaginationQuery.graphql';
import { MAX_MESSAGES_PER_PAGE } from '../../../common/limits';
import type { ChatChannelViewActions } from '../../state/chatList';

/** Messages fetched per request when catching up after the stream reconnected. */
const CATCH_UP_PAGE_SIZE = MAX_MESSAGES_PER_PAGE;
/** Beyond this many missed pages, the fan is better served by reopening the channel. */
const MAX_CATCH_UP_PAGES = 10;

/**
 * What a channel's log does when its live stream reconnects: forward pagination from the
 * newest cursor it holds fetches what the stream missed, and Relay merges it into the
 * connection without duplicating messages already there. Pages follow one another while the
 * server says there are more, up to a bound, and stop at the first failure (the next
 * reconnect or visit tries again). Returns the subscription's `onReconnected`.
 */
export function useMessageCatchUp({
  loadNext,
  hasNext,
  isLoadingNext,
  isLoadingNewMessages,
  actions,
  enabled,
}: {
  loadNext: LoadMoreFn<ChatMessageListPaginationQuery>;
  hasNext: boolean;
  isLoadingNext: boolean;
  isLoadingNewMessages: boolean;
  actions: Pick<ChatChannelViewActions, 'startLoadingNewer' | 'finishLoadingNewer'>;
  enabled: boolean;
}): () => void {
  const pagesLeft = useRef(0);
  const catchUp = useCallback(() => {
    pagesLeft.current -= 1;
    actions.startLoadingNewer();
    loadNext(CATCH_UP_PAGE_SIZE, {
      onComplete: (error) => {
        if (error) pagesLeft.current = 0;
        actions.finishLoadingNewer();
      },
    });
  }, [actions, loadNext]);

  useEffect(() => {
    if (pagesLeft.current > 0 && hasNext && !isLoadingNext && !isLoadingNewMessages) catchUp();
  }, [catchUp, hasNext, isLoadingNext, isLoadingNewMessages]);

  return useCallback(() => {
    if (!enabled) return;
    pagesLeft.current = MAX_CATCH_UP_PAGES;
    catchUp();
  }, [catchUp, enabled]);
}
