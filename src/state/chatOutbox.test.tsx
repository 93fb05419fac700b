import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { useChatOutbox, useDiscardChatOutbox } from './chatOutbox';

const wrapper = ({ children }: { children: ReactNode }) => <RecoilRoot>{children}</RecoilRoot>;

describe('chat outbox', () => {
  it('keeps messages per channel across a reload (IndexedDB), each once', async () => {
    const first = renderHook(() => useChatOutbox('channel-1'), { wrapper });
    const message = {
      clientMutationId: 'cmid-1',
      channelId: 'channel-1',
      body: '圏外から',
      replyToMessageId: null,
    };
    act(() => {
      first.result.current.add(message);
      // Adding the same message again (a second failure of one send) keeps one.
      first.result.current.add(message);
    });
    expect(first.result.current.messages).toEqual([
      expect.objectContaining({ clientMutationId: 'cmid-1', state: 'pending', error: null }),
    ]);
    act(() => first.result.current.markFailed('cmid-1', '不適切な表現が含まれています'));
    first.unmount();

    // A new app (a reload): the outbox comes back from IndexedDB.
    const again = renderHook(() => useChatOutbox('channel-1'), { wrapper });
    await waitFor(() =>
      expect(again.result.current.messages).toEqual([
        expect.objectContaining({
          clientMutationId: 'cmid-1',
          body: '圏外から',
          state: 'failed',
          error: '不適切な表現が含まれています',
        }),
      ]),
    );
    const other = renderHook(() => useChatOutbox('channel-2'), { wrapper });
    await waitFor(() => expect(other.result.current.messages).toEqual([]));
    act(() => again.result.current.retry('cmid-1'));
    expect(again.result.current.messages[0]).toMatchObject({ state: 'pending', error: null });
    act(() => again.result.current.remove('cmid-1'));
    expect(again.result.current.messages).toEqual([]);
  });

  it('forgets a fan’s unsent messages when they sign out, also after a reload', async () => {
    const outbox = renderHook(
      () => ({ channel: useChatOutbox('channel-3'), discard: useDiscardChatOutbox() }),
      { wrapper },
    );
    act(() =>
      outbox.result.current.channel.add({
        clientMutationId: 'cmid-shared-device',
        channelId: 'channel-3',
        body: '共用の端末で書きました',
        replyToMessageId: null,
      }),
    );
    expect(outbox.result.current.channel.messages).toHaveLength(1);
    // Signed out (no fan): the outbox's author uid is the signed-out ''.
    act(() => outbox.result.current.discard(''));
    expect(outbox.result.current.channel.messages).toEqual([]);
    outbox.unmount();

    const reloaded = renderHook(() => useChatOutbox('channel-3'), { wrapper });
    // IndexedDB was written, so nothing comes back.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(reloaded.result.current.messages).toEqual([]);
  });
});
