import { deleteSubscription } from '../api/delete-subscription';
import { getPublicKey } from '../api/get-public-key';
import { saveSubscription } from '../api/save-subscription';

/** Whether this browser gets pushes: `on` when it holds a subscription the server has. */
export type DeviceState = 'unsupported' | 'denied' | 'off' | 'on';

function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false;
  const expected = base64UrlToBytes(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, i) => byte === expected[i]);
}

function isSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return isSupported() ? navigator.serviceWorker.getRegistration() : undefined;
}

/**
 * This browser's push state. A subscription it already holds is sent to the server again, so after
 * someone else logs in on this browser the pushes follow the person now logged in.
 */
export async function readDeviceState(): Promise<DeviceState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await worker.pushManager.getSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  await saveSubscription(subscription.toJSON());
  return 'on';
}

/** Asks the browser's permission (only ever from a click), subscribes with the server's key and registers it. */
export async function enablePush(): Promise<DeviceState> {
  const worker = await registration();
  if (!worker) return 'unsupported';
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const { publicKey } = await getPublicKey();
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await worker.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  await saveSubscription(subscription.toJSON());
  return 'on';
}

export async function disablePush(): Promise<DeviceState> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (subscription) {
    await deleteSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * On logout: this browser stops getting the person's pushes and drops their badge, so whoever uses it
 * next sees nothing of theirs. The browser unsubscribes even when the server can't be told (its push
 * service then answers 410 and the server drops the endpoint). Never stands in the way of logging out.
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await (await registration())?.pushManager.getSubscription().catch(() => null);
  if (subscription) {
    await deleteSubscription(subscription.endpoint).catch(() => {});
    await subscription.unsubscribe().catch(() => {});
  }
  if ('clearAppBadge' in navigator) await navigator.clearAppBadge().catch(() => {});
}
