import type { AppContext } from '../context.js';
import { findVapidKeys, insertVapidKeysOnce } from './queries.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair: VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set, otherwise the pair generated on
 * the first start and kept in the database (the SQLite file in DATA_DIR, or PostgreSQL), so every process
 * and every restart signs with the same key and browsers' subscriptions stay valid.
 */
export async function loadVapidKeys(ctx: AppContext): Promise<VapidKeys> {
  const { vapidPublicKey, vapidPrivateKey } = ctx.config.push;
  if (vapidPublicKey && vapidPrivateKey) return { publicKey: vapidPublicKey, privateKey: vapidPrivateKey };
  let stored = await findVapidKeys(ctx.db);
  if (!stored) {
    const { default: webpush } = await import('web-push');
    const generated = webpush.generateVAPIDKeys();
    await insertVapidKeysOnce(
      ctx.db,
      { public_key: generated.publicKey, private_key: generated.privateKey },
      ctx.clock(),
    );
    stored = await findVapidKeys(ctx.db);
    if (!stored) throw new Error('VAPID keys were not stored');
  }
  return { publicKey: stored.public_key, privateKey: stored.private_key };
}
