// Typed failures of the GraphQL transport (spec §8). Relay hands them to the error
// boundary or to the mutation's onError; the retry layers in retry.ts decide on their
// class which ones are worth another attempt.

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

/** The `extensions.code` values of the server's access refusals (spec §8). */
export type AccessBlockedCode = 'IP_BLOCKED' | 'ACCOUNT_BLOCKED';

/** Where the app sends a fan the server refused: the page that explains why. */
export const ACCESS_BLOCKED_PATHS: Record<AccessBlockedCode, string> = {
  IP_BLOCKED: '/ip-blocked',
  ACCOUNT_BLOCKED: '/blocked',
};

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
