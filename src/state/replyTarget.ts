// Reply target (spec §3): the message a fan is answering, per community. The composer
// shows its quote and sends its id with the next message; posting or cancelling clears it.
import { useCallback, useMemo } from 'react';
import { atomFamily, useRecoilState } from 'recoil';

export interface ReplyTarget {
  messageId: string;
  authorName: string;
  /** The quoted text, as shown above the composer. */
  body: string;
}

const replyTargetState = atomFamily<ReplyTarget | null, string>({
  key: 'replyTarget/byCommunity',
  default: null,
});

export interface ReplyTargetControls {
  target: ReplyTarget | null;
  replyTo(target: ReplyTarget): void;
  clear(): void;
}

export function useReplyTarget(communityId: string): ReplyTargetControls {
  const [target, setTarget] = useRecoilState(replyTargetState(communityId));
  const replyTo = useCallback((next: ReplyTarget) => setTarget(next), [setTarget]);
  const clear = useCallback(() => setTarget(null), [setTarget]);
  return useMemo(() => ({ target, replyTo, clear }), [target, replyTo, clear]);
}
