// The typed refusals of /stream: a JSON GraphQL error body with a code, never the
// request echoed back. "Stream not found" is the one answer for an unknown token and for
// a token of someone else, so no answer tells whether a token exists.
import type { Response as SseResponse } from 'graphql-sse';
import type { Translate } from '../graphql/translate';

export type StreamErrorCode =
  | 'BAD_REQUEST'
  | 'PAYLOAD_TOO_LARGE'
  | 'STREAM_NOT_FOUND'
  | 'STREAM_TOKEN_NOT_ALLOWED'
  | 'TOO_MANY_STREAMS'
  | 'TOO_MANY_OPERATIONS'
  | 'TOO_MANY_REQUESTS'
  | 'GRAPHQL_PARSE_FAILED'
  | 'GRAPHQL_VALIDATION_FAILED'
  | 'OPERATION_NOT_ALLOWED'
  | 'SUBSCRIPTION_TOO_COSTLY'
  // A code of a yoga or envelop plugin's refusal, passed through.
  | (string & {});

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Payload Too Large',
  429: 'Too Many Requests',
};

export function streamErrors(
  status: number,
  errors: { message: string; code: StreamErrorCode }[],
  headers: Record<string, string> = {},
): SseResponse {
  return [
    JSON.stringify({
      errors: errors.map(({ message, code }) => ({ message, extensions: { code } })),
    }),
    {
      status,
      statusText: STATUS_TEXT[status] ?? '',
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    },
  ];
}

export function streamError(
  status: number,
  code: StreamErrorCode,
  message: string,
  headers: Record<string, string> = {},
): SseResponse {
  return streamErrors(status, [{ message, code }], headers);
}

export const streamNotFound = (t: Translate) =>
  streamError(404, 'STREAM_NOT_FOUND', t('errors.stream.notFound'));

export function toFetchResponse(
  fetchAPI: { Response: typeof Response },
  [body, init]: SseResponse,
) {
  return new fetchAPI.Response(body as string | null, init);
}
