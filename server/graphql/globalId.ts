// Opaque global ids for Relay: base64 of `Type:dbId`. Anything that does not decode
// to a known shape is treated as "no such object", never as an error.
export type NodeType = 'Community' | 'User' | 'Channel' | 'ChatMessage';

const nodeTypes: ReadonlySet<string> = new Set<NodeType>([
  'Community',
  'User',
  'Channel',
  'ChatMessage',
]);

export function toGlobalId(type: NodeType, dbId: number): string {
  return Buffer.from(`${type}:${dbId}`, 'utf8').toString('base64');
}

export function fromGlobalId(globalId: string): { type: NodeType; dbId: number } | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(globalId)) return null;
  const match = /^(\w+):(\d{1,15})$/.exec(Buffer.from(globalId, 'base64').toString('utf8'));
  if (!match || !nodeTypes.has(match[1])) return null;
  const dbId = Number(match[2]);
  return Number.isSafeInteger(dbId) && dbId > 0 ? { type: match[1] as NodeType, dbId } : null;
}

/** The database id behind a global id of the expected type, else null. */
export function dbIdOf(globalId: string, type: NodeType): number | null {
  const decoded = fromGlobalId(globalId);
  return decoded?.type === type ? decoded.dbId : null;
}
