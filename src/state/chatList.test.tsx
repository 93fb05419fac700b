import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { chatChannelKey, useChatChannelView } from './chatList';

function wrapper({ children }: { children: ReactNode }) {
  return <RecoilRoot>{children}</RecoilRoot>;
}

function renderChannel(key = chatChannelKey('community-1', 'channel-1')) {
  return renderHook(() => useChatChannelView(key), { wrapper });
}

describe('chat list state', () => {
  it('keys a channel by community and channel', () => {
    expect(chatChannelKey('c1', 'ch9')).toBe('c1:ch9');
  });

  it('starts at the bottom, unvisited, with nothing loading', () => {
    const { result } = renderChannel();
    const [state] = result.current;
    expect(state.stayAtBottom).toBe(true);
    expect(state.showNewLine).toBe(false);
    expect(state.loadingMessages).toBe(false);
    expect(state.loadingNewMessages).toBe(false);
    expect(state.options).toMatchObject({
      isVisited: false,
      startAt: null,
      reachMax: false,
      scrollOffset: 0,
    });
    expect(state.options.limits).toBeGreaterThan(0);
  });

  it('records the first visit only once', () => {
    const { result } = renderChannel();
    act(() => result.current[1].markVisited(new Date('2026-11-21T10:00:00.000Z')));
    act(() => result.current[1].markVisited(new Date('2026-11-21T11:00:00.000Z')));
    expect(result.current[0].options.isVisited).toBe(true);
    expect(result.current[0].options.startAt).toBe('2026-11-21T10:00:00.000Z');
  });

  it('shows the new-messages line only when the fan has scrolled up', () => {
    const { result } = renderChannel();
    act(() => result.current[1].noticeNewMessage());
    expect(result.current[0].showNewLine).toBe(false);

    act(() => result.current[1].setAtBottom(false));
    act(() => result.current[1].noticeNewMessage());
    expect(result.current[0]).toMatchObject({ stayAtBottom: false, showNewLine: true });

    // Scrolling back to the bottom clears the line.
    act(() => result.current[1].setAtBottom(true));
    expect(result.current[0]).toMatchObject({ stayAtBottom: true, showNewLine: false });
  });

  it('jumping to the latest message stays at the bottom again', () => {
    const { result } = renderChannel();
    act(() => result.current[1].setAtBottom(false));
    act(() => result.current[1].noticeNewMessage());
    act(() => result.current[1].jumpToLatest());
    expect(result.current[0]).toMatchObject({ stayAtBottom: true, showNewLine: false });
  });

  it('tracks loading of older messages and whether the oldest was reached', () => {
    const { result } = renderChannel();
    act(() => result.current[1].startLoadingOlder());
    expect(result.current[0].loadingMessages).toBe(true);
    act(() => result.current[1].finishLoadingOlder());
    expect(result.current[0].loadingMessages).toBe(false);
    act(() => result.current[1].setReachMax(true));
    expect(result.current[0].options.reachMax).toBe(true);
    act(() => result.current[1].setReachMax(false));
    expect(result.current[0].options.reachMax).toBe(false);
  });

  it('tracks loading of newer messages (catching up after a reconnect)', () => {
    const { result } = renderChannel();
    act(() => result.current[1].startLoadingNewer());
    expect(result.current[0].loadingNewMessages).toBe(true);
    act(() => result.current[1].finishLoadingNewer());
    expect(result.current[0].loadingNewMessages).toBe(false);
  });

  it('saves the scroll offset and a target message', () => {
    const { result } = renderChannel();
    act(() => result.current[1].saveScrollOffset(420));
    act(() => result.current[1].setTargetMessage('message-7'));
    expect(result.current[0].options).toMatchObject({
      scrollOffset: 420,
      targetMessageId: 'message-7',
    });
  });

  it('keeps each channel separate', () => {
    const { result } = renderHook(
      () => ({
        first: useChatChannelView('community-1:channel-1'),
        second: useChatChannelView('community-1:channel-2'),
      }),
      { wrapper },
    );
    act(() => result.current.first[1].setAtBottom(false));
    expect(result.current.first[0].stayAtBottom).toBe(false);
    expect(result.current.second[0].stayAtBottom).toBe(true);
  });

  it('returns the same state object when a scroll does not change anything', () => {
    const { result } = renderChannel();
    const before = result.current[0];
    act(() => result.current[1].setAtBottom(true));
    expect(result.current[0]).toBe(before);
  });
});
