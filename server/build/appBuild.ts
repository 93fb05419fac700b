// `npm start` builds the app only when what the build reads has changed: a hash of the
// inputs (sources, shared code, messages, public files, index.html, the Vite config, the lockfile and
// the VITE_* variables Vite inlines) is kept next to the build, and an equal hash skips it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILD_INPUTS = [
  'src',
  // The app imports the pure shared code too.
  'common',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'relay.config.js',
  'tsconfig.json',
];
/** Inside dist/: a dot file, which the static handler never serves. */
export const BUILD_STAMP_FILE = '.build-inputs';

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((child) => !child.name.startsWith('.') && child.name !== 'node_modules')
    .flatMap((child) => filesUnder(root, path.join(entry, child.name)));
}

export function buildInputsHash(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((entry) => filesUnder(root, entry)).sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  for (const name of Object.keys(env)
    .filter((key) => key.startsWith('VITE_'))
    .sort())
    hash.update(`${name}=${env[name]}\0`);
  return hash.digest('hex');
}

/** True when dist/ was built from exactly these inputs. */
export function isBuildCurrent(distDir: string, inputsHash: string): boolean {
  try {
    return (
      existsSync(path.join(distDir, 'index.html')) &&
      readFileSync(path.join(distDir, BUILD_STAMP_FILE), 'utf8').trim() === inputsHash
    );
  } catch {
    return false;
  }
}

export function stampBuild(distDir: string, inputsHash: string): void {
  writeFileSync(path.join(distDir, BUILD_STAMP_FILE), `${inputsHash}\n`);
}
