// Redis channels carry a deployment prefix, so two deployments sharing one Redis never
// see each other's events. REDIS_PREFIX sets it; by default it is the database's name.
import { basename, dirname } from 'node:path';
import type { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import type { DatabaseLocation } from '../db/database';

const FALLBACK = 'garden';

function clean(name: string): string {
  return name.replace(/^\.+/, '').replace(/[^\w-]/g, '_') || FALLBACK;
}

/** The database name of PostgreSQL, the data folder of PGlite, else "garden". */
export function defaultRedisPrefix(location: DatabaseLocation): string {
  if (location.kind === 'postgres') {
    const url = URL.canParse(location.url) ? new URL(location.url) : null;
    return clean(decodeURIComponent(url?.pathname.slice(1) ?? ''));
  }
  if (!location.dataDir) return FALLBACK;
  // PGlite lives in <GARDEN_DATA_DIR>/pglite: the data folder names the deployment.
  const folder =
    basename(location.dataDir) === 'pglite' ? dirname(location.dataDir) : location.dataDir;
  return clean(basename(folder));
}

type RedisEventTarget = ReturnType<typeof createRedisEventTarget<CustomEvent>>;

/** An event target whose event types (the Redis channels) start with `${prefix}:`. */
export function prefixedEventTarget(target: RedisEventTarget, prefix: string): RedisEventTarget {
  const prefixed = (type: string) => `${prefix}:${type}`;
  return {
    addEventListener: (type, listener, options) =>
      target.addEventListener(prefixed(type), listener, options),
    removeEventListener: (type, listener, options) =>
      target.removeEventListener(prefixed(type), listener, options),
    dispatchEvent: (event) =>
      target.dispatchEvent(new CustomEvent(prefixed(event.type), { detail: event.detail })),
  };
}
