import { describe, expect, it } from 'vitest';
import { TestSubscriber } from '../test/push-service.js';
import { validSubscription } from './subscription.js';

describe('push endpoints', () => {
  const keysFor = (endpoint: string) => new TestSubscriber(endpoint).toJSON();
  const strict = { allowLoopback: false };
  const loopbackAllowed = { allowLoopback: true };

  it('takes http and loopback only when OUTBOUND_ALLOW_LOOPBACK is on (tests)', () => {
    for (const endpoint of ['http://127.0.0.1:9000/push/1', 'http://localhost:9000/p', 'http://[::1]:9000/p']) {
      expect(validSubscription(keysFor(endpoint), loopbackAllowed).endpoint).toBe(endpoint);
      expect(() => validSubscription(keysFor(endpoint), strict)).toThrow('endpoint must be an https URL');
    }
    for (const endpoint of ['https://127.0.0.1/push/1', 'https://localhost/p', 'https://[::1]/p']) {
      expect(() => validSubscription(keysFor(endpoint), strict)).toThrow('endpoint must be on a public address');
    }
  });

  it('refuses private, link-local, unique-local and metadata addresses, even with loopback allowed', () => {
    for (const endpoint of [
      'https://10.0.0.1/push',
      'https://192.168.1.10/push',
      'https://172.16.5.4/push',
      'https://100.64.0.1/push',
      'https://169.254.169.254/latest/meta-data',
      'https://[fd00::1]/push',
      'https://[fe80::1]/push',
      'https://[::ffff:10.0.0.1]/push',
      'https://0.0.0.0/push',
      'https://[ff02::1]/push',
    ]) {
      expect(() => validSubscription(keysFor(endpoint), loopbackAllowed)).toThrow(
        'endpoint must be on a public address',
      );
    }
  });

  it('keeps the keys in unpadded base64url', () => {
    const subscription = keysFor('https://push.example.net/p');
    const padded = {
      ...subscription,
      keys: { p256dh: `${subscription.keys.p256dh}=`, auth: `${subscription.keys.auth}==` },
    };
    expect(validSubscription(padded, strict).keys).toEqual(subscription.keys);
  });
});
