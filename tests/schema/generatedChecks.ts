// The checks behind `npm run check:schema`: everything generated from a source of
// truth must match it. Each check runs in a given project root so that a test can
// run it on a temporary copy.

import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  allTrustedDocuments,
  serializeTrustedDocuments,
  trustedDocumentHashes,
} from '../../server/graphql/trustedDocuments';
import { isRelaySchemaCurrent } from './relaySchema';
import { routeManifestPath, serializeRouteManifest } from './routeManifestFile';

export interface CheckResult {
  name: string;
  status: 'ok' | 'stale' | 'skipped';
  detail: string;
}

function run(root: string, command: string, args: string[], timeoutMs = 180_000) {
  const result = spawnSync(path.join(root, 'node_modules', '.bin', command), args, {
    cwd: root,
    encoding: 'utf8',
    timeout: timeoutMs,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`.trim(),
  };
}

export function checkRelaySchema(root: string): CheckResult {
  const name = 'relay schema (schema/generated/relay-schema.graphql)';
  const current = isRelaySchemaCurrent(
    path.join(root, 'schema'),
    path.join(root, 'schema', 'generated', 'relay-schema.graphql'),
  );
  return current
    ? { name, status: 'ok', detail: 'matches schema/*.graphql' }
    : { name, status: 'stale', detail: 'differs from schema/*.graphql: run `npm run codegen`' };
}

export function checkRelayArtifacts(root: string): CheckResult {
  const name = 'relay artifacts (relay-compiler --validate)';
  const { ok, output } = run(root, 'relay-compiler', ['--validate']);
  return ok
    ? { name, status: 'ok', detail: 'up to date' }
    : { name, status: 'stale', detail: output };
}

export function checkResolverTypes(root: string): CheckResult {
  const name = 'server resolver types (graphql-codegen --check)';
  const { ok, output } = run(root, 'graphql-codegen', ['--config', 'codegen.ts', '--check']);
  return ok
    ? { name, status: 'ok', detail: 'up to date' }
    : { name, status: 'stale', detail: output };
}

/** The allowlist must hold exactly the operations relay-compiler wrote and the operator documents. */
export function checkTrustedDocuments(root: string): CheckResult {
  const name = 'trusted documents (server/__generated__/trusted-documents.json)';
  const file = path.join(root, 'server', '__generated__', 'trusted-documents.json');
  const expected = serializeTrustedDocuments(trustedDocumentHashes(allTrustedDocuments(root)));
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return current === expected
    ? { name, status: 'ok', detail: 'matches src/__generated__ and the operator documents' }
    : {
        name,
        status: 'stale',
        detail: 'differs from the app and operator documents: run `npm run codegen`',
      };
}

/** The server's route manifest must hold exactly the routes the features declare. */
export async function checkRouteManifest(root: string): Promise<CheckResult> {
  const name = 'route manifest (server/__generated__/route-manifest.json)';
  const file = routeManifestPath(root);
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  return current === (await serializeRouteManifest())
    ? { name, status: 'ok', detail: 'matches the routes of src/routeTable.ts' }
    : { name, status: 'stale', detail: 'differs from src/routeTable.ts: run `npm run codegen`' };
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );
}

/**
 * drizzle-kit generate into a copy of the migrations: if it writes anything, the
 * table definitions changed without a migration.
 */
export async function checkMigrations(root: string): Promise<CheckResult> {
  const name = 'database migrations (drizzle-kit generate)';
  const configPath = path.join(root, 'server', 'db', 'drizzle.config.ts');
  if (!existsSync(configPath))
    return { name, status: 'skipped', detail: 'no server/db/drizzle.config.ts yet' };
  const imported = (await import(configPath)) as {
    default: Record<string, unknown> & { default?: Record<string, unknown> };
  };
  const config = imported.default.default ?? imported.default;
  const { dialect, schema, out } = config as { dialect: string; schema: string; out: string };

  const scratch = mkdtempSync(path.join(tmpdir(), 'garden-migrations-'));
  try {
    const copy = path.join(scratch, 'migrations');
    if (existsSync(path.join(root, out))) cpSync(path.join(root, out), copy, { recursive: true });
    const before = existsSync(copy)
      ? listFiles(copy).map((file) => [file, readFileSync(path.join(copy, file), 'utf8')])
      : [];
    // drizzle-kit takes --out relative to the working directory.
    const { ok, output } = run(root, 'drizzle-kit', [
      'generate',
      '--dialect',
      dialect,
      '--schema',
      schema,
      '--out',
      path.relative(root, copy),
    ]);
    if (!ok) return { name, status: 'stale', detail: `drizzle-kit generate failed:\n${output}` };
    const after = listFiles(copy).map((file) => [
      file,
      readFileSync(path.join(copy, file), 'utf8'),
    ]);
    const changed = after.filter(
      ([file, text]) => !before.some(([known, old]) => known === file && old === text),
    );
    return changed.length === 0
      ? { name, status: 'ok', detail: 'no schema changes' }
      : {
          name,
          status: 'stale',
          detail: `a table (server/<feature>/tables.ts) changed without a migration (would write ${changed.map(([file]) => file).join(', ')}): run \`npm run db:generate\``,
        };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function runGeneratedChecks(root: string): Promise<CheckResult[]> {
  const schemaResult = checkRelaySchema(root);
  // Relay validates against the merged schema: a stale one would make its verdict meaningless.
  const relayResult =
    schemaResult.status === 'ok'
      ? checkRelayArtifacts(root)
      : {
          name: 'relay artifacts (relay-compiler --validate)',
          status: 'skipped' as const,
          detail: 'relay schema is stale',
        };
  return [
    schemaResult,
    relayResult,
    checkResolverTypes(root),
    checkTrustedDocuments(root),
    await checkRouteManifest(root),
    await checkMigrations(root),
  ];
}
