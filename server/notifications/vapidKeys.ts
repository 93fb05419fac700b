// The garden's VAPID keys (RFC 8292): push services accept our pushes only when they are
// signed with the private key whose public key the browser subscribed with. They come from
// VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY / VAPID_SUBJECT, or are generated once into
// <GARDEN_DATA_DIR>/vapid.json and reused on every later start: new keys would silently
// orphan every browser's subscription.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: URL the push services may contact about our pushes. */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:push@garden.example';

function keysFile(): string {
  return path.join(path.resolve(process.env.GARDEN_DATA_DIR ?? '.data'), 'vapid.json');
}

function readKeysFile(file: string): VapidKeys | null {
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (typeof stored.publicKey === 'string' && typeof stored.privateKey === 'string')
      return {
        publicKey: stored.publicKey,
        privateKey: stored.privateKey,
        subject: stored.subject ?? DEFAULT_SUBJECT,
      };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return null;
}

/** The keys from the environment, else from (or newly into) the data directory's file. */
export function loadVapidKeys(env: NodeJS.ProcessEnv = process.env, file = keysFile()): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY)
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  const stored = readKeysFile(file);
  if (stored) return { ...stored, subject: env.VAPID_SUBJECT || stored.subject };
  const generated = { ...webPush.generateVAPIDKeys(), subject };
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': when another process wrote the file first, its keys win.
    writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeysFile(file) ?? generated;
  }
  return generated;
}

let current: VapidKeys | undefined;

/** This process's keys, loaded (or generated) on first use and kept. */
export function vapidKeys(): VapidKeys {
  return (current ??= loadVapidKeys());
}
