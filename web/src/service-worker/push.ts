/// <reference lib="webworker" />

/** What the server sends (server/src/push/payload.ts): who did what, where to go, and the unread total. */
interface PushPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
  badge?: number;
}

function parsePayload(data: PushMessageData | null): PushPayload | null {
  if (!data) return null;
  try {
    const payload = data.json() as Partial<PushPayload>;
    if (typeof payload.title !== 'string') return null;
    return {
      title: payload.title,
      body: typeof payload.body === 'string' ? payload.body : '',
      url: typeof payload.url === 'string' ? payload.url : '/',
      tag: typeof payload.tag === 'string' ? payload.tag : 'threads',
      badge: typeof payload.badge === 'number' ? payload.badge : undefined,
    };
  } catch {
    return null;
  }
}

async function setBadge(count: number): Promise<void> {
  if (!('setAppBadge' in navigator)) return;
  try {
    await (count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge());
  } catch {
    // The platform may refuse badges (no installed app); the notification still shows.
  }
}

/** Shows the push as a notification, unless a focused window of the app already shows it live. */
export async function showPush(sw: ServiceWorkerGlobalScope, data: PushMessageData | null): Promise<void> {
  const payload = parsePayload(data);
  if (!payload) return;
  if (payload.badge !== undefined) await setBadge(payload.badge);
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (windows.some((client) => client.focused)) return;
  await sw.registration.showNotification(payload.title, {
    body: payload.body,
    tag: payload.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-maskable-192.png',
    data: { url: payload.url },
  });
}

/** Focuses a window of the app on the notification's page, or opens one. Only same-origin paths are followed. */
export async function openNotificationUrl(sw: ServiceWorkerGlobalScope, data: unknown): Promise<void> {
  const path = (data as { url?: unknown } | null)?.url;
  const target = new URL(typeof path === 'string' ? path : '/', sw.location.origin);
  const url = target.origin === sw.location.origin ? target.href : sw.location.origin;
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const window = windows.find((client) => client.url === url) ?? windows[0];
  if (!window) {
    await sw.clients.openWindow(url);
    return;
  }
  const focused = await window.focus();
  if (focused.url !== url) {
    try {
      await focused.navigate(url);
    } catch {
      await sw.clients.openWindow(url);
    }
  }
}
