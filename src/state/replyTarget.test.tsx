import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { describe, expect, it } from 'vitest';
import { useReplyTarget } from './replyTarget';

function wrapper({ children }: { children: ReactNode }) {
  return <RecoilRoot>{children}</RecoilRoot>;
}

describe('reply target state', () => {
  it('keeps one reply target per community, until cleared', () => {
    const { result } = renderHook(
      () => ({ demo: useReplyTarget('community-demo'), other: useReplyTarget('community-other') }),
      { wrapper },
    );
    expect(result.current.demo.target).toBeNull();
    act(() =>
      result.current.demo.replyTo({ messageId: 'm1', authorName: 'くろねこ', body: 'こんばんは' }),
    );
    expect(result.current.demo.target).toEqual({
      messageId: 'm1',
      authorName: 'くろねこ',
      body: 'こんばんは',
    });
    expect(result.current.other.target).toBeNull();
    act(() => result.current.demo.clear());
    expect(result.current.demo.target).toBeNull();
  });
});
