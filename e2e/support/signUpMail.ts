// The confirmation codes the garden mails at sign-up. The e2e servers write each mail as an
// .eml file into <their data directory>/mail (MAIL_CATCHER=off, no SMTP_URL); every e2e
// data directory is os.tmpdir()/garden-e2e-*, and each fan's address is unique, so the code
// is found by the address alone, whichever server sent it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

function mailFolders(): string[] {
  const root = os.tmpdir();
  return readdirSync(root)
    .filter((name) => name.startsWith('garden-e2e'))
    .map((name) => path.join(root, name, 'mail'))
    .filter((folder) => existsSync(folder));
}

/** A mail's text: a base64 or quoted-printable body decoded. */
export function decodedMail(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(head))
    return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
    const soft = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
      if (hex) {
        bytes.push(parseInt(hex[0], 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/** The codes mailed to an address so far, oldest first. */
export function codesMailedTo(email: string): string[] {
  const sentAt = (name: string) => Number(/-(\d+)@/.exec(name)?.[1] ?? 0);
  return mailFolders()
    .flatMap((folder) =>
      readdirSync(folder)
        .filter((name) => name.includes('sign-up-code'))
        .map((name) => ({ name, raw: readFileSync(path.join(folder, name), 'utf8') })),
    )
    .filter((mail) => mail.raw.includes(`To: ${email}`))
    .sort((a, b) => sentAt(a.name) - sentAt(b.name))
    .map((mail) => /\b(\d{6})\b/.exec(decodedMail(mail.raw))?.[1] ?? '')
    .filter(Boolean);
}

/** Waits for the `count`-th code mailed to an address and returns it. */
export async function mailedCode(email: string, count = 1): Promise<string> {
  await expect
    .poll(() => codesMailedTo(email).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(count);
  return codesMailedTo(email)[count - 1] ?? '';
}
