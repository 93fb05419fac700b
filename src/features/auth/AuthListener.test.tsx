import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthState, type AuthUser } from '../../state/auth';
import { useViewerRevision } from '../../state/viewerRevision';
import { TestProviders } from '../../../tests/TestProviders';
import { AuthListener } from './AuthListener';
import { onAuthChanged } from './firebaseAuth';
import { keepServerSession } from './serverSession';
import { rememberSession } from './sessionHint';

vi.mock('./firebaseAuth', () => ({ onAuthChanged: vi.fn() }));
vi.mock('./serverSession', () => ({ keepServerSession: vi.fn() }));

let report: (user: AuthUser | null) => void = () => undefined;
let endSession: () => void = () => undefined;
const unsubscribe = vi.fn();
const unsubscribeToken = vi.fn();

beforeEach(() => {
  unsubscribe.mockReset();
  unsubscribeToken.mockReset();
  vi.mocked(keepServerSession).mockImplementation((onEnded) => {
    endSession = onEnded;
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

  it('says so when the session has really ended, until the fan signs in again', async () => {
    setUp();
    act(() => report(fan));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => endSession());
    expect(await screen.findByRole('alert')).toHaveTextContent('ログアウトしました');
    act(() => report(fan));
    expect(screen.queryByRole('alert')).toBeNull();
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
