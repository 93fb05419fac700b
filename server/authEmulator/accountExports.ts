// The embedded sign-in's accounts on disk, crash-safe: every export goes to a new folder
// (the emulator hub writes it elsewhere and renames it into place), the newest complete
// one is imported at start, and older ones are removed once a newer one exists. So a
// `kill -9` at any instant leaves at least one complete export behind.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

// firebase-tools writes this file last, into the folder it then moves into place.
const METADATA_FILE = 'firebase-export-metadata.json';
const GENERATION = /^g-(\d{13})$/;

function generations(exportsDir: string): string[] {
  if (!existsSync(exportsDir)) return [];
  return readdirSync(exportsDir)
    .filter(
      (name) => GENERATION.test(name) && existsSync(path.join(exportsDir, name, METADATA_FILE)),
    )
    .sort();
}

/** The newest complete export, or undefined when none was made yet. */
export function latestAccountExport(exportsDir: string): string | undefined {
  const newest = generations(exportsDir).at(-1);
  if (newest) return path.join(exportsDir, newest);
  // The layout before generations: one export in the folder itself.
  return existsSync(path.join(exportsDir, METADATA_FILE)) ? exportsDir : undefined;
}

function accountsOf(exportDir: string | undefined): string | undefined {
  if (!exportDir) return undefined;
  const read = (file: string) => {
    try {
      return readFileSync(path.join(exportDir, 'auth_export', file), 'utf8');
    } catch {
      return '';
    }
  };
  return `${read('accounts.json')}\n${read('config.json')}`;
}

export interface AccountExporter {
  /** Exports now; resolves with true when the accounts changed since the last export. */
  exportNow(): Promise<boolean>;
  /**
   * Exports when the accounts changed since the last look (sign-up, sign-in, password or
   * profile change). Looking is one admin query; an export also appends to the emulator's
   * debug log, so a quiet garden must not export on every tick.
   */
  exportIfChanged(): Promise<boolean>;
}

/** A digest of every account as the emulator answers its admin query. */
async function accountsFingerprint(authUrl: string, projectId: string): Promise<string> {
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:query`,
    {
      method: 'POST',
      // The emulator's admin credential ("owner"), as firebase-admin sends it.
      headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
      body: JSON.stringify({ returnUserInfo: true }),
      signal: AbortSignal.timeout(60_000),
    },
  );
  if (!response.ok)
    throw new Error(`the auth emulator refused the account query (HTTP ${response.status})`);
  return createHash('sha256')
    .update(await response.text())
    .digest('hex');
}

/**
 * Exports through the emulator hub's own endpoint (what `firebase emulators:export` calls).
 * An export equal to the newest one is dropped, so a quiet garden writes nothing new.
 */
export function createAccountExporter(options: {
  hubUrl: string;
  authUrl: string;
  projectId: string;
  exportsDir: string;
  timeoutMs?: number;
}): AccountExporter {
  let running: Promise<boolean> | undefined;
  let savedFingerprint: string | undefined;
  let lastStamp = 0;
  const exportOnce = async () => {
    mkdirSync(options.exportsDir, { recursive: true });
    const previous = latestAccountExport(options.exportsDir);
    // Strictly increasing names, even for two exports in one millisecond.
    const stamp = Math.max(Date.now(), lastStamp + 1);
    lastStamp = stamp;
    const target = path.join(options.exportsDir, `g-${stamp}`);
    const response = await fetch(`${options.hubUrl}/_admin/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: target, initiatedBy: 'garden', targets: ['auth'] }),
      // Generous: a busy machine (a database opening in this process) delays the answer.
      signal: AbortSignal.timeout(options.timeoutMs ?? 60_000),
    });
    if (!response.ok) {
      rmSync(target, { recursive: true, force: true });
      throw new Error(`the emulator hub refused the export (HTTP ${response.status})`);
    }
    const changed = !previous || accountsOf(previous) !== accountsOf(target);
    if (!changed) rmSync(target, { recursive: true, force: true });
    // Only the newest complete export is kept (also after an export that timed out here).
    const kept = latestAccountExport(options.exportsDir);
    for (const name of generations(options.exportsDir))
      if (path.join(options.exportsDir, name) !== kept)
        rmSync(path.join(options.exportsDir, name), { recursive: true, force: true });
    return changed;
  };
  const exportIfChanged = async () => {
    const fingerprint = await accountsFingerprint(options.authUrl, options.projectId);
    if (fingerprint === savedFingerprint) return false;
    await exportOnce();
    savedFingerprint = fingerprint;
    return true;
  };
  // One export at a time: a tick that comes while one runs waits for it.
  const queue = (task: () => Promise<boolean>) =>
    (running = (running ?? Promise.resolve(false)).then(task, task));
  return {
    exportNow: () => queue(exportOnce),
    exportIfChanged: () => queue(exportIfChanged),
  };
}
