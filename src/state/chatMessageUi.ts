// Per-message UI of the chat (spec §3 "Chat message UI"): which message has its menu
// open, is being edited or replied to, where the emoji picker is anchored, whether the
// message drawer is open, whether a message is being sent, and the selected message.
// One chat view is on screen at a time, so this is a single atom.
import { useMemo } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

export interface ChatMessageUiState {
  menuOpenMessageId: string | null;
  editingMessageId: string | null;
  replyingMessageId: string | null;
  /** The message whose emoji picker is open (the picker anchors to that message's element). */
  emojiAnchorMessageId: string | null;
  drawerOpened: boolean;
  messageSending: boolean;
  selectedMessageId: string | null;
}

export const initialChatMessageUiState: ChatMessageUiState = {
  menuOpenMessageId: null,
  editingMessageId: null,
  replyingMessageId: null,
  emojiAnchorMessageId: null,
  drawerOpened: false,
  messageSending: false,
  selectedMessageId: null,
};

const chatMessageUiState = atom<ChatMessageUiState>({
  key: 'chatMessageUi',
  default: initialChatMessageUiState,
});

export interface ChatMessageUiActions {
  openMenu(messageId: string): void;
  closeMenu(): void;
  /** Editing and replying exclude each other: starting one ends the other and closes the menu. */
  startEditing(messageId: string): void;
  startReplying(messageId: string): void;
  cancelComposeMode(): void;
  openEmojiPicker(messageId: string): void;
  closeEmojiPicker(): void;
  setDrawerOpened(opened: boolean): void;
  setMessageSending(sending: boolean): void;
  selectMessage(messageId: string | null): void;
  reset(): void;
}

export function useChatMessageUi(): ChatMessageUiState {
  return useRecoilValue(chatMessageUiState);
}

export function useChatMessageUiActions(): ChatMessageUiActions {
  const set = useSetRecoilState(chatMessageUiState);
  return useMemo(() => {
    const patch = (change: Partial<ChatMessageUiState>) =>
      set((state) => ({ ...state, ...change }));
    return {
      openMenu: (messageId) =>
        patch({ menuOpenMessageId: messageId, selectedMessageId: messageId }),
      closeMenu: () => patch({ menuOpenMessageId: null }),
      startEditing: (messageId) =>
        patch({ editingMessageId: messageId, replyingMessageId: null, menuOpenMessageId: null }),
      startReplying: (messageId) =>
        patch({ replyingMessageId: messageId, editingMessageId: null, menuOpenMessageId: null }),
      cancelComposeMode: () => patch({ editingMessageId: null, replyingMessageId: null }),
      openEmojiPicker: (messageId) =>
        patch({ emojiAnchorMessageId: messageId, menuOpenMessageId: null }),
      closeEmojiPicker: () => patch({ emojiAnchorMessageId: null }),
      setDrawerOpened: (opened) => patch({ drawerOpened: opened }),
      setMessageSending: (sending) => patch({ messageSending: sending }),
      selectMessage: (messageId) => patch({ selectedMessageId: messageId }),
      reset: () => set(initialChatMessageUiState),
    };
  }, [set]);
}
