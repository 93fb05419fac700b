// @vitest-environment node
// Proves `npm run check:schema` can fail: on a temporary copy of the schema and the
// codegen config, a new field that nothing regenerated makes the checks go stale.

import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkMigrations, checkRelaySchema, checkResolverTypes } from './generatedChecks';
import { writeRelaySchema } from './relaySchema';

const repo = path.resolve(__dirname, '..', '..');
let copy: string;

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'garden-schema-check-'));
  mkdirSync(path.join(copy, 'schema'));
  for (const file of readdirSync(path.join(repo, 'schema')).filter((name) =>
    name.endsWith('.graphql'),
  )) {
    cpSync(path.join(repo, 'schema', file), path.join(copy, 'schema', file));
  }
  cpSync(path.join(repo, 'codegen.ts'), path.join(copy, 'codegen.ts'));
  // codegen.ts maps GraphQL types to the row types the features' tables.ts export.
  for (const feature of readdirSync(path.join(repo, 'server'))) {
    const tables = path.join(repo, 'server', feature, 'tables.ts');
    if (!existsSync(tables)) continue;
    mkdirSync(path.join(copy, 'server', feature), { recursive: true });
    cpSync(tables, path.join(copy, 'server', feature, 'tables.ts'));
  }
  symlinkSync(path.join(repo, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  // The copy starts from generated files that match its schema, whatever the work tree holds.
  writeRelaySchema(
    path.join(copy, 'schema'),
    path.join(copy, 'schema', 'generated', 'relay-schema.graphql'),
  );
  const generated = spawnSync(
    path.join(copy, 'node_modules', '.bin', 'graphql-codegen'),
    ['--config', 'codegen.ts'],
    {
      cwd: copy,
      encoding: 'utf8',
    },
  );
  if (generated.status !== 0)
    throw new Error(`codegen failed in the copy:\n${generated.stdout}${generated.stderr}`);
}, 120_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('check:schema', () => {
  it('passes on an unmodified copy and fails once a field is added without regenerating', async () => {
    expect(checkResolverTypes(copy)).toMatchObject({ status: 'ok' });
    expect(checkRelaySchema(copy).status).toBe('ok');

    appendFileSync(
      path.join(copy, 'schema', 'community.graphql'),
      '\nextend type User {\n  unusedProbe: String\n}\n',
    );

    expect(checkRelaySchema(copy).status).toBe('stale');
    const resolverTypes = checkResolverTypes(copy);
    expect(resolverTypes.status).toBe('stale');
    expect(resolverTypes.detail).toMatch(/resolvers-types/);
    expect((await checkMigrations(copy)).status).toBe('skipped');
  }, 120_000);
});
