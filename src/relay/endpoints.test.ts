import { describe, expect, it } from 'vitest';
import {
  apiBaseUrl,
  graphqlEndpoint,
  readApiHosts,
  streamEndpoint,
  type ApiHosts,
} from './endpoints';

const hosts: ApiHosts = {
  local: '',
  develop: 'https://api.develop.example/',
  loadtest: 'https://api.loadtest.example',
  test: 'https://api.test.example',
  production: 'https://api.example',
};

describe('endpoints', () => {
  it('maps each environment to its host; local stays on the same origin', () => {
    expect(graphqlEndpoint({ environment: 'local' }, hosts)).toBe('/graphql');
    expect(graphqlEndpoint({ environment: 'develop' }, hosts)).toBe(
      'https://api.develop.example/graphql',
    );
    expect(graphqlEndpoint({ environment: 'loadtest' }, hosts)).toBe(
      'https://api.loadtest.example/graphql',
    );
    expect(graphqlEndpoint({ environment: 'test' }, hosts)).toBe(
      'https://api.test.example/graphql',
    );
    expect(streamEndpoint({ environment: 'production' }, hosts)).toBe('https://api.example/stream');
  });

  it('selects a revision with a /_rev/<tag> prefix, for both endpoints', () => {
    expect(apiBaseUrl({ environment: 'production', revisionTag: 'pr-42' }, hosts)).toBe(
      'https://api.example/_rev/pr-42',
    );
    expect(graphqlEndpoint({ environment: 'local', revisionTag: 'canary' }, hosts)).toBe(
      '/_rev/canary/graphql',
    );
    expect(streamEndpoint({ environment: 'test', revisionTag: 'a/b' }, hosts)).toBe(
      'https://api.test.example/_rev/a%2Fb/stream',
    );
    expect(graphqlEndpoint({ environment: 'test', revisionTag: '  ' }, hosts)).toBe(
      'https://api.test.example/graphql',
    );
  });

  it('reads the hosts from VITE_API_HOST_<ENV>, same origin when unset', () => {
    const read = readApiHosts({
      VITE_API_HOST_DEVELOP: 'https://dev.example',
      VITE_API_HOST_PRODUCTION: ' https://prod.example ',
    });
    expect(read).toEqual({
      local: '',
      develop: 'https://dev.example',
      loadtest: '',
      test: '',
      production: 'https://prod.example',
    });
  });
});
