// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareSchemas, formatComparison, parseAllowlist } from './breakingChanges';

const base = `
  type Query { channel(id: ID!): Channel }
  type Channel { id: ID! name: String! topic: String }
  enum Reason { REQUIRED TOO_LONG }
  type Err { reason: Reason! }
  type Mutation { fail: Err }
`;

describe('compareSchemas', () => {
  it('finds a removed field as breaking', () => {
    const head = base.replace('topic: String', '');
    const { breaking, dangerous } = compareSchemas(base, head);
    expect(breaking).toEqual([
      { type: 'FIELD_REMOVED', description: 'Channel.topic was removed.' },
    ]);
    expect(dangerous).toEqual([]);
    expect(formatComparison(compareSchemas(base, head))).toEqual([
      'BREAKING  FIELD_REMOVED: Channel.topic was removed.',
    ]);
  });

  it('passes an allowlisted breaking change and reports its reason', () => {
    const head = base.replace('topic: String', '');
    const allowlist = parseAllowlist(
      JSON.stringify({
        allowed: [
          { description: 'Channel.topic was removed.', reason: 'never shipped to clients' },
        ],
      }),
    );
    const comparison = compareSchemas(base, head, allowlist);
    expect(comparison.breaking).toEqual([]);
    expect(formatComparison(comparison)).toEqual([
      'allowed   FIELD_REMOVED: Channel.topic was removed. (never shipped to clients)',
    ]);
  });

  it('prints dangerous changes without failing on them', () => {
    const head = base.replace(
      'enum Reason { REQUIRED TOO_LONG }',
      'enum Reason { REQUIRED TOO_LONG INVALID_FORMAT }',
    );
    const comparison = compareSchemas(base, head);
    expect(comparison.breaking).toEqual([]);
    expect(formatComparison(comparison)).toEqual([
      'dangerous VALUE_ADDED_TO_ENUM: INVALID_FORMAT was added to enum type Reason.',
    ]);
  });

  it('treats an added optional field as safe', () => {
    const head = base.replace('topic: String', 'topic: String pinned: Boolean');
    expect(compareSchemas(base, head)).toEqual({ breaking: [], allowed: [], dangerous: [] });
  });

  it('refuses allowlist entries without a reason', () => {
    expect(() =>
      parseAllowlist(
        JSON.stringify({ allowed: [{ description: 'Channel.topic was removed.', reason: ' ' }] }),
      ),
    ).toThrow(/reason/);
  });
});

it('reads the repository allowlist', () => {
  const file = path.resolve(__dirname, '..', '..', 'schema', 'breaking-changes-allowlist.json');
  expect(Array.isArray(parseAllowlist(readFileSync(file, 'utf8')))).toBe(true);
});
