// Compares two versions of the SDL with graphql-js: breaking changes fail unless the
// allowlist names them with a reason; dangerous changes are reported, never fatal.

import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

export interface AllowedBreakingChange {
  /** graphql-js's description of the change, exactly as the check prints it. */
  description: string;
  /** Why clients will not break (e.g. the field was never released). */
  reason: string;
}

export interface SchemaChange {
  type: string;
  description: string;
}

export interface SchemaComparison {
  breaking: SchemaChange[];
  allowed: (SchemaChange & { reason: string })[];
  dangerous: SchemaChange[];
}

export function compareSchemas(
  baseSdl: string,
  headSdl: string,
  allowlist: AllowedBreakingChange[] = [],
): SchemaComparison {
  const base = buildSchema(baseSdl);
  const head = buildSchema(headSdl);
  const comparison: SchemaComparison = { breaking: [], allowed: [], dangerous: [] };
  for (const change of findBreakingChanges(base, head)) {
    const allowance = allowlist.find(
      (entry) => entry.description === change.description && entry.reason.trim() !== '',
    );
    if (allowance) comparison.allowed.push({ ...change, reason: allowance.reason });
    else comparison.breaking.push({ ...change });
  }
  comparison.dangerous = findDangerousChanges(base, head).map((change) => ({ ...change }));
  return comparison;
}

/** The report printed by check:schema:breaking, one line per change. */
export function formatComparison({ breaking, allowed, dangerous }: SchemaComparison): string[] {
  return [
    ...breaking.map((change) => `BREAKING  ${change.type}: ${change.description}`),
    ...allowed.map(
      (change) => `allowed   ${change.type}: ${change.description} (${change.reason})`,
    ),
    ...dangerous.map((change) => `dangerous ${change.type}: ${change.description}`),
  ];
}

export function parseAllowlist(json: string): AllowedBreakingChange[] {
  const parsed = JSON.parse(json) as { allowed?: unknown };
  if (!Array.isArray(parsed.allowed)) throw new Error('The allowlist needs an "allowed" array');
  return parsed.allowed.map((entry, index) => {
    const { description, reason } = entry as Partial<AllowedBreakingChange>;
    if (typeof description !== 'string' || typeof reason !== 'string' || reason.trim() === '') {
      throw new Error(`Allowlist entry ${index} needs a "description" and a non-empty "reason"`);
    }
    return { description, reason };
  });
}
