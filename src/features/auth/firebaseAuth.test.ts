import { afterEach, describe, expect, it, vi } from 'vitest';
import { getIdToken } from './firebaseAuth';
import { rememberSession } from './sessionHint';

const initializeApp = vi.fn(() => ({ name: '[DEFAULT]' }));
const authStateReady = vi.fn(async () => {});

vi.mock('firebase/app', () => ({ initializeApp, getApps: () => [] }));
vi.mock('firebase/auth', () => ({
  getAuth: () => ({ authStateReady, currentUser: null }),
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
