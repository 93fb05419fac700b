// An emulator left running by a `kill -9` of npm start is recognised as this garden's
// (its pid is in the hub locator of this data folder's temp folder) and stopped; anything
// else on the port is left alone.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorConfig, emulatorPorts } from './embeddedAuthEmulator';
import { emulatorPortOwner, stopProcess } from './staleEmulator';

describe('a stale emulator', () => {
  let hub: Server;
  let hubPort: number;
  let tempDir: string;
  beforeAll(async () => {
    tempDir = mkdtempSync(path.join(tmpdir(), 'garden-stale-'));
    hub = createServer((_request, response) => response.end(JSON.stringify({ pid: 4242 })));
    await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
    hubPort = (hub.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => hub.close(resolve));
    rmSync(tempDir, { recursive: true, force: true });
  });

  const owner = () =>
    emulatorPortOwner({ authPort: hubPort, hubPort, tempDir, projectId: 'demo-garden' });

  it('is ours when our hub locator names the pid that answers on the port', async () => {
    writeFileSync(path.join(tempDir, 'hub-demo-garden.json'), JSON.stringify({ pid: 4242 }));
    expect(await owner()).toEqual({ kind: 'own-orphan', pid: 4242 });
  });

  it('is someone else’s otherwise, and is then left alone', async () => {
    writeFileSync(path.join(tempDir, 'hub-demo-garden.json'), JSON.stringify({ pid: 1 }));
    expect((await owner()).kind).toBe('foreign');
    rmSync(path.join(tempDir, 'hub-demo-garden.json'));
    expect((await owner()).kind).toBe('foreign');
  });

  it('is absent when nothing answers on the ports', async () => {
    const free = await emulatorPortOwner({
      authPort: 1,
      hubPort: 2,
      tempDir,
      projectId: 'demo-garden',
    });
    expect(free).toEqual({ kind: 'free' });
  });

  it('is stopped, with SIGKILL when it ignores SIGTERM', async () => {
    const stubborn = spawn(process.execPath, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('ready'); setInterval(() => {}, 1000)",
    ]);
    await new Promise((resolve) => stubborn.stdout.once('data', resolve));
    const exited = new Promise((resolve) =>
      stubborn.once('exit', (_code, signal) => resolve(signal)),
    );
    await stopProcess(stubborn.pid!, 500);
    expect(await exited).toBe('SIGKILL');
  });
});

describe('the embedded emulator', () => {
  it('listens on loopback only, its hub and logging ports next to its own', () => {
    const config = emulatorConfig(emulatorPorts(9300));
    expect(config.emulators.auth).toEqual({ host: '127.0.0.1', port: 9300 });
    expect(config.emulators.hub).toEqual({ host: '127.0.0.1', port: 9301 });
    expect(config.emulators.logging).toEqual({ host: '127.0.0.1', port: 9302 });
    expect(config.emulators.ui.enabled).toBe(false);
  });
});
