import { AccessBlockedError, NetworkError } from '../../relay/errors';

/** Whether `error` (or what caused it) is of `type`. */
function isCausedBy(error: unknown, type: abstract new (...args: never[]) => Error): boolean {
  // Errors may come wrapped (e.g. by Relay or the router); follow the causes a few steps.
  for (let current = error, depth = 0; current != null && depth < 5; depth++) {
    if (current instanceof type) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

function isNetworkFailure(error: unknown): boolean {
  return isCausedBy(error, NetworkError);
}

/**
 * The server refused this visitor (IP_BLOCKED / ACCOUNT_BLOCKED): pages open to them
 * (e.g. the language settings linked from /ip-blocked) render without the shell's data.
 */
export function isAccessRefusal(error: unknown): boolean {
  return isCausedBy(error, AccessBlockedError);
}

/**
 * A failure that only says "you are offline": the request could not be sent and the
 * browser knows it has no connection. The shell shows a notice, not the fatal modal.
 */
export function isOfflineFailure(error: unknown, online: boolean = navigator.onLine): boolean {
  return !online && isNetworkFailure(error);
}
