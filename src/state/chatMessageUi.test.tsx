import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { useChatMessageUi, useChatMessageUiActions } from './chatMessageUi';

function wrapper({ children }: { children: ReactNode }) {
  return <RecoilRoot>{children}</RecoilRoot>;
}

function renderUi() {
  return renderHook(() => ({ state: useChatMessageUi(), actions: useChatMessageUiActions() }), {
    wrapper,
  });
}

describe('chat message UI state', () => {
  it('starts with nothing open, selected or sending', () => {
    const { result } = renderUi();
    expect(result.current.state).toEqual({
      menuOpenMessageId: null,
      editingMessageId: null,
      replyingMessageId: null,
      emojiAnchorMessageId: null,
      drawerOpened: false,
      messageSending: false,
      selectedMessageId: null,
    });
  });

  it('opening a menu selects the message; closing keeps the selection', () => {
    const { result } = renderUi();
    act(() => result.current.actions.openMenu('m1'));
    expect(result.current.state).toMatchObject({
      menuOpenMessageId: 'm1',
      selectedMessageId: 'm1',
    });
    act(() => result.current.actions.closeMenu());
    expect(result.current.state).toMatchObject({
      menuOpenMessageId: null,
      selectedMessageId: 'm1',
    });
  });

  it('editing and replying exclude each other and close the menu', () => {
    const { result } = renderUi();
    act(() => result.current.actions.openMenu('m1'));
    act(() => result.current.actions.startEditing('m1'));
    expect(result.current.state).toMatchObject({
      editingMessageId: 'm1',
      replyingMessageId: null,
      menuOpenMessageId: null,
    });
    act(() => result.current.actions.startReplying('m2'));
    expect(result.current.state).toMatchObject({ editingMessageId: null, replyingMessageId: 'm2' });
    act(() => result.current.actions.cancelComposeMode());
    expect(result.current.state).toMatchObject({ editingMessageId: null, replyingMessageId: null });
  });

  it('tracks the emoji picker, the drawer and sending', () => {
    const { result } = renderUi();
    act(() => result.current.actions.openMenu('m3'));
    act(() => result.current.actions.openEmojiPicker('m3'));
    expect(result.current.state).toMatchObject({
      emojiAnchorMessageId: 'm3',
      menuOpenMessageId: null,
    });
    act(() => result.current.actions.closeEmojiPicker());
    act(() => result.current.actions.setDrawerOpened(true));
    act(() => result.current.actions.setMessageSending(true));
    expect(result.current.state).toMatchObject({
      emojiAnchorMessageId: null,
      drawerOpened: true,
      messageSending: true,
    });
  });

  it('resets to the initial state', () => {
    const { result } = renderUi();
    act(() => result.current.actions.selectMessage('m4'));
    act(() => result.current.actions.setDrawerOpened(true));
    act(() => result.current.actions.reset());
    expect(result.current.state.selectedMessageId).toBeNull();
    expect(result.current.state.drawerOpened).toBe(false);
  });
});
