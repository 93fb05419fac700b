import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { e2eAuthEmulatorPort } from './playwright.config';
import { startGardenServer, type GardenServer } from './support/gardenServer';
import { longHistoryBody } from './support/seedLongHistory';
import { expect, test, watchHydration } from './support/test';
import { CHAT_PAGE_SIZE } from '../src/state/chatList';

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
    // A hundred pages, each measured before and after it comes, on a busy machine.
    test.setTimeout(600_000);
    const seen = watchHydration(page);
    // Each older page waits here until the spec has measured the view it will go above.
    const heldPages: (() => void)[] = [];
    await page.route(
      (url) => url.searchParams.get('operationName') === 'ChatMessageListPaginationQuery',
      async (route) => {
        await new Promise<void>((release) => heldPages.push(release));
        await route.continue();
      },
    );
    await page.goto(`${server!.url}${channelPath}`);
    const log = page.getByRole('log');
    // Opens at the newest message, taken over from the server's HTML without a mismatch.
    await expect(log.getByText(longHistoryBody(HISTORY_LENGTH), { exact: true })).toBeInViewport();
    expect(seen.problems).toEqual([]);

    const view = () =>
      log.evaluate(
        (element) =>
          // Two frames: Virtuoso has measured what it rendered, and corrected.
          new Promise<{
            renderedItems: number;
            firstBody: string | undefined;
            anchorId: string;
            anchorTop: number;
          }>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const top = element.getBoundingClientRect().top;
                const messages = [...element.querySelectorAll<HTMLElement>('[data-message-id]')];
                // The message at the top of the view.
                const anchor = messages.find(
                  (message) => message.getBoundingClientRect().top >= top,
                );
                resolve({
                  renderedItems: element.querySelectorAll('li').length,
                  firstBody:
                    messages[0]?.querySelector('.garden-user-content')?.textContent ?? undefined,
                  anchorId: anchor?.dataset.messageId ?? '',
                  anchorTop: anchor?.getBoundingClientRect().top ?? NaN,
                });
              }),
            ),
          ),
      );
    const bodyNumber = (body: string | undefined) => Number(body?.match(/\d+/)?.[0] ?? NaN);
    let pages = 0;
    for (;;) {
      // To the top of what is loaded: Virtuoso asks for the older page as it gets there.
      await log.evaluate((element) => {
        element.scrollTop = 0;
      });
      await expect
        .poll(async () => heldPages.length > 0 || (await view()).firstBody === longHistoryBody(1), {
          intervals: [20],
        })
        .toBe(true);
      const before = await view();
      expect(before.renderedItems).toBeGreaterThan(0);
      expect(before.renderedItems).toBeLessThan(MAX_RENDERED_MESSAGES);
      if (heldPages.length === 0) break;

      heldPages.shift()!();
      pages += 1;
      // The page is in once older messages are rendered above the first one there was.
      await expect
        .poll(async () => bodyNumber((await view()).firstBody), {
          timeout: 30_000,
          intervals: [20],
        })
        .toBeLessThan(bodyNumber(before.firstBody));
      // And the message that was at the top of the view has not moved.
      const after = await view();
      expect(after.renderedItems).toBeLessThan(MAX_RENDERED_MESSAGES);
      const anchorTop = await log.evaluate(
        (element, id) =>
          element.querySelector(`[data-message-id="${CSS.escape(id)}"]`)?.getBoundingClientRect()
            .top ?? NaN,
        before.anchorId,
      );
      // Within 2 px: rows of fractional height (e.g. 21.7 px lines) round in the list's size
      // cache, so prepending a page can move the view by a sub-pixel to ~1.2 px (CI saw 1.14),
      // which no eye sees; a jump is a row or more.
      expect(Math.abs(anchorTop - before.anchorTop), `page ${pages}`).toBeLessThanOrEqual(2);
    }

    // The very first message, under the line that says the channel starts here.
    await expect(log.getByText(longHistoryBody(1), { exact: true })).toBeInViewport();
    await expect(log.getByText('ここがチャンネルの始まりです')).toBeInViewport();
    expect(await log.locator('li').count()).toBeLessThan(MAX_RENDERED_MESSAGES);
    // Every older page (100 messages) came as the fan reached the top of the one before.
    expect(pages).toBe(Math.ceil((HISTORY_LENGTH - CHAT_PAGE_SIZE) / 100));
    expect(seen.problems).toEqual([]);
  });
});
