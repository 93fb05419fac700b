import { useCallback, useRef, useState } from 'react';

/** What a change answers: done, or refused for want of a recent sign-in. */
export type RecentLoginOutcome<T> = { kind: 'done'; value: T } | { kind: 'requires-recent-login' };

/**
 * Runs a change that may need a recent sign-in. When it is refused for that (the server's
 * RequiresRecentLoginError or the sign-in service's auth/requires-recent-login), the
 * re-authentication prompt opens; once the fan has signed in again the change runs again.
 */
export function useRecentLogin<T>(onDone: (value: T) => void) {
  const [prompting, setPrompting] = useState(false);
  const pending = useRef<(() => Promise<RecentLoginOutcome<T>>) | null>(null);
  const run = useCallback(
    async (change: () => Promise<RecentLoginOutcome<T>>) => {
      const outcome = await change();
      if (outcome.kind === 'done') {
        pending.current = null;
        onDone(outcome.value);
        return;
      }
      pending.current = change;
      setPrompting(true);
    },
    [onDone],
  );
  const reauthenticated = useCallback(() => {
    setPrompting(false);
    const change = pending.current;
    if (change) void run(change);
  }, [run]);
  const cancel = useCallback(() => {
    pending.current = null;
    setPrompting(false);
  }, []);
  return { run, prompting, reauthenticated, cancel };
}
