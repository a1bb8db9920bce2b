import type { Selectable } from 'kysely';

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url, as its PushSubscription gives them. */
  p256dh: string;
  auth: string;
  created_at: number;
  /** When its pushes started failing; null while it delivers (dropped after days of failing). */
  failing_since: number | null;
}

export type PushSubscriptionRow = Selectable<PushSubscriptionsTable>;
