// On import the Auth emulator stamps every account "valid since" the import, so each ID
// token and session cookie issued before a restart counts as revoked (and Firebase's web
// SDK signs the fan out when it reloads the user). A real Firebase project never revokes
// tokens because a server restarted: this puts back each account's own valid-since from
// the export, through the emulator's admin API (an admin may set it).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface ExportedAccount {
  localId?: string;
  validSince?: string;
}

export function exportedValidSince(importDir: string): { localId: string; validSince: string }[] {
  const file = path.join(importDir, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return [];
  const { users = [] } = JSON.parse(readFileSync(file, 'utf8')) as { users?: ExportedAccount[] };
  return users.flatMap((user) =>
    user.localId && user.validSince ? [{ localId: user.localId, validSince: user.validSince }] : [],
  );
}

// firebase-tools starts answering before `--import` has finished (it imports once it
// listens), so an account not there yet is waited for, not taken as an error.
const IMPORT_WAIT_MS = 60_000;
const IMPORT_POLL_MS = 200;

export async function restoreValidSince(options: {
  authUrl: string;
  projectId: string;
  importDir: string;
  importWaitMs?: number;
}): Promise<number> {
  const accounts = exportedValidSince(options.importDir);
  const deadline = Date.now() + (options.importWaitMs ?? IMPORT_WAIT_MS);
  for (const account of accounts) {
    for (;;) {
      const response = await fetch(
        `${options.authUrl}/identitytoolkit.googleapis.com/v1/projects/${options.projectId}/accounts:update`,
        {
          method: 'POST',
          // The emulator's admin credential, as firebase-admin sends it.
          headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
          body: JSON.stringify(account),
        },
      );
      if (response.ok) break;
      const body = await response.text();
      if (body.includes('USER_NOT_FOUND') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, IMPORT_POLL_MS));
        continue;
      }
      throw new Error(
        `the auth emulator refused to restore an account (HTTP ${response.status}: ${body.slice(0, 200)})`,
      );
    }
  }
  return accounts.length;
}
