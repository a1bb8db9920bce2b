import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('OUTBOUND_ALLOW_LOOPBACK', () => {
  it('is off by default, on with "on", and PUSH_LOOPBACK_ENDPOINTS still works as its alias', () => {
    expect(loadConfig({}).outbound.allowLoopback).toBe(false);
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'on' }).outbound.allowLoopback).toBe(true);
    expect(loadConfig({ PUSH_LOOPBACK_ENDPOINTS: 'on' }).outbound.allowLoopback).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'off', PUSH_LOOPBACK_ENDPOINTS: 'off' }).outbound.allowLoopback).toBe(
      false,
    );
  });

  it('refuses a value it does not know and the two names disagreeing, with a clear message', () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'yes please' })).toThrow(
      new ConfigError('OUTBOUND_ALLOW_LOOPBACK must be "on" or "off", got "yes please"'),
    );
    expect(() => loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'off', PUSH_LOOPBACK_ENDPOINTS: 'on' })).toThrow(
      'OUTBOUND_ALLOW_LOOPBACK and PUSH_LOOPBACK_ENDPOINTS (its old name) disagree; set only one',
    );
  });
});
