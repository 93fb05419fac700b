import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { AppStateRoot } from './AppStateRoot';
import { useAuthState, useBeginLogout, useSetAuthUser } from './auth';

const wrapper = ({ children }: { children: ReactNode }) => <AppStateRoot>{children}</AppStateRoot>;
const fan = { uid: 'uid-1', email: 'fan@example.com' };

function useAuth() {
  return { state: useAuthState(), setUser: useSetAuthUser(), beginLogout: useBeginLogout() };
}

describe('auth state', () => {
  it("starts 'pendding' with no user", () => {
    const { result } = renderHook(useAuth, { wrapper });
    expect(result.current.state).toEqual({ status: 'pendding', user: null });
  });

  it('becomes logged-in when a user is set and not-logged-in when it is cleared', () => {
    const { result } = renderHook(useAuth, { wrapper });
    act(() => result.current.setUser(fan));
    expect(result.current.state).toEqual({ status: 'logged-in', user: fan });
    act(() => result.current.setUser(null));
    expect(result.current.state).toEqual({ status: 'not-logged-in', user: null });
  });

  it("returns to 'pendding' with the user cleared on logout, until the service confirms", () => {
    const { result } = renderHook(useAuth, { wrapper });
    act(() => result.current.setUser(fan));
    act(() => result.current.beginLogout());
    expect(result.current.state).toEqual({ status: 'pendding', user: null });
    act(() => result.current.setUser(null));
    expect(result.current.state.status).toBe('not-logged-in');
  });
});
