// `npm run check:schema:breaking`: compares schema/ with the schema at BASE_REF
// (default origin/main) and fails on breaking changes that are not allowlisted in
// schema/breaking-changes-allowlist.json. Skips, saying why, when there is no base.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readSchemaSdl } from '../../mocks/gardenSchema';
import { compareSchemas, formatComparison, parseAllowlist } from './breakingChanges';

const root = path.resolve(__dirname, '..', '..');
const allowlistPath = path.join(root, 'schema', 'breaking-changes-allowlist.json');

function git(args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

function isCommit(ref: string): boolean {
  return git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]) !== null;
}

/** The SDL of schema/*.graphql at a commit, or null when it had none. */
function sdlAt(ref: string): string | null {
  const files = (git(['ls-tree', '--name-only', `${ref}:schema`]) ?? '')
    .split('\n')
    .filter((name) => name.endsWith('.graphql'))
    .sort();
  if (files.length === 0) return null;
  return files.map((file) => git(['show', `${ref}:schema/${file}`]) ?? '').join('\n');
}

function main() {
  const requested = process.env.BASE_REF;
  if (requested && !isCommit(requested)) {
    // An explicit base that does not exist is a misconfiguration, not a reason to skip.
    console.error(
      `[check:schema:breaking] BASE_REF=${requested} is not a commit in this repository.`,
    );
    process.exit(1);
  }
  const ref = requested ?? (isCommit('origin/main') ? 'origin/main' : null);
  if (!ref) {
    console.log(
      '[check:schema:breaking] skipped: no base to compare with (no origin/main; set BASE_REF to compare).',
    );
    return;
  }
  const baseSdl = sdlAt(ref);
  if (!baseSdl) {
    console.log(`[check:schema:breaking] skipped: ${ref} has no schema/*.graphql yet.`);
    return;
  }
  const allowlist = existsSync(allowlistPath)
    ? parseAllowlist(readFileSync(allowlistPath, 'utf8'))
    : [];
  const comparison = compareSchemas(baseSdl, readSchemaSdl(path.join(root, 'schema')), allowlist);
  for (const line of formatComparison(comparison)) console.log(`[check:schema:breaking] ${line}`);
  if (comparison.breaking.length > 0) {
    console.error(
      `[check:schema:breaking] ${comparison.breaking.length} breaking change(s) against ${ref}. ` +
        'Make the change additive, or list it in schema/breaking-changes-allowlist.json with a reason.',
    );
    process.exit(1);
  }
  console.log(`[check:schema:breaking] no unapproved breaking changes against ${ref}.`);
}

main();
