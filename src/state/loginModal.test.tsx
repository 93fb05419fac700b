import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppStateRoot } from './AppStateRoot';
import { useLoginModal } from './loginModal';

const wrapper = ({ children }: { children: ReactNode }) => <AppStateRoot>{children}</AppStateRoot>;

describe('login modal state', () => {
  it('starts closed, never opened, on the sign-up step', () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    expect(result.current.state).toEqual({
      opened: false,
      onceOpened: false,
      step: 'signup',
      redirectPath: null,
    });
  });

  it("opens on the 'signup' step by default and remembers the redirect path", () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    act(() => result.current.open({ redirectPath: '/messages/chat/1' }));
    expect(result.current.state).toEqual({
      opened: true,
      onceOpened: true,
      step: 'signup',
      redirectPath: '/messages/chat/1',
    });
  });

  it('opens on the requested step', () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    act(() => result.current.open({ step: 'signin' }));
    expect(result.current.state.step).toBe('signin');
    expect(result.current.state.redirectPath).toBeNull();
  });

  it('clears the redirect path on close but remembers it was opened once', () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    act(() => result.current.open({ step: 'signin', redirectPath: '/messages' }));
    act(() => result.current.close());
    expect(result.current.state).toEqual({
      opened: false,
      onceOpened: true,
      step: 'signin',
      redirectPath: null,
    });
  });

  it('reopening without options goes back to sign-up with no redirect', () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    act(() => result.current.open({ step: 'signin', redirectPath: '/messages' }));
    act(() => result.current.close());
    act(() => result.current.open());
    expect(result.current.state).toMatchObject({
      opened: true,
      step: 'signup',
      redirectPath: null,
    });
  });

  it('switches step while open without losing the redirect path', () => {
    const { result } = renderHook(useLoginModal, { wrapper });
    act(() => result.current.open({ redirectPath: '/messages' }));
    act(() => result.current.setStep('signin'));
    expect(result.current.state).toMatchObject({
      opened: true,
      step: 'signin',
      redirectPath: '/messages',
    });
  });
});
