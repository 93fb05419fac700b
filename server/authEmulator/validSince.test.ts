// After an import the emulator would refuse every earlier token; each account's own
// valid-since is put back from the export through its admin API.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedValidSince, restoreValidSince } from './validSince';

describe('restoring valid-since after an import', () => {
  it('sets each exported account’s own valid-since as the emulator admin', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'garden-valid-since-'));
    mkdirSync(path.join(dir, 'auth_export'));
    writeFileSync(
      path.join(dir, 'auth_export', 'accounts.json'),
      JSON.stringify({
        users: [
          { localId: 'a', validSince: '1700000000', email: 'a@example.com' },
          { localId: 'b', validSince: '1700000100' },
          { localId: 'c' },
        ],
      }),
    );
    const received: { url?: string; authorization?: string; body: unknown }[] = [];
    const emulator = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        received.push({
          url: request.url,
          authorization: request.headers.authorization,
          body: JSON.parse(raw),
        });
        response.end('{}');
      });
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    try {
      const authUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
      expect(await restoreValidSince({ authUrl, projectId: 'demo-x', importDir: dir })).toBe(2);
      expect(received).toEqual([
        {
          url: '/identitytoolkit.googleapis.com/v1/projects/demo-x/accounts:update',
          authorization: 'Bearer owner',
          body: { localId: 'a', validSince: '1700000000' },
        },
        {
          url: '/identitytoolkit.googleapis.com/v1/projects/demo-x/accounts:update',
          authorization: 'Bearer owner',
          body: { localId: 'b', validSince: '1700000100' },
        },
      ]);
      expect(exportedValidSince(path.join(dir, 'missing'))).toEqual([]);
    } finally {
      await new Promise((resolve) => emulator.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('waits for accounts the emulator is still importing, and gives up on one that never comes', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'garden-valid-since-'));
    mkdirSync(path.join(dir, 'auth_export'));
    writeFileSync(
      path.join(dir, 'auth_export', 'accounts.json'),
      JSON.stringify({ users: [{ localId: 'late', validSince: '1700000000' }] }),
    );
    let answers = 0;
    let imported = false;
    const emulator = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        answers += 1;
        // The import lands after the third question.
        if (answers >= 3 && imported) return response.end('{}');
        response.statusCode = 400;
        response.end(JSON.stringify({ error: { code: 400, message: 'USER_NOT_FOUND' } }));
      });
    });
    await new Promise<void>((resolve) => emulator.listen(0, '127.0.0.1', resolve));
    try {
      const authUrl = `http://127.0.0.1:${(emulator.address() as AddressInfo).port}`;
      await expect(
        restoreValidSince({ authUrl, projectId: 'demo-x', importDir: dir, importWaitMs: 300 }),
      ).rejects.toThrow(/HTTP 400: .*USER_NOT_FOUND/);
      imported = true;
      answers = 0;
      expect(await restoreValidSince({ authUrl, projectId: 'demo-x', importDir: dir })).toBe(1);
      expect(answers).toBe(3);
    } finally {
      await new Promise((resolve) => emulator.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
