// Where the GraphQL API lives for each deployment environment (spec §7).
//
// Hosts come from VITE_API_HOST_<ENV> at build time. Unset means "same origin": the
// garden server serves index.html and /graphql + /stream together (and Vite proxies
// both in development), so a build works on any host without extra configuration.
//
// Revision tag: a tag selects a specific revision of the API service through a path
// prefix, <host>/_rev/<tag>/graphql and <host>/_rev/<tag>/stream. The ingress in front
// of the service routes that prefix to the tagged revision and strips it. A prefix was
// chosen over a tagged host name because it also works same-origin (no CORS, same
// cookies) and needs no DNS entry per tag.
import { GRAPHQL_PATH, STREAM_PATH } from '../../common/apiPaths';
import type { AppConfig, AppEnvironment } from '../../common/appConfig';

export type ApiHosts = Readonly<Record<AppEnvironment, string>>;

export const REVISION_PATH_PREFIX = '/_rev/';

/** The per-environment hosts of this build; '' stands for same origin. */
export function readApiHosts(env: Record<string, unknown> = import.meta.env): ApiHosts {
  const host = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    local: host(env.VITE_API_HOST_LOCAL),
    develop: host(env.VITE_API_HOST_DEVELOP),
    loadtest: host(env.VITE_API_HOST_LOADTEST),
    test: host(env.VITE_API_HOST_TEST),
    production: host(env.VITE_API_HOST_PRODUCTION),
  };
}

/** Host plus the optional revision prefix, without a trailing slash. */
export function apiBaseUrl(
  config: Pick<AppConfig, 'environment' | 'revisionTag'>,
  hosts: ApiHosts = readApiHosts(),
): string {
  const host = hosts[config.environment].replace(/\/+$/, '');
  const tag = config.revisionTag?.trim();
  return tag ? `${host}${REVISION_PATH_PREFIX}${encodeURIComponent(tag)}` : host;
}

export function graphqlEndpoint(
  config: Pick<AppConfig, 'environment' | 'revisionTag'>,
  hosts?: ApiHosts,
): string {
  return `${apiBaseUrl(config, hosts)}${GRAPHQL_PATH}`;
}

export function streamEndpoint(
  config: Pick<AppConfig, 'environment' | 'revisionTag'>,
  hosts?: ApiHosts,
): string {
  return `${apiBaseUrl(config, hosts)}${STREAM_PATH}`;
}
