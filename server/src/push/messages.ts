import { phrases } from '../lib/i18n/phrases.js';

/** Refusals of a browser's push subscription. */
export const pushMessages = phrases({
  PUSH_ENDPOINT_INVALID: 'endpoint must be an https URL',
  PUSH_ENDPOINT_NOT_PUBLIC: 'endpoint must be on a public address',
  PUSH_P256DH_INVALID: 'keys.p256dh must be a base64url P-256 public key',
  PUSH_AUTH_INVALID: 'keys.auth must be a base64url 16-byte secret',
});

/**
 * What a push says, worded when it is sent in the recipient's language (`push/localize.ts`): a notification's
 * sentence by kind and target, plural by how many others did the same.
 */
export const pushTexts = phrases({
  PUSH_FOLLOW:
    '{others, plural, =0 {{actor} started following you} one {{actor} and # other started following you} other {{actor} and # others started following you}}',
  PUSH_LIKE:
    '{others, plural, =0 {{actor} liked your post} one {{actor} and # other liked your post} other {{actor} and # others liked your post}}',
  PUSH_LIKE_REPLY:
    '{others, plural, =0 {{actor} liked your reply} one {{actor} and # other liked your reply} other {{actor} and # others liked your reply}}',
  PUSH_REPLY:
    '{others, plural, =0 {{actor} replied to your post} one {{actor} and # other replied to your post} other {{actor} and # others replied to your post}}',
  PUSH_REPLY_REPLY:
    '{others, plural, =0 {{actor} replied to your reply} one {{actor} and # other replied to your reply} other {{actor} and # others replied to your reply}}',
  PUSH_REPOST:
    '{others, plural, =0 {{actor} reposted your post} one {{actor} and # other reposted your post} other {{actor} and # others reposted your post}}',
  PUSH_REPOST_REPLY:
    '{others, plural, =0 {{actor} reposted your reply} one {{actor} and # other reposted your reply} other {{actor} and # others reposted your reply}}',
  PUSH_MENTION:
    '{others, plural, =0 {{actor} mentioned you} one {{actor} and # other mentioned you} other {{actor} and # others mentioned you}}',
  PUSH_MESSAGE: '{actor} sent you a message',
  PUSH_IMAGE: 'Sent an image',
});
