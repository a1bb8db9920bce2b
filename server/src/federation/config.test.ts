import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('FEDERATION, AUTHORIZED_FETCH and REMOTE_MEDIA_RETENTION_DAYS', () => {
  it('federates when PUBLIC_URL is https, and not without PUBLIC_URL or with FEDERATION=off', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://social.example' }).federation).toEqual({
      enabled: true,
      authorizedFetch: false,
      remoteMediaRetentionDays: 30,
    });
    expect(
      loadConfig({ PUBLIC_URL: 'https://social.example', REMOTE_MEDIA_RETENTION_DAYS: '7' }).federation
        .remoteMediaRetentionDays,
    ).toBe(7);
    expect(() => loadConfig({ PUBLIC_URL: 'https://social.example', REMOTE_MEDIA_RETENTION_DAYS: '0' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({}).federation.enabled).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://social.example', FEDERATION: 'off' }).federation.enabled).toBe(false);
    expect(
      loadConfig({ PUBLIC_URL: 'https://social.example', AUTHORIZED_FETCH: 'on' }).federation.authorizedFetch,
    ).toBe(true);
  });

  it('federates over http only on a loopback address with OUTBOUND_ALLOW_LOOPBACK=on (tests and development)', () => {
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.2:4000' }).federation.enabled).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.2:4000', OUTBOUND_ALLOW_LOOPBACK: 'on' }).federation.enabled).toBe(
      true,
    );
    expect(loadConfig({ PUBLIC_URL: 'http://social.example', OUTBOUND_ALLOW_LOOPBACK: 'on' }).federation.enabled).toBe(
      false,
    );
  });

  it('refuses FEDERATION=on where it cannot work, and words it cannot read, with a clear message', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'http://social.example', FEDERATION: 'on' })).toThrow(
      new ConfigError(
        'FEDERATION=on needs PUBLIC_URL to be an https:// URL (or http:// on a loopback address with OUTBOUND_ALLOW_LOOPBACK=on)',
      ),
    );
    expect(() => loadConfig({ FEDERATION: 'maybe' })).toThrow('FEDERATION must be "on" or "off", got "maybe"');
    expect(() => loadConfig({ AUTHORIZED_FETCH: 'strict' })).toThrow(
      'AUTHORIZED_FETCH must be "on" or "off", got "strict"',
    );
  });
});
