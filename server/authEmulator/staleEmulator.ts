// `kill -9` of `npm start` leaves its auth emulator running (it is a separate process).
// The next start finds it by the hub locator file in this data folder's own temp folder:
// same pid answering on our hub port → our orphan, which holds the newest accounts. It is
// exported, then stopped. Anything else on the port is someone else's: refuse to start.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type PortOwner =
  { kind: 'free' } | { kind: 'own-orphan'; pid: number } | { kind: 'foreign'; description: string };

async function answers(url: string): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return undefined;
  }
}

function locatorPid(tempDir: string, projectId: string): number | undefined {
  try {
    const locator = JSON.parse(
      readFileSync(path.join(tempDir, `hub-${projectId}.json`), 'utf8'),
    ) as { pid?: unknown };
    return typeof locator.pid === 'number' ? locator.pid : undefined;
  } catch {
    return undefined;
  }
}

export async function emulatorPortOwner(options: {
  authPort: number;
  hubPort: number;
  tempDir: string;
  projectId: string;
}): Promise<PortOwner> {
  const auth = await answers(`http://127.0.0.1:${options.authPort}/`);
  const hub = await answers(`http://127.0.0.1:${options.hubPort}/`);
  if (!auth && !hub) return { kind: 'free' };
  const hubPid = hub?.ok
    ? ((await hub.json().catch(() => ({}))) as { pid?: unknown }).pid
    : undefined;
  const ownPid = locatorPid(options.tempDir, options.projectId);
  if (typeof hubPid === 'number' && hubPid === ownPid) return { kind: 'own-orphan', pid: hubPid };
  return {
    kind: 'foreign',
    description:
      typeof hubPid === 'number'
        ? `another Firebase emulator (pid ${hubPid}) of another data folder`
        : 'a process that is not this garden’s emulator',
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops a process: SIGTERM, then SIGKILL when it is still there after `graceMs`. */
export async function stopProcess(pid: number, graceMs = 10_000): Promise<void> {
  if (!isAlive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}
