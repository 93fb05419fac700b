// The garden's push service worker (src/features/notifications/webPush.ts registers it under
// /push-notifications/, beside the app's Workbox worker at "/"). It shows each push the
// server sends (server/notifications/pushDelivery.ts, PushPayload) and opens the push's page
// when the notification is tapped. Plain script: it may also be loaded into another worker
// with importScripts('/push-sw.js').
'use strict';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's fields, whatever arrived: JSON as the server sends it, or plain text. */
function readPush(data) {
  if (!data) return {};
  try {
    const parsed = data.json();
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return { body: data.text() };
  }
}

/** A path of this site only: a push never opens another site. */
function pageUrl(path) {
  const url = new URL(typeof path === 'string' ? path : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const push = readPush(event.data);
  const title = typeof push.title === 'string' && push.title ? push.title : self.location.host;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof push.body === 'string' ? push.body : '',
      tag: typeof push.tag === 'string' ? push.tag : undefined,
      // A newer push of the same conversation replaces the last one, and says so.
      renotify: typeof push.tag === 'string',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: pageUrl(push.url), category: push.category },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = pageUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      // The page is open already: bring it forward.
      const open = windows.find((client) => client.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});
