// Opaque global ids for Relay: base64 of `Type:dbId`. Anything that does not decode
// to that shape is treated as "no such object", never as an error. Which types exist
// is the node registry's business (server/graphql/nodeRegistry.ts), not this file's.
import type { NodeResolvers } from '../__generated__/resolvers-types';

/** The types that implement Node in schema/ (from the generated resolver types). */
export type NodeTypeName = Exclude<Awaited<ReturnType<NodeResolvers['__resolveType']>>, null>;

export function toGlobalId(type: NodeTypeName, dbId: number): string {
  return encodeGlobalId(type, dbId);
}

/** toGlobalId for any type name, e.g. of a test schema. */
export function encodeGlobalId(type: string, dbId: number): string {
  return Buffer.from(`${type}:${dbId}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: string; dbId: number } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const match = /^(\w+):(\d{1,20})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match) return null;
  const dbId = Number(match[2]);
  return Number.isSafeInteger(dbId) && dbId > 0 ? { type: match[1], dbId } : null;
}

/** The database id behind a global id of the expected type, else null. */
export function dbIdOf(globalId: string, type: NodeTypeName): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.dbId : null;
}
