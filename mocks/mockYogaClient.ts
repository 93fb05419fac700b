// A small in-process client of the mock server for tests: POSTs to /graphql through
// yoga.fetch (no port) with the real client's headers.

import type { createMockYoga } from './mockYoga';

export interface MockRequestHeaders {
  tenant?: string | null;
  /** A bearer token; any non-empty token signs a mock viewer in. */
  token?: string;
  language?: 'ja' | 'en';
}

export interface GraphQLResponseBody<TData = Record<string, unknown>> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export function mockHeaders({ tenant = 'demo', token, language = 'ja' }: MockRequestHeaders = {}) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    authorization: token ? `Bearer ${token}` : '',
    'language-code': language,
  };
  if (tenant !== null) headers.tenant = tenant;
  return headers;
}

export function createMockClient(yoga: ReturnType<typeof createMockYoga>['yoga']) {
  return async function request<TData = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    headers: MockRequestHeaders = {},
  ): Promise<{ status: number; body: GraphQLResponseBody<TData> }> {
    const response = await yoga.fetch('http://mock.test/graphql', {
      method: 'POST',
      headers: mockHeaders(headers),
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GraphQLResponseBody<TData> };
  };
}
