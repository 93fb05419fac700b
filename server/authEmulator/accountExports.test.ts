// The embedded sign-in's accounts on disk: exported on change into a new folder each time,
// the newest complete one kept and imported. A fake hub stands in for the emulator's
// (it writes an export the way firebase-tools does: elsewhere, then renamed into place).
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAccountExporter, latestAccountExport } from './accountExports';

let accounts: string[];
let exportRequests: number;
let hub: Server;
let url: string;
let dir: string;

beforeEach(async () => {
  accounts = [];
  exportRequests = 0;
  dir = mkdtempSync(path.join(tmpdir(), 'garden-exports-'));
  hub = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      if (request.url?.endsWith('/accounts:query')) {
        response.end(JSON.stringify({ userInfo: accounts }));
        return;
      }
      exportRequests += 1;
      const target = (JSON.parse(raw) as { path: string }).path;
      const staging = path.join(dir, `staging-${exportRequests}`);
      mkdirSync(path.join(staging, 'auth_export'), { recursive: true });
      writeFileSync(path.join(staging, 'auth_export', 'accounts.json'), JSON.stringify(accounts));
      writeFileSync(path.join(staging, 'firebase-export-metadata.json'), '{}');
      renameSync(staging, target);
      response.end('{"message":"OK"}');
    });
  });
  await new Promise<void>((resolve) => hub.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(hub.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => hub.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const exportsDir = () => path.join(dir, 'auth-emulator');
const exporter = () =>
  createAccountExporter({
    hubUrl: url,
    authUrl: url,
    projectId: 'demo-x',
    exportsDir: exportsDir(),
  });

describe('the account exports', () => {
  it('exports when the accounts change, and only then', async () => {
    const accountExporter = exporter();
    accounts.push('fan-1');
    expect(await accountExporter.exportIfChanged()).toBe(true);
    expect(await accountExporter.exportIfChanged()).toBe(false);
    expect(exportRequests).toBe(1);
    accounts.push('fan-2');
    expect(await accountExporter.exportIfChanged()).toBe(true);
    expect(exportRequests).toBe(2);
  });

  it('keeps exactly the newest export, which holds every account', async () => {
    const accountExporter = exporter();
    accounts.push('fan-1');
    await accountExporter.exportIfChanged();
    accounts.push('fan-2');
    await accountExporter.exportIfChanged();
    const kept = readdirSync(exportsDir());
    expect(kept).toHaveLength(1);
    expect(latestAccountExport(exportsDir())).toBe(path.join(exportsDir(), kept[0]));
  });

  it('drops an export equal to the newest one', async () => {
    const accountExporter = exporter();
    accounts.push('fan-1');
    await accountExporter.exportNow();
    const first = latestAccountExport(exportsDir());
    expect(await accountExporter.exportNow()).toBe(false);
    expect(latestAccountExport(exportsDir())).toBe(first);
    expect(readdirSync(exportsDir())).toHaveLength(1);
  });

  it('imports the newest complete export: a folder without its metadata is ignored', () => {
    const complete = path.join(exportsDir(), 'g-1700000000000');
    mkdirSync(complete, { recursive: true });
    writeFileSync(path.join(complete, 'firebase-export-metadata.json'), '{}');
    mkdirSync(path.join(exportsDir(), 'g-1800000000000'));
    expect(latestAccountExport(exportsDir())).toBe(complete);
  });

  it('still imports the single export of earlier versions', () => {
    mkdirSync(exportsDir());
    writeFileSync(path.join(exportsDir(), 'firebase-export-metadata.json'), '{}');
    expect(latestAccountExport(exportsDir())).toBe(exportsDir());
    expect(latestAccountExport(path.join(dir, 'none'))).toBeUndefined();
  });
});
