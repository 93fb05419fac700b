import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { e2eAuthEmulatorPort } from './playwright.config';
import { startGardenServer, type GardenServer } from './support/gardenServer';
import { longHistoryBody } from './support/seedLongHistory';
import { expect, test, watchHydration } from './support/test';

// Issue 11: a channel with a long history scrolls back to its very first message while the
// page keeps only the messages near the view (react-virtuoso), and an older page loading
// above never moves the message the fan is looking at. On a server of its own, whose
// embedded database gets the history in one insert while it is stopped.
const HISTORY_LENGTH = 10_000;
/** Rendered messages the log may hold at once, whatever the length of the history. */
const MAX_RENDERED_MESSAGES = 150;

const root = path.resolve(__dirname, '..');

test.describe('a long chat history', () => {
  const port = Number(process.env.E2E_RESTART_PORT ?? 3101);
  const dataDir = path.join(os.tmpdir(), `garden-e2e-history-${process.pid}`);
  let server: GardenServer | undefined;
  let channelPath = '';

  test.beforeAll(async () => {
    // Two boots of a server and the seeding take a while on a busy machine.
    test.setTimeout(300_000);
    const options = { port, dataDir, authEmulatorPort: e2eAuthEmulatorPort };
    // The first boot creates the demo garden; the seed needs its tenant and fans.
    await (await startGardenServer(options)).stop();
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'e2e/support/seedLongHistory.ts', dataDir, String(HISTORY_LENGTH)],
      { cwd: root },
    );
    const channelId = Buffer.from(`Channel:${stdout.trim()}`).toString('base64');
    channelPath = `/messages/chat/${encodeURIComponent(channelId)}`;
    server = await startGardenServer(options);
  });

  test.afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('scrolls back to the first of 10,000 messages with a bounded page and no jumps', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const seen = watchHydration(page);
    await page.goto(`${server!.url}${channelPath}`);
    const log = page.getByRole('log');
    // Opens at the newest message, taken over from the server's HTML without a mismatch.
    await expect(log.getByText(longHistoryBody(HISTORY_LENGTH), { exact: true })).toBeInViewport();
    expect(seen.problems).toEqual([]);

    const bodyNumber = (body: string | undefined) => Number(body?.match(/\d+/)?.[0] ?? NaN);
    let pages = 0;
    for (;;) {
      // At the top of what is loaded: Virtuoso asks for the older page as it gets there.
      const before = await log.evaluate((element) => {
        element.scrollTop = 0;
        const top = element.getBoundingClientRect().top;
        const messages = [...element.querySelectorAll<HTMLElement>('[data-message-id]')];
        const anchor = messages.find((message) => message.getBoundingClientRect().top >= top);
        return {
          renderedItems: element.querySelectorAll('li').length,
          firstBody: messages[0]?.querySelector('.garden-user-content')?.textContent ?? undefined,
          anchorId: anchor?.dataset.messageId ?? '',
          anchorTop: anchor?.getBoundingClientRect().top ?? NaN,
        };
      });
      expect(before.renderedItems).toBeGreaterThan(0);
      expect(before.renderedItems).toBeLessThan(MAX_RENDERED_MESSAGES);
      if (before.firstBody === longHistoryBody(1)) break;

      // The older page is in once older messages render above the first one there was.
      await expect
        .poll(
          async () =>
            bodyNumber(
              (await log.locator('.garden-user-content').first().textContent()) ?? undefined,
            ),
          { timeout: 30_000 },
        )
        .toBeLessThan(bodyNumber(before.firstBody));
      pages += 1;
      // Two frames later (Virtuoso measures what it rendered, and corrects), the message
      // that was at the top of the view is exactly where it was.
      const anchorTop = await log.evaluate(
        (element, id) =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(
                  element
                    .querySelector(`[data-message-id="${CSS.escape(id)}"]`)
                    ?.getBoundingClientRect().top ?? NaN,
                ),
              ),
            ),
          ),
        before.anchorId,
      );
      expect(Math.abs(anchorTop - before.anchorTop), `page ${pages}`).toBeLessThanOrEqual(1);
    }

    // The very first message, under the line that says the channel starts here.
    await expect(log.getByText(longHistoryBody(1), { exact: true })).toBeInViewport();
    await expect(log.getByText('ここがチャンネルの始まりです')).toBeInViewport();
    expect(await log.locator('li').count()).toBeLessThan(MAX_RENDERED_MESSAGES);
    // Every older page was asked for as the fan reached the top (100 a page).
    expect(pages).toBeGreaterThanOrEqual(Math.floor((HISTORY_LENGTH - 100) / 100));
    expect(seen.problems).toEqual([]);
  });
});
