// Private chat state (spec §3): the last visited private channel, kept per signed-in
// fan (so signing out, or another fan signing in on the same device, starts afresh),
// and reset with the rest of the private-chat state.
import { useCallback } from 'react';
import { atomFamily, useRecoilState } from 'recoil';
import { useAuthState } from './auth';

const lastVisitedState = atomFamily<string | null, string>({
  key: 'privateChat/lastVisitedByFan',
  default: null,
});

/** The private channel the signed-in fan opened last, and a setter; null when signed out. */
export function useLastVisitedPrivateChannel(): [string | null, (channelId: string) => void] {
  const { user } = useAuthState();
  const [channelId, setChannelId] = useRecoilState(lastVisitedState(user?.uid ?? ''));
  const remember = useCallback(
    (next: string) => {
      if (user) setChannelId(next);
    },
    [setChannelId, user],
  );
  return [user ? channelId : null, remember];
}
