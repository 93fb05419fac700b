// The two servers every contract runs against: the real one in process (the garden
// server over a fresh PGlite with the demo and a second tenant) and the mock server.
import { createMockYoga } from '../../mocks/mockYoga';
import { channelGlobalId, createTestGarden } from '../../server/testing/testGarden';
import type { ContractCallOptions, ContractServer } from './contractServer';

const ORIGIN = 'http://contract.test';

export async function startRealServer(): Promise<ContractServer> {
  const garden = await createTestGarden('pglite');
  const fetchWith = async (path: string, init: RequestInit, options: ContractCallOptions = {}) =>
    garden.server.yoga.fetch(`${ORIGIN}${path}`, {
      ...init,
      headers: {
        ...(await garden.headers(options)),
        ...options.headers,
        ...(init.headers as object),
      },
    });
  // The other tenant's seeded message, read as a visitor of that garden.
  const foreign = await garden.call(
    `query($id: ID!) { node(id: $id) { ... on Channel { messages(last: 1) { edges { node { id } } } } } }`,
    { id: channelGlobalId(garden.other.channelIds.secret) },
    { tenant: garden.other.tenantId },
  );
  const foreignMessageId: string = foreign.data.node.messages.edges[0].node.id;
  return {
    name: 'server',
    async call(query, variables = {}, options = {}) {
      const response = await fetchWith(
        '/graphql',
        { method: 'POST', body: JSON.stringify({ query, variables }) },
        options,
      );
      return { status: response.status, ...((await response.json()) as object) };
    },
    fetch: fetchWith,
    fixtures: {
      foreignChannelId: channelGlobalId(garden.other.channelIds.secret),
      foreignMessageId,
      bannedWord: 'badword',
    },
    close: () => garden.close(),
  };
}

export function startMockServer(): Promise<ContractServer> {
  const { yoga } = createMockYoga();
  const headersOf = ({ tenant = 'demo', as, language = 'ja' }: ContractCallOptions = {}) => {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      // The mock signs in any non-empty token; the name is the fan's identity.
      authorization: as ? `Bearer ${as}` : '',
      'language-code': language,
    };
    if (tenant !== null) headers.tenant = tenant;
    return headers;
  };
  const fetchWith = (path: string, init: RequestInit, options: ContractCallOptions = {}) =>
    Promise.resolve(
      yoga.fetch(`${ORIGIN}${path}`, {
        ...init,
        headers: { ...headersOf(options), ...options.headers, ...(init.headers as object) },
      }),
    );
  return Promise.resolve({
    name: 'mock',
    async call(query, variables = {}, options = {}) {
      const response = await fetchWith(
        '/graphql',
        { method: 'POST', body: JSON.stringify({ query, variables }) },
        options,
      );
      return { status: response.status, ...((await response.json()) as object) };
    },
    fetch: fetchWith,
    fixtures: {
      foreignChannelId: btoa('Channel:00000000-0000-4000-8000-000000000000'),
      foreignMessageId: btoa('ChatMessage:00000000-0000-4000-8000-000000000000'),
      bannedWord: 'badword',
    },
    close: () => Promise.resolve(),
  });
}
