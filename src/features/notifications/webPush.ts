// The browser's side of Web Push: the push service worker (public/push-sw.js, registered
// under a scope of its own so that it sits beside the app's Workbox worker at "/"), the
// permission, and the PushSubscription the server stores. Called from effects and event
// handlers only: nothing here runs while rendering (the server renders the page too).

/** The push worker's script and scope; no page lives under the scope. */
export const PUSH_WORKER_URL = '/push-sw.js';
export const PUSH_WORKER_SCOPE = '/push-notifications/';

/** window, with its constructors (Notification, PushManager). */
type BrowserWindow = Window & typeof globalThis;

export type PushDeviceState =
  /** Not known yet (server rendering, or before the first effect). */
  | 'unknown'
  /** No Push API or service workers here (e.g. iOS Safari outside a Home Screen app). */
  | 'unsupported'
  /** The fan (or the browser) blocked notifications for the site. */
  | 'denied'
  | 'off'
  | 'on';

export interface BrowserSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export function pushSupported(win: BrowserWindow = window): boolean {
  return 'serviceWorker' in win.navigator && 'PushManager' in win && 'Notification' in win;
}

function toBase64url(buffer: ArrayBuffer | null): string {
  if (!buffer) return '';
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function describeSubscription(subscription: PushSubscription): BrowserSubscription {
  return {
    endpoint: subscription.endpoint,
    p256dh: toBase64url(subscription.getKey('p256dh')),
    auth: toBase64url(subscription.getKey('auth')),
  };
}

async function existingRegistration(
  win: BrowserWindow,
): Promise<ServiceWorkerRegistration | undefined> {
  return win.navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
}

/** This browser's subscription to the garden's pushes, if any. */
export async function currentSubscription(
  win: BrowserWindow = window,
): Promise<PushSubscription | null> {
  const registration = await existingRegistration(win);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** What the device section shows now. */
export async function readDeviceState(win: BrowserWindow = window): Promise<PushDeviceState> {
  if (!pushSupported(win)) return 'unsupported';
  if (win.Notification.permission === 'denied') return 'denied';
  if (win.Notification.permission !== 'granted') return 'off';
  return (await currentSubscription(win)) ? 'on' : 'off';
}

function activated(registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.active) return Promise.resolve();
  const worker = registration.installing ?? registration.waiting;
  return new Promise((resolve, reject) => {
    if (!worker) {
      reject(new Error('The push worker did not install'));
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') resolve();
      if (worker.state === 'redundant') reject(new Error('The push worker was dropped'));
    });
  });
}

/**
 * Asks for the permission (from a tap: browsers refuse the prompt otherwise), registers
 * the push worker and subscribes with the garden's VAPID key. Returns the subscription,
 * or the state that stopped it ('denied', 'unsupported').
 */
export async function subscribeThisDevice(
  applicationServerKey: string,
  win: BrowserWindow = window,
): Promise<BrowserSubscription | 'denied' | 'unsupported'> {
  if (!pushSupported(win)) return 'unsupported';
  const permission = await win.Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'unsupported';
  const registration = await win.navigator.serviceWorker.register(PUSH_WORKER_URL, {
    scope: PUSH_WORKER_SCOPE,
  });
  await activated(registration);
  const key = fromBase64url(applicationServerKey);
  let subscription = await registration.pushManager.getSubscription();
  // Subscribed under another key (the garden's keys changed): start again.
  const currentKey = subscription?.options.applicationServerKey;
  if (subscription && currentKey && toBase64url(currentKey) !== applicationServerKey) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return describeSubscription(subscription);
}

/** Unsubscribes this browser; returns the endpoint it had, if any. */
export async function unsubscribeThisDevice(win: BrowserWindow = window): Promise<string | null> {
  const subscription = await currentSubscription(win);
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
