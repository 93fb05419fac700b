// The message a visitor tried to send before joining, kept per channel for this tab
// (sessionStorage): signing up walks through the onboarding pages, which leave the channel,
// and the message goes out when the fan is back in it as a member.
import { useCallback, useState } from 'react';

const keyOf = (channelId: string) => `garden.chat.waitingForMembership:${channelId}`;

function storage(): Storage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined; // storage disabled: the message waits only while the page stays
  }
}

export function useWaitingForMembership(
  channelId: string,
): [string | null, (text: string | null) => void] {
  const [waiting, setWaiting] = useState<string | null>(
    () => storage()?.getItem(keyOf(channelId)) ?? null,
  );
  const keep = useCallback(
    (text: string | null) => {
      setWaiting(text);
      const store = storage();
      if (text === null) store?.removeItem(keyOf(channelId));
      else store?.setItem(keyOf(channelId), text);
    },
    [channelId],
  );
  return [waiting, keep];
}
