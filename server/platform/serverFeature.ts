// The server side of a feature as one object: its resolvers, its tables, its per-request
// loaders and the node types it owns. server/features.ts lists every feature; nothing
// else central changes when a feature is added (docs/adding-a-feature.md).
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AuthIdentity } from '../auth/idTokenVerifier';
import type { TenantScope } from '../db/tenantScope';
import type { BatchLoader } from '../graphql/batchLoader';
import type { NodeTypeName } from '../graphql/globalId';
import type { Resolvers, ResolversParentTypes } from '../__generated__/resolvers-types';
import type { CommunityRow } from './tables';

/** What a request gives every feature's loaders: its tenant's scope and who is asking. */
export interface RequestScope {
  /** The only way to the tables: reads and writes of this tenant only. */
  db: TenantScope;
  tenantId: string;
  community: CommunityRow;
  identity: AuthIdentity | null;
}

/** A batched loader of one node type by database id, null outside the tenant. */
export type NodeLoader<Row> = BatchLoader<number, Row | null>;

/** A live event a feature publishes, by its payload type (see topic()). */
export interface Topic<Payload> {
  readonly payload?: Payload;
}

/** Declares a feature's event in `topics`: `{ chatMessageAdded: topic<ChatMessageAddedPayload>() }`. */
export function topic<Payload>(): Topic<Payload> {
  return {};
}

export interface ServerFeature<
  Name extends string = string,
  Loaders = unknown,
  Topics extends Record<string, Topic<unknown>> = Record<never, never>,
> {
  name: Name;
  /** Typed against the SDL (server/__generated__/resolvers-types.ts). */
  resolvers: Resolvers[];
  /** The feature's tables, by export name (drizzle-kit reads server/<feature>/tables.ts). */
  tables: Record<string, PgTable>;
  /**
   * Per-request loaders, batched and tenant-scoped. `others` holds every feature's
   * loaders by feature name (read them lazily, inside a load, not while building).
   */
  loaders?: (scope: RequestScope, others: Record<string, unknown>) => Loaders;
  /** The node types this feature owns: type name → its loader by database id. */
  nodeTypes?: {
    [Type in NodeTypeName]?: (loaders: Loaders) => NodeLoader<ResolversParentTypes[Type]>;
  };
  /**
   * Its pub/sub events, by name; each topic id should start with the tenant id. On Redis
   * every channel also carries the deployment prefix (server/pubsub/redisPrefix.ts).
   */
  topics?: Topics;
  /**
   * Handlers of the jobs this feature schedules (scheduleJob in ./scheduledJobs), by kind.
   * A handler runs in the transaction that marks its job done: its writes and "done"
   * commit together, so a job runs once even with several server processes.
   */
  jobs?: Record<string, JobHandler>;
}

/** One due job: its key and payload as scheduled, and the time the run started. */
export interface DueJob {
  key: string;
  payload: unknown;
  runAt: Date;
  now: Date;
  /**
   * Work to do once the job's transaction committed (e.g. calls to other services, which
   * must not hold the transaction open), with a fresh scope of the job's tenant. It runs
   * at most once: a failure is logged, the job is not tried again.
   */
  afterCommit?: (work: (scope: TenantScope) => Promise<void>) => void;
}

export type JobHandler = (tx: TenantScope, job: DueJob) => Promise<void>;

export function defineServerFeature<
  const Name extends string,
  Loaders = undefined,
  Topics extends Record<string, Topic<unknown>> = Record<never, never>,
>(feature: ServerFeature<Name, Loaders, Topics>): ServerFeature<Name, Loaders, Topics> {
  return feature;
}
