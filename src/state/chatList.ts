// Client state of one chat channel view (spec §3 "Chat list"), keyed by community and
// channel. The messages themselves live in the Relay store; this holds only how the fan
// is looking at them: scroll position, paging flags and the "new messages" line.
import { useCallback, useMemo } from 'react';
import { atomFamily, useRecoilValue, useSetRecoilState } from 'recoil';

export interface ChatChannelOptions {
  /** True once the oldest message of the channel has been loaded. */
  reachMax: boolean;
  /** How many messages one page loads. */
  limits: number;
  /** A message to bring into view (e.g. from a link), if any. */
  targetMessageId: string | null;
  /** The last scroll offset from the top, restored when the fan comes back. */
  scrollOffset: number;
  isVisited: boolean;
  /** When the fan first opened the channel in this session (ISO 8601). */
  startAt: string | null;
}

export interface ChatChannelViewState {
  options: ChatChannelOptions;
  loadingMessages: boolean;
  loadingNewMessages: boolean;
  stayAtBottom: boolean;
  showNewLine: boolean;
}

export const CHAT_PAGE_SIZE = 30;

export const initialChatChannelViewState: ChatChannelViewState = {
  options: {
    reachMax: false,
    limits: CHAT_PAGE_SIZE,
    targetMessageId: null,
    scrollOffset: 0,
    isVisited: false,
    startAt: null,
  },
  loadingMessages: false,
  loadingNewMessages: false,
  stayAtBottom: true,
  showNewLine: false,
};

export function chatChannelKey(communityId: string, channelId: string): string {
  return `${communityId}:${channelId}`;
}

const chatChannelViewState = atomFamily<ChatChannelViewState, string>({
  key: 'chatList/channelView',
  default: initialChatChannelViewState,
});

type Transition = (state: ChatChannelViewState) => ChatChannelViewState;

function withOptions(
  state: ChatChannelViewState,
  options: Partial<ChatChannelOptions>,
): ChatChannelViewState {
  return { ...state, options: { ...state.options, ...options } };
}

// Each transition returns the same object when nothing changes, so that scroll events
// that do not cross the bottom threshold do not re-render the list.
const transitions = {
  visited:
    (now: string): Transition =>
    (state) =>
      state.options.isVisited ? state : withOptions(state, { isVisited: true, startAt: now }),
  olderMessagesLoading: (): Transition => (state) =>
    state.loadingMessages ? state : { ...state, loadingMessages: true },
  olderMessagesLoaded: (): Transition => (state) =>
    state.loadingMessages ? { ...state, loadingMessages: false } : state,
  reachMaxChanged:
    (reachMax: boolean): Transition =>
    (state) =>
      state.options.reachMax === reachMax ? state : withOptions(state, { reachMax }),
  newMessagesLoading: (): Transition => (state) =>
    state.loadingNewMessages ? state : { ...state, loadingNewMessages: true },
  newMessagesLoaded: (): Transition => (state) =>
    state.loadingNewMessages ? { ...state, loadingNewMessages: false } : state,
  scrolled:
    (atBottom: boolean): Transition =>
    (state) => {
      if (state.stayAtBottom === atBottom && !(atBottom && state.showNewLine)) return state;
      return {
        ...state,
        stayAtBottom: atBottom,
        showNewLine: atBottom ? false : state.showNewLine,
      };
    },
  scrollOffsetSaved:
    (scrollOffset: number): Transition =>
    (state) =>
      state.options.scrollOffset === scrollOffset ? state : withOptions(state, { scrollOffset }),
  // A message arrived at the bottom: a fan who was reading older messages is told, not moved.
  newMessageArrived: (): Transition => (state) =>
    state.stayAtBottom || state.showNewLine ? state : { ...state, showNewLine: true },
  jumpedToLatest: (): Transition => (state) =>
    state.stayAtBottom && !state.showNewLine
      ? state
      : { ...state, stayAtBottom: true, showNewLine: false },
  targetMessageChanged:
    (targetMessageId: string | null): Transition =>
    (state) =>
      withOptions(state, { targetMessageId }),
};

export interface ChatChannelViewActions {
  markVisited(now?: Date): void;
  startLoadingOlder(): void;
  finishLoadingOlder(): void;
  setReachMax(reachMax: boolean): void;
  startLoadingNewer(): void;
  finishLoadingNewer(): void;
  setAtBottom(atBottom: boolean): void;
  saveScrollOffset(scrollOffset: number): void;
  noticeNewMessage(): void;
  jumpToLatest(): void;
  setTargetMessage(messageId: string | null): void;
}

/** The view state of one channel and the transitions the chat view may apply to it. */
export function useChatChannelView(key: string): [ChatChannelViewState, ChatChannelViewActions] {
  const state = useRecoilValue(chatChannelViewState(key));
  const actions = useChatChannelViewActions(key);
  return [state, actions];
}

/** Only the transitions, for components that must not re-render on every change. */
export function useChatChannelViewActions(key: string): ChatChannelViewActions {
  const set = useSetRecoilState(chatChannelViewState(key));
  const apply = useCallback((transition: Transition) => set(transition), [set]);
  return useMemo(
    () => ({
      markVisited: (now = new Date()) => apply(transitions.visited(now.toISOString())),
      startLoadingOlder: () => apply(transitions.olderMessagesLoading()),
      finishLoadingOlder: () => apply(transitions.olderMessagesLoaded()),
      setReachMax: (reachMax) => apply(transitions.reachMaxChanged(reachMax)),
      startLoadingNewer: () => apply(transitions.newMessagesLoading()),
      finishLoadingNewer: () => apply(transitions.newMessagesLoaded()),
      setAtBottom: (atBottom) => apply(transitions.scrolled(atBottom)),
      saveScrollOffset: (scrollOffset) => apply(transitions.scrollOffsetSaved(scrollOffset)),
      noticeNewMessage: () => apply(transitions.newMessageArrived()),
      jumpToLatest: () => apply(transitions.jumpedToLatest()),
      setTargetMessage: (messageId) => apply(transitions.targetMessageChanged(messageId)),
    }),
    [apply],
  );
}
