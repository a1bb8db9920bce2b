/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { openNotificationUrl, showPush } from './push';

declare const self: ServiceWorkerGlobalScope;

// A new build's worker takes over at once and drops the previous build's precache.
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();

// Pages always come from the network, so a new build is never hidden behind a cached index.html; with the
// network gone they get the precached offline screen. API and media requests are never touched.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(async () => (await matchPrecache('/offline.html')) ?? Response.error()));
});

// The built, content-hashed scripts and styles, the icons, the manifest and the offline screen.
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationUrl(self, event.notification.data));
});
