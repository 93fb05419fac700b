import { afterEach, describe, expect, it } from 'vitest';
import { mayHaveSession, rememberSession, SESSION_HINT_KEY } from './sessionHint';

afterEach(() => window.localStorage.clear());

describe('session hint', () => {
  it('says no session until a sign-in is remembered, and forgets it on sign-out', () => {
    expect(mayHaveSession()).toBe(false);
    rememberSession(true);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
    expect(mayHaveSession()).toBe(true);
    rememberSession(false);
    expect(mayHaveSession()).toBe(false);
  });
});
