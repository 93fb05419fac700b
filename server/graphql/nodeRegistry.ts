// Query.node / Query.nodes through a registry of node types: the global id names the
// type, the type's loader (batched, tenant-scoped) reads the row, and the row is tagged
// with that type for Node.__resolveType. A row's columns never decide its type.
import type { BatchLoader } from './batchLoader';
import { fromGlobalId } from './globalId';

/** How one node type is read in a request: from the request's loaders to a loader by id. */
export type NodeSource<Loaders, Row extends object> = (
  loaders: Loaders,
) => BatchLoader<number, Row | null>;

/** Finds objects by global id within one request (and so within its tenant). */
export interface NodeFinder<Row extends object = object> {
  find(globalId: string): Promise<Row | null>;
}

// Rows are tagged, not changed: the same row object keeps serving its own type's fields.
const nodeTypes = new WeakMap<object, string>();

export function createNodeRegistry<Loaders, Row extends object, Name extends string>(
  sources: Partial<Record<Name, NodeSource<Loaders, Row>>>,
) {
  const registered = new Map(
    Object.entries(sources) as [Name, NodeSource<Loaders, Row> | undefined][],
  );
  return {
    typeNames: [...registered.keys()],
    /** The finder of one request, over that request's loaders. */
    forRequest(loaders: Loaders): NodeFinder<Row> {
      return {
        async find(globalId) {
          const decoded = fromGlobalId(globalId);
          const source = decoded && registered.get(decoded.type as Name);
          if (!decoded || !source) return null;
          const row = await source(loaders).load(decoded.dbId);
          if (row) nodeTypes.set(row, decoded.type);
          return row;
        },
      };
    },
  };
}

/** The type a node was loaded as (Node.__resolveType). */
export function nodeTypeOfLoaded<Name extends string>(row: object): Name {
  const type = nodeTypes.get(row) as Name | undefined;
  if (!type) throw new Error('A Node that was not loaded through the node registry');
  return type;
}

/** The resolvers of Query.node, Query.nodes and Node, for any context with a finder. */
export function nodeFieldResolvers<Row extends object, Name extends string>() {
  return {
    Query: {
      node: (_parent: unknown, { id }: { id: string }, context: { nodes: NodeFinder<Row> }) =>
        context.nodes.find(id),
      nodes: (_parent: unknown, { ids }: { ids: string[] }, context: { nodes: NodeFinder<Row> }) =>
        Promise.all(ids.map((id) => context.nodes.find(id))),
    },
    Node: {
      __resolveType: (row: Row) => nodeTypeOfLoaded<Name>(row),
    },
  };
}
