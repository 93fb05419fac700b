// Composes the server features of server/features.ts: their resolvers into the schema,
// their tables into drizzle's schema, their loaders into the request context and their
// node types into the node registry, their job handlers into one table.
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Resolvers, ResolversParentTypes } from '../__generated__/resolvers-types';
import type { NodeTypeName } from '../graphql/globalId';
import { createNodeRegistry, type NodeSource } from '../graphql/nodeRegistry';
import type { JobHandler, RequestScope, ServerFeature, Topic } from './serverFeature';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any feature's loaders and topics
type AnyFeature = ServerFeature<string, any, any>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type LoadersOf<F> = F extends ServerFeature<string, infer Loaders, any> ? Loaders : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TopicsOf<F> = F extends ServerFeature<string, any, infer Topics> ? Topics : never;
type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (
  value: infer I,
) => void
  ? I
  : never;
type AllTopics<Features extends readonly AnyFeature[]> = Intersection<TopicsOf<Features[number]>>;

/** The pub/sub events of every feature: name → [topic id, payload] (yoga's PubSub). */
export type FeatureEventsOf<Features extends readonly AnyFeature[]> = {
  [Name in keyof AllTopics<Features> & string]: [
    topic: string,
    payload: AllTopics<Features>[Name] extends Topic<infer Payload> ? Payload : never,
  ];
};

/** Every feature's loaders by feature name (features without loaders left out). */
export type FeatureLoadersOf<Features extends readonly AnyFeature[]> = {
  [F in Features[number] as LoadersOf<F> extends undefined ? never : F['name']]: LoadersOf<F>;
};

type NodeRow = ResolversParentTypes['Node'];

export function composeFeatures<const Features extends readonly AnyFeature[]>(features: Features) {
  type Loaders = FeatureLoadersOf<Features>;
  const names = features.map((feature) => feature.name);
  if (new Set(names).size !== names.length) throw new Error(`A feature is listed twice: ${names}`);

  const nodeSources: Partial<Record<NodeTypeName, NodeSource<Loaders, NodeRow>>> = {};
  for (const feature of features) {
    for (const [type, pick] of Object.entries(feature.nodeTypes ?? {})) {
      if (!pick) continue;
      if (type in nodeSources) throw new Error(`The node type ${type} is registered twice`);
      nodeSources[type as NodeTypeName] = (loaders) =>
        pick((loaders as Record<string, unknown>)[feature.name]);
    }
  }

  const jobHandlers: Record<string, JobHandler> = {};
  for (const feature of features) {
    for (const [kind, handler] of Object.entries(feature.jobs ?? {})) {
      if (kind in jobHandlers) throw new Error(`The job kind ${kind} is registered twice`);
      jobHandlers[kind] = handler;
    }
  }

  return {
    resolvers: features.flatMap((feature) => feature.resolvers) as Resolvers[],
    tables: Object.assign({}, ...features.map((feature) => feature.tables)) as Record<
      string,
      PgTable
    >,
    /** Every feature's scheduled-job handlers by kind (server/platform/scheduledJobs.ts). */
    jobHandlers,
    nodeRegistry: createNodeRegistry<Loaders, NodeRow, NodeTypeName>(nodeSources),
    /** One request's loaders of every feature, over the request's tenant scope. */
    createLoaders(scope: RequestScope): Loaders {
      const loaders: Record<string, unknown> = {};
      for (const feature of features) {
        if (feature.loaders) loaders[feature.name] = feature.loaders(scope, loaders);
      }
      return loaders as Loaders;
    },
  };
}
