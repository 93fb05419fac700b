// Typed failures of the GraphQL transport (spec §8). Relay hands them to the error
// boundary or to the mutation's onError; the retry layers in retry.ts decide on their
// class which ones are worth another attempt.
import {
  ACCESS_BLOCKED_PATHS,
  PAGES_OPEN_TO_BLOCKED,
  type AccessBlockedCode,
} from '../../common/accessBlocked';

/** Every failure of the GraphQL transport (as opposed to a typed error result in `data`). */
export class GraphQLTransportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The server answered with an HTTP status of 300 or more. */
export class ServerError extends GraphQLTransportError {
  readonly status: number;
  readonly statusText: string;
  /** The start of the response body, for diagnosis (e.g. Yoga's 400 lists validation errors). */
  readonly body: string;

  constructor(status: number, statusText: string, body = '') {
    super(`GraphQL server responded ${status} ${statusText}`.trim());
    this.status = status;
    this.statusText = statusText;
    this.body = body;
  }
}

/** The body was not a GraphQL response (not JSON, or JSON without data and errors). */
export class ParseError extends GraphQLTransportError {
  constructor(detail: string, options?: { cause?: unknown }) {
    super(`Could not parse the GraphQL response: ${detail}`, options);
  }
}

/** No response at all: offline, DNS, CORS, connection reset or an unreadable body. */
export class NetworkError extends GraphQLTransportError {
  constructor(cause: unknown) {
    super(`GraphQL request failed: ${cause instanceof Error ? cause.message : String(cause)}`, {
      cause,
    });
  }
}

/** Where to send a visitor the server refused while on `pathname`; null to stay there. */
export function accessBlockedRedirect(error: AccessBlockedError, pathname: string): string | null {
  return PAGES_OPEN_TO_BLOCKED.includes(pathname.replace(/\/+$/, '') || '/') ? null : error.path;
}

/** The server refused this network or account (HTTP 403 with IP_BLOCKED / ACCOUNT_BLOCKED). */
export class AccessBlockedError extends GraphQLTransportError {
  readonly code: AccessBlockedCode;
  /** The page to show instead: /ip-blocked or /blocked. */
  readonly path: string;

  constructor(code: AccessBlockedCode) {
    super(`The garden refused access: ${code}`);
    this.code = code;
    this.path = ACCESS_BLOCKED_PATHS[code];
  }
}

/**
 * The server no longer accepts the ID token (expired, or revoked as the sign-in emulator
 * does on a restart): HTTP 401 with AUTH_TOKEN_EXPIRED. A fresh token fixes it.
 */
export class AuthTokenExpiredError extends GraphQLTransportError {
  constructor() {
    super('The server no longer accepts the ID token (AUTH_TOKEN_EXPIRED)');
  }
}
