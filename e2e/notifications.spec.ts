import type { CDPSession } from '@playwright/test';
import {
  browserKeys,
  decryptPush,
  startPushService,
  type PushService,
} from '../server/testing/pushService';
import { e2ePort } from './playwright.config';
import { completeSignUp, newFanIdentity, openFirstChannel } from './support/fan';
import { expect, test } from './support/test';

// Headless Chromium cannot subscribe at a real push service here (PushManager.subscribe
// answers "Registration failed - permission denied" even with the permission granted, and
// the machine has no network to reach FCM). So the page's PushManager hands out a
// subscription whose endpoint is this spec's push service on 127.0.0.1, with keys the spec
// made; everything else is real: the permission, the push worker's registration, the
// subscription reaching the server, the server's encrypted VAPID-signed request, and the
// push worker showing the decrypted push (delivered to it through DevTools, as the push
// service would).
const PUSH_PORT = Number(process.env.E2E_MOCK_PORT ?? e2ePort + 30);

let push: PushService;
test.beforeAll(async () => {
  push = await startPushService(PUSH_PORT);
});
test.afterAll(() => push?.close());

/** The registration id DevTools knows the push worker by. */
async function pushWorkerRegistration(cdp: CDPSession): Promise<string> {
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) =>
    registrations.push(...event.registrations),
  );
  await cdp.send('ServiceWorker.enable');
  await expect
    .poll(() => registrations.some((r) => r.scopeURL.endsWith('/push-notifications/')))
    .toBe(true);
  return registrations.find((r) => r.scopeURL.endsWith('/push-notifications/'))!.registrationId;
}

test('a fan turns on notifications, switches a category off and receives a test notification', async ({
  page,
  context,
  baseURL,
}) => {
  const keys = browserKeys();
  const endpoint = `${push.origin}/push/e2e-${Date.now()}`;
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const bytes = (text: string) => {
        const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
        return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
      };
      // Kept for the tab's life, as the browser keeps a real subscription across reloads.
      const stored = 'e2e-push-subscription';
      const subscription = () =>
        ({
          endpoint,
          expirationTime: null,
          options: { userVisibleOnly: true, applicationServerKey: null },
          getKey: (name: string) => bytes(name === 'p256dh' ? p256dh : auth),
          unsubscribe: async () => {
            sessionStorage.removeItem(stored);
            return true;
          },
          toJSON: () => ({ endpoint, keys: { p256dh, auth } }),
        }) as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function () {
        sessionStorage.setItem(stored, endpoint);
        return subscription();
      };
      PushManager.prototype.getSubscription = async () =>
        sessionStorage.getItem(stored) ? subscription() : null;
    },
    { endpoint, p256dh: keys.p256dh, auth: keys.auth },
  );

  // Sign up from a channel's composer, then open the notification settings.
  await openFirstChannel(page, baseURL!);
  await page.getByRole('textbox', { name: 'メッセージ' }).fill('通知を試します');
  await page.getByRole('button', { name: '送信' }).click();
  await completeSignUp(page, newFanIdentity('push'));
  await page.goto('/settings/notification');
  await expect(page.getByRole('heading', { level: 1, name: '通知設定' })).toBeVisible();
  await expect(page.getByText('この端末では通知がオフです。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'テスト通知を送る' })).toBeDisabled();

  // Turning on registers the push worker and stores the subscription on the server.
  const [subscribed] = await Promise.all([
    page.waitForResponse(
      (response) =>
        response.request().postDataJSON()?.operationName ===
        'useNotificationMutationsSubscribeMutation',
    ),
    page.getByRole('button', { name: '通知をオンにする' }).click(),
  ]);
  expect((await subscribed.json()).data.subscribeToPush.__typename).toBe('SubscribeToPushPayload');
  await expect(page.getByText('この端末で通知を受け取っています。')).toBeVisible();
  await expect(page.getByText('1台の端末で通知を受け取っています')).toBeVisible();

  // A category switched off stays off.
  const official = page.getByRole('switch', { name: /公式の投稿/ });
  await expect(official).toBeChecked();
  await official.click();
  await expect(official).not.toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: /公式の投稿/ })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: /ダイレクトメッセージ/ })).toBeChecked();

  // The test notification: the server's request reaches the push service, encrypted for
  // this browser and signed with the garden's VAPID key.
  push.received.length = 0;
  await page.getByRole('button', { name: 'テスト通知を送る' }).click();
  await expect(page.getByText('送信しました。まもなく端末に表示されます。')).toBeVisible();
  const path = new URL(endpoint).pathname;
  const request = push.received.find((received) => received.path === path);
  expect(request).toBeDefined();
  expect(String(request!.headers.authorization)).toMatch(
    /^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/,
  );
  expect(request!.headers['content-encoding']).toBe('aes128gcm');
  const payload = decryptPush(request!.body, keys);
  expect(JSON.parse(payload)).toMatchObject({ title: 'テスト通知', url: '/settings/notification' });

  // The push service hands the push to the browser: the push worker shows it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await pushWorkerRegistration(cdp),
    data: payload,
  });
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/push-notifications/');
        const shown = (await registration?.getNotifications()) ?? [];
        return shown.map((notification) => `${notification.title}|${notification.data?.url}`);
      }),
    )
    .toEqual([`テスト通知|${new URL('/settings/notification', baseURL).href}`]);

  // Turning off forgets this browser on the server.
  await page.getByRole('button', { name: 'この端末の通知をオフにする' }).click();
  await expect(page.getByText('この端末では通知がオフです。')).toBeVisible();
  await expect(page.getByRole('button', { name: 'テスト通知を送る' })).toBeDisabled();
});
