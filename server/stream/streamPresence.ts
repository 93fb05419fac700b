// Which fans have a live stream open to this server process (the app is open and
// listening): pushes about chat skip them, since the message reaches them live. Per
// process: with several server processes, a fan whose stream is held by another process
// counts as away and gets the push as well.
const openStreams = new Map<string, number>();

/** A stream of `owner` (`uid:<firebase uid>` or `address:<ip>`) was opened. */
export function streamOpened(owner: string): void {
  openStreams.set(owner, (openStreams.get(owner) ?? 0) + 1);
}

/** A stream of `owner` that was open has ended. */
export function streamClosed(owner: string): void {
  const count = (openStreams.get(owner) ?? 0) - 1;
  if (count > 0) openStreams.set(owner, count);
  else openStreams.delete(owner);
}

/** True while the signed-in fan of this Firebase uid has a stream open here. */
export function hasOpenStream(authUid: string): boolean {
  return (openStreams.get(`uid:${authUid}`) ?? 0) > 0;
}
