// "Your sign-in has ended": raised by the network layer when the server keeps refusing the
// fan's ID token after a refresh (it then signs the fan out), shown by SessionEndedNotice.
type Listener = () => void;
const listeners = new Set<Listener>();

export function announceSessionEnded(): void {
  for (const listener of [...listeners]) listener();
}

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
