import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { e2eAuthEmulatorPort } from './playwright.config';
import { startFreezingProxy, type FreezingProxy } from './support/freezingProxy';
import { startGardenServer, type GardenServer } from './support/gardenServer';
import { newFanIdentity, openFirstChannel, sendMessage, signUpFromComposer } from './support/fan';

// The live connection under a fault: Bob's stream passes a proxy that freezes it (no
// bytes, no close). The server's keep-alive stops arriving, Bob's client declares the
// stream dead after two keep-alive intervals, reconnects, and catches up with what
// Alice posted meanwhile. The keep-alive is 1 s here (15 s by default).
const KEEP_ALIVE_MS = 1000;
// Two silent intervals, then the first reconnect waits at most 1000 + 3000 ms (spec §7).
const RECONNECT_WITHIN_MS = 2 * KEEP_ALIVE_MS + 4000 + 1000;

test.describe('live connection', () => {
  let server: GardenServer;
  let proxy: FreezingProxy;
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101) + 1;
  const dataDir = path.join(os.tmpdir(), `garden-e2e-live-${process.pid}`);

  test.beforeAll(async () => {
    server = await startGardenServer({
      port,
      dataDir,
      authEmulatorPort: e2eAuthEmulatorPort,
      env: { STREAM_KEEP_ALIVE_MS: String(KEEP_ALIVE_MS) },
    });
    proxy = await startFreezingProxy(port);
  });

  test.afterAll(async () => {
    await proxy?.close();
    await server?.stop();
  });

  test('a frozen stream is noticed, reconnected, and the chat catches up', async ({ browser }) => {
    const alice = await browser.newContext();
    const bob = await browser.newContext();
    const alicePage = await alice.newPage();
    const bobPage = await bob.newPage();

    await openFirstChannel(alicePage, server.url);
    await signUpFromComposer(alicePage, newFanIdentity('alice'));
    await openFirstChannel(bobPage, proxy.url);
    await signUpFromComposer(bobPage, newFanIdentity('bob'));

    const before = `凍る前 ${Date.now()}`;
    await sendMessage(alicePage, before);
    await expect(bobPage.getByText(before)).toBeVisible();

    const streamsBefore = proxy.eventStreamsOpened();
    expect(proxy.freezeEventStreams()).toBe(1);
    const frozenAt = Date.now();
    const during = `凍っている間 ${Date.now()}`;
    await sendMessage(alicePage, during);

    // Bob's client opens a new stream on its own, and catches up.
    await expect
      .poll(() => proxy.eventStreamsOpened(), { timeout: RECONNECT_WITHIN_MS })
      .toBeGreaterThan(streamsBefore);
    expect(Date.now() - frozenAt).toBeLessThan(RECONNECT_WITHIN_MS);
    await expect(bobPage.getByText(during)).toHaveCount(1);

    // And the new stream is live.
    const after = `溶けた後 ${Date.now()}`;
    await sendMessage(alicePage, after);
    await expect(bobPage.getByText(after)).toHaveCount(1);

    await alice.close();
    await bob.close();
  });
});
