import { act, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthState, type AuthUser } from '../../state/auth';
import { useViewerRevision } from '../../state/viewerRevision';
import { TestProviders } from '../shell/TestProviders';
import { AuthListener } from './AuthListener';
import { onAuthChanged, onIdTokenChanged } from './firebaseAuth';
import { readCookie } from '../../i18n/localeCookies';
import { rememberSession } from './sessionHint';

vi.mock('./firebaseAuth', () => ({ onAuthChanged: vi.fn(), onIdTokenChanged: vi.fn() }));

let report: (user: AuthUser | null) => void = () => undefined;
let reportToken: (token: string | null) => void = () => undefined;
const unsubscribe = vi.fn();
const unsubscribeToken = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
  unsubscribeToken.mockReset();
  vi.mocked(onIdTokenChanged).mockImplementation((callback) => {
    reportToken = callback;
    return unsubscribeToken;
  });
  // A browser that had signed in before: the first requests waited for the session.
  rememberSession(true);
  vi.mocked(onAuthChanged).mockImplementation((callback) => {
    report = callback;
    return unsubscribe;
  });
});

const fan: AuthUser = { uid: 'uid-1', email: 'fan@example.com' };
const otherFan: AuthUser = { uid: 'uid-2', email: 'other@example.com' };

function setUp() {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <AuthListener />
      {children}
    </TestProviders>
  );
  return renderHook(() => ({ auth: useAuthState(), revision: useViewerRevision() }), { wrapper });
}

describe('AuthListener', () => {
  it("follows the sign-in service: 'pendding' until it reports, then logged-in or not", () => {
    const { result } = setUp();
    expect(result.current.auth.status).toBe('pendding');
    act(() => report(fan));
    expect(result.current.auth).toEqual({ status: 'logged-in', user: fan });
    act(() => report(null));
    expect(result.current.auth).toEqual({ status: 'not-logged-in', user: null });
  });

  it('marks viewer data stale when the user changes, but not on the first report or a repeat', () => {
    const { result } = setUp();
    act(() => report(fan));
    expect(result.current.revision).toBe(0);
    act(() => report(fan)); // token refresh: same user
    expect(result.current.revision).toBe(0);
    act(() => report(null));
    expect(result.current.revision).toBe(1);
    act(() => report(otherFan));
    expect(result.current.revision).toBe(2);
  });

  it('stops listening when unmounted', () => {
    const { unmount } = render(
      <TestProviders>
        <AuthListener />
      </TestProviders>,
    );
    expect(unsubscribe).not.toHaveBeenCalled();
    unmount();
    expect(unsubscribe).toHaveBeenCalledTimes(1);
    expect(unsubscribeToken).toHaveBeenCalledTimes(1);
  });

  it('keeps the ID token in the garden_session cookie: sign-in, refresh, sign-out', () => {
    setUp();
    act(() => reportToken('token-1'));
    expect(readCookie('garden_session')).toBe('token-1');
    act(() => reportToken('token-2')); // refreshed
    expect(readCookie('garden_session')).toBe('token-2');
    act(() => reportToken(null));
    expect(readCookie('garden_session')).toBeUndefined();
  });

  it('marks viewer data stale when the first report brings a user the first requests did not wait for', () => {
    rememberSession(false);
    const { result } = setUp();
    act(() => report(fan));
    expect(result.current.revision).toBe(1);
    act(() => report(fan));
    expect(result.current.revision).toBe(1);
  });

  it('changes nothing when a browser without a session reports no user', () => {
    rememberSession(false);
    const { result } = setUp();
    act(() => report(null));
    expect(result.current.revision).toBe(0);
  });
});
