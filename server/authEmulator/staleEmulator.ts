// `kill -9` of `npm start` leaves its auth emulator running (it is a separate process).
// The next start finds it by the hub locator file in this data folder's own temp folder:
// same pid answering on our hub port → our orphan, which holds the newest accounts. It is
// exported, then stopped. Anything else on the port is someone else's: refuse to start.
import { readFileSync } from 'node:fs';
import path from 'node:path';

export type PortOwner =
  { kind: 'free' } | { kind: 'own-orphan'; pid: number } | { kind: 'foreign'; description: string };

async function answers(url: string, timeoutMs: number): Promise<Response | undefined> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
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

/** How long to wait for the hub's answer, per look: a busy machine's emulator answers late. */
const LOOK_TIMEOUTS_MS = [2_000, 5_000, 10_000];

export async function emulatorPortOwner(options: {
  authPort: number;
  hubPort: number;
  tempDir: string;
  projectId: string;
}): Promise<PortOwner> {
  let owner: PortOwner = { kind: 'free' };
  // Something on the port whose hub did not say who it is may be our orphan answering
  // slowly: look again, longer, before calling it someone else's.
  for (const timeoutMs of LOOK_TIMEOUTS_MS) {
    const { result, hubAnswered } = await lookAtPorts(options, timeoutMs);
    owner = result;
    if (owner.kind !== 'foreign' || hubAnswered) return owner;
  }
  return owner;
}

async function lookAtPorts(
  options: { authPort: number; hubPort: number; tempDir: string; projectId: string },
  timeoutMs: number,
): Promise<{ result: PortOwner; hubAnswered: boolean }> {
  const auth = await answers(`http://127.0.0.1:${options.authPort}/`, timeoutMs);
  const hub = await answers(`http://127.0.0.1:${options.hubPort}/`, timeoutMs);
  if (!auth && !hub) return { result: { kind: 'free' }, hubAnswered: false };
  const hubPid = hub?.ok
    ? ((await hub.json().catch(() => ({}))) as { pid?: unknown }).pid
    : undefined;
  const hubAnswered = typeof hubPid === 'number';
  const ownPid = locatorPid(options.tempDir, options.projectId);
  if (hubAnswered && hubPid === ownPid)
    return { result: { kind: 'own-orphan', pid: hubPid }, hubAnswered };
  return {
    hubAnswered,
    result: {
      kind: 'foreign',
      description: hubAnswered
        ? `another Firebase emulator (pid ${hubPid}) of another data folder`
        : 'a process that is not this garden’s emulator',
    },
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
