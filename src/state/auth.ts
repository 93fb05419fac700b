// Auth state (spec §3/§4). The status starts 'pendding' (the product's spelling) until
// the sign-in service reports; logging out goes back to 'pendding' until it confirms.
import { useCallback } from 'react';
import { atom, useRecoilValue, useSetRecoilState } from 'recoil';

export type AuthStatus = 'pendding' | 'logged-in' | 'not-logged-in';

export interface AuthUser {
  uid: string;
  email: string | null;
  displayName?: string;
}

export interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export const initialAuthState: AuthState = { status: 'pendding', user: null };

/** A user set means logged-in; a cleared one means not-logged-in. */
export function authStateFor(user: AuthUser | null): AuthState {
  return user ? { status: 'logged-in', user } : { status: 'not-logged-in', user: null };
}

export const authStateAtom = atom<AuthState>({ key: 'auth', default: initialAuthState });

export function useAuthState(): AuthState {
  return useRecoilValue(authStateAtom);
}

/** Records what the sign-in service reports: a user, or null when signed out. */
export function useSetAuthUser(): (user: AuthUser | null) => void {
  const set = useSetRecoilState(authStateAtom);
  return useCallback((user) => set(authStateFor(user)), [set]);
}

/** Called when the fan asks to log out, before the sign-in service confirms it. */
export function useBeginLogout(): () => void {
  const set = useSetRecoilState(authStateAtom);
  return useCallback(() => set(initialAuthState), [set]);
}
