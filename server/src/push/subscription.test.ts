import { describe, expect, it } from 'vitest';
import { validSubscription } from './subscription.js';
import { TestSubscriber } from './test-push-service.js';

describe('push endpoints', () => {
  const keysFor = (endpoint: string) => new TestSubscriber(endpoint).toJSON();

  it('takes http only on loopback and only when loopback endpoints are allowed (tests)', () => {
    for (const endpoint of ['http://127.0.0.1:9000/push/1', 'http://localhost:9000/p', 'http://[::1]:9000/p']) {
      expect(validSubscription(keysFor(endpoint), true).endpoint).toBe(endpoint);
      expect(() => validSubscription(keysFor(endpoint), false)).toThrow('endpoint must be an https URL');
    }
    for (const endpoint of ['http://10.0.0.1/push', 'http://push.example.net/p', 'http://127.0.0.1.example.net/p']) {
      expect(() => validSubscription(keysFor(endpoint), true)).toThrow('endpoint must be an https URL');
    }
  });

  it('keeps the keys in unpadded base64url', () => {
    const subscription = keysFor('https://push.example.net/p');
    const padded = {
      ...subscription,
      keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` },
    };
    expect(validSubscription(padded, false).keys).toEqual(subscription.keys);
  });
});
