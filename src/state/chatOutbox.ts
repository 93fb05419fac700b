// The chat outbox: messages a fan wrote while the garden could not be reached (offline, or
// the request failed). Each keeps the clientMutationId it was first sent with, so sending it
// again when the connection returns can never post it twice (the server replays the first
// result). Kept in IndexedDB, so a message written offline survives closing the app.
import { createStore, get, set, type UseStore } from 'idb-keyval';
import { useCallback, useMemo } from 'react';
import { atom, useRecoilValue, useSetRecoilState, type AtomEffect } from 'recoil';
import { useAuthState } from './auth';

export interface OutboxMessage {
  clientMutationId: string;
  /** The signed-in fan who wrote it: only they see it, and only as them is it sent. */
  authorUid: string;
  channelId: string;
  body: string;
  replyToMessageId: string | null;
  /** When the fan wrote it (ISO 8601). */
  writtenAt: string;
  /** pending: waits for the connection; failed: the garden refused it (`error` says why). */
  state: 'pending' | 'failed';
  error: string | null;
}

export const OUTBOX_DATABASE_NAME = 'garden-chat-outbox';
const OUTBOX_KEY = 'messages';

let store: UseStore | undefined;
function outboxStore(): UseStore {
  store ??= createStore(OUTBOX_DATABASE_NAME, 'outbox');
  return store;
}

function isOutboxMessage(value: unknown): value is OutboxMessage {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.clientMutationId === 'string' &&
    typeof entry.authorUid === 'string' &&
    typeof entry.channelId === 'string' &&
    typeof entry.body === 'string' &&
    (entry.state === 'pending' || entry.state === 'failed')
  );
}

// Loaded once from IndexedDB (what was written before a reload joins what is new), and
// saved on every change. Without IndexedDB (private mode) the outbox lives in memory only.
const persisted: AtomEffect<OutboxMessage[]> = ({ setSelf, onSet, trigger }) => {
  if (typeof indexedDB === 'undefined') return;
  if (trigger === 'get') {
    get(OUTBOX_KEY, outboxStore())
      .then((stored: unknown) => {
        if (!Array.isArray(stored)) return;
        const saved = stored.filter(isOutboxMessage);
        setSelf((current) => {
          const now = Array.isArray(current) ? current : [];
          const known = new Set(now.map((entry) => entry.clientMutationId));
          return [...saved.filter((entry) => !known.has(entry.clientMutationId)), ...now];
        });
      })
      .catch(() => undefined);
  }
  onSet((next) => {
    set(OUTBOX_KEY, next, outboxStore()).catch(() => undefined);
  });
};

const chatOutboxState = atom<OutboxMessage[]>({
  key: 'chatOutbox/messages',
  default: [],
  effects: [persisted],
});

export interface ChatOutbox {
  /** This channel's messages waiting or refused, oldest first. */
  messages: OutboxMessage[];
  add(message: Omit<OutboxMessage, 'state' | 'error' | 'writtenAt' | 'authorUid'>): void;
  markFailed(clientMutationId: string, error: string): void;
  /** A refused message, to be tried again (the same clientMutationId). */
  retry(clientMutationId: string): void;
  remove(clientMutationId: string): void;
}

/** The signed-in fan's outbox for one channel (another fan on the device has their own). */
export function useChatOutbox(channelId: string): ChatOutbox {
  const all = useRecoilValue(chatOutboxState);
  const setAll = useSetRecoilState(chatOutboxState);
  const authorUid = useAuthState().user?.uid ?? '';
  const messages = useMemo(
    () =>
      all.filter((message) => message.channelId === channelId && message.authorUid === authorUid),
    [all, authorUid, channelId],
  );
  const update = useCallback(
    (clientMutationId: string, change: Partial<OutboxMessage>) =>
      setAll((current) =>
        current.map((message) =>
          message.clientMutationId === clientMutationId ? { ...message, ...change } : message,
        ),
      ),
    [setAll],
  );
  const add = useCallback<ChatOutbox['add']>(
    (message) =>
      setAll((current) =>
        current.some((entry) => entry.clientMutationId === message.clientMutationId)
          ? current
          : [
              ...current,
              {
                ...message,
                authorUid,
                state: 'pending',
                error: null,
                writtenAt: new Date().toISOString(),
              },
            ],
      ),
    [authorUid, setAll],
  );
  const markFailed = useCallback(
    (clientMutationId: string, error: string) =>
      update(clientMutationId, { state: 'failed', error }),
    [update],
  );
  const retry = useCallback(
    (clientMutationId: string) => update(clientMutationId, { state: 'pending', error: null }),
    [update],
  );
  const remove = useCallback(
    (clientMutationId: string) =>
      setAll((current) =>
        current.filter((message) => message.clientMutationId !== clientMutationId),
      ),
    [setAll],
  );
  return useMemo(
    () => ({ messages, add, markFailed, retry, remove }),
    [messages, add, markFailed, retry, remove],
  );
}

/**
 * Discards a fan's unsent messages (at sign-out): on a shared device what they wrote must
 * not stay behind for the next person, nor be sent once they sign in again elsewhere.
 */
export function useDiscardChatOutbox(): (authorUid: string) => void {
  const setAll = useSetRecoilState(chatOutboxState);
  return useCallback(
    (authorUid: string) =>
      setAll((current) => current.filter((message) => message.authorUid !== authorUid)),
    [setAll],
  );
}
