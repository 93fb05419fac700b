import { afterEach, describe, expect, it, vi } from 'vitest';
import { getIdToken, onIdTokenChanged, signOut } from './firebaseAuth';
import { rememberSession } from './sessionHint';

const initializeApp = vi.fn(() => ({ name: '[DEFAULT]' }));
const authStateReady = vi.fn(async () => {});
type TokenListener = (user: { getIdToken(): Promise<string> } | null) => void;
const tokenListeners: TokenListener[] = [];
const fakeAuth = {
  authStateReady,
  currentUser: null,
  onIdTokenChanged: vi.fn((listener: TokenListener) => {
    tokenListeners.push(listener);
    return () => tokenListeners.splice(tokenListeners.indexOf(listener), 1);
  }),
  signOut: vi.fn(async () => {}),
};

vi.mock('firebase/app', () => ({ initializeApp, getApps: () => [] }));
vi.mock('firebase/auth', () => ({
  getAuth: () => fakeAuth,
  connectAuthEmulator: vi.fn(),
}));

afterEach(() => window.localStorage.clear());

describe('getIdToken', () => {
  it('answers "signed out" at once in a browser that never signed in, without the service', async () => {
    expect(await getIdToken()).toBeNull();
    expect(initializeApp).not.toHaveBeenCalled();
  });

  it('waits for the service to restore the session when one may exist', async () => {
    rememberSession(true);
    expect(await getIdToken()).toBeNull();
    expect(initializeApp).toHaveBeenCalledTimes(1);
    expect(authStateReady).toHaveBeenCalled();
  });
});

describe('onIdTokenChanged', () => {
  it('reports the token on sign-in and refresh, null on sign-out, until unsubscribed', async () => {
    const tokens: (string | null)[] = [];
    const unsubscribe = onIdTokenChanged((token) => tokens.push(token));
    await vi.waitFor(() => expect(tokenListeners).toHaveLength(1));
    tokenListeners[0]({ getIdToken: async () => 'token-1' });
    await vi.waitFor(() => expect(tokens).toEqual(['token-1']));
    tokenListeners[0]({ getIdToken: async () => 'token-2' });
    await vi.waitFor(() => expect(tokens).toEqual(['token-1', 'token-2']));
    // A sign-out while a refreshed token is still being read: the sign-out wins.
    tokenListeners[0]({ getIdToken: async () => 'token-3' });
    tokenListeners[0](null);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(tokens).toEqual(['token-1', 'token-2', null]);
    unsubscribe();
    expect(tokenListeners).toHaveLength(0);
  });
});

describe('signOut', () => {
  it('asks the server to drop the HttpOnly session cookie', async () => {
    const send = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    await signOut();
    expect(send).toHaveBeenCalledWith('/session', expect.objectContaining({ method: 'DELETE' }));
    send.mockRestore();
  });
});
