import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadAuth, onIdTokenChanged, signOut } from './firebaseAuth';
import { keepServerSession } from './serverSession';
import type { SessionSync } from './sessionCookie';

vi.mock('./firebaseAuth', () => ({
  loadAuth: vi.fn(),
  onIdTokenChanged: vi.fn(),
  signOut: vi.fn(async () => undefined),
}));

let reportToken: (token: string | null) => void = () => undefined;
const getIdToken = vi.fn<(force?: boolean) => Promise<string>>();

beforeEach(() => {
  vi.mocked(signOut).mockClear();
  getIdToken.mockReset();
  vi.mocked(onIdTokenChanged).mockImplementation((callback) => {
    reportToken = callback;
    return () => undefined;
  });
  vi.mocked(loadAuth).mockResolvedValue({
    currentUser: { getIdToken },
  } as unknown as Awaited<ReturnType<typeof loadAuth>>);
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function syncAnswering(...answers: SessionSync[]) {
  return vi.fn(async () => answers.shift() ?? 'saved');
}

describe('keepServerSession', () => {
  it('trades every new token, and drops the session on sign-out', async () => {
    const sync = syncAnswering('saved', 'saved');
    const ended = vi.fn();
    keepServerSession(ended, sync);
    reportToken('token-1');
    reportToken(null);
    await settle();
    expect(sync.mock.calls).toEqual([['token-1'], [null]]);
    expect(ended).not.toHaveBeenCalled();
  });

  it('refreshes a refused token once (a restart revoked it) and keeps the fan signed in', async () => {
    const sync = syncAnswering('refused', 'saved');
    getIdToken.mockImplementation(async () => {
      reportToken('fresh-token');
      return 'fresh-token';
    });
    const ended = vi.fn();
    keepServerSession(ended, sync);
    reportToken('revoked-token');
    await settle();
    await settle();
    expect(getIdToken).toHaveBeenCalledWith(true);
    expect(sync.mock.calls).toEqual([['revoked-token'], ['fresh-token']]);
    expect(signOut).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });

  it('signs out and says so when even the fresh token is refused', async () => {
    const sync = syncAnswering('refused', 'refused');
    getIdToken.mockImplementation(async () => {
      reportToken('fresh-token');
      return 'fresh-token';
    });
    const ended = vi.fn();
    keepServerSession(ended, sync);
    reportToken('revoked-token');
    await settle();
    await settle();
    await settle();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('signs out and says so when no fresh token can be had', async () => {
    const sync = syncAnswering('refused');
    getIdToken.mockRejectedValue(new Error('auth/user-disabled'));
    const ended = vi.fn();
    keepServerSession(ended, sync);
    reportToken('revoked-token');
    await settle();
    await settle();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the server cannot be asked (offline, mock server)', async () => {
    const sync = syncAnswering('unavailable');
    const ended = vi.fn();
    keepServerSession(ended, sync);
    reportToken('token');
    await settle();
    expect(getIdToken).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
  });
});
