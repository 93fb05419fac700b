import { describe, expect, it } from 'vitest';
import { NetworkError, ParseError, ServerError } from './errors';
import {
  hasErrorsWithoutData,
  isMarkedRetryable,
  isRetryableTransportFailure,
  isTransportRetryAllowed,
  operationRetryDelay,
  transportRetryDelay,
} from './retry';

describe('retry rules', () => {
  it('doubles the transport delay from 300 ms, jittered by 0.5..1.5', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((n) => transportRetryDelay(n, middle))).toEqual([300, 600, 1200, 2400]);
    expect(transportRetryDelay(1, () => 0)).toBe(150);
    expect(transportRetryDelay(2, () => 0.999)).toBe(899);
  });

  it('doubles the operation retry delay from 1000 ms', () => {
    expect([1, 2, 3].map((n) => operationRetryDelay(n, () => 0.5))).toEqual([1000, 2000, 4000]);
  });

  it('retries network errors, 5xx, 408 and 429 but not other statuses or parse errors', () => {
    expect(isRetryableTransportFailure(new NetworkError(new TypeError('Failed to fetch')))).toBe(
      true,
    );
    for (const status of [500, 502, 503, 408, 429])
      expect(isRetryableTransportFailure(new ServerError(status, ''))).toBe(true);
    for (const status of [300, 400, 401, 403, 404])
      expect(isRetryableTransportFailure(new ServerError(status, ''))).toBe(false);
    expect(isRetryableTransportFailure(new ParseError('x'))).toBe(false);
    expect(isRetryableTransportFailure(new Error('other'))).toBe(false);
  });

  it('allows transport retries for queries and for mutations with a clientMutationId only', () => {
    expect(isTransportRetryAllowed({ operationKind: 'query' }, {})).toBe(true);
    expect(
      isTransportRetryAllowed(
        { operationKind: 'mutation' },
        { input: { clientMutationId: 'c-1' } },
      ),
    ).toBe(true);
    expect(
      isTransportRetryAllowed({ operationKind: 'mutation' }, { input: { clientMutationId: '' } }),
    ).toBe(false);
    expect(isTransportRetryAllowed({ operationKind: 'mutation' }, { input: { body: 'hi' } })).toBe(
      false,
    );
    expect(isTransportRetryAllowed({ operationKind: 'mutation' }, {})).toBe(false);
    expect(isTransportRetryAllowed({ operationKind: 'subscription' }, {})).toBe(false);
  });

  it('reads the retryable mark from the cache config metadata, strictly true', () => {
    expect(isMarkedRetryable({ metadata: { retryable: true } })).toBe(true);
    expect(isMarkedRetryable({ metadata: { retryable: 'yes' } })).toBe(false);
    expect(isMarkedRetryable({})).toBe(false);
    expect(isMarkedRetryable(undefined)).toBe(false);
  });

  it('recognises a GraphQL response with errors and no data', () => {
    expect(hasErrorsWithoutData({ errors: [{ message: 'boom' }] })).toBe(true);
    expect(hasErrorsWithoutData({ data: null, errors: [{ message: 'boom' }] } as never)).toBe(true);
    expect(hasErrorsWithoutData({ data: { viewer: null }, errors: [{ message: 'partial' }] })).toBe(
      false,
    );
    expect(hasErrorsWithoutData({ data: { viewer: null } })).toBe(false);
  });
});
