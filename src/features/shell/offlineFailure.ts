import { NetworkError } from '../../relay/errors';

/** Whether `error` (or what caused it) is a request that never reached the server. */
function isNetworkFailure(error: unknown): boolean {
  // Errors may come wrapped (e.g. by Relay or the router); follow the causes a few steps.
  for (let current = error, depth = 0; current != null && depth < 5; depth++) {
    if (current instanceof NetworkError) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * A failure that only says "you are offline": the request could not be sent and the
 * browser knows it has no connection. The shell shows a notice, not the fatal modal.
 */
export function isOfflineFailure(error: unknown, online: boolean = navigator.onLine): boolean {
  return !online && isNetworkFailure(error);
}
