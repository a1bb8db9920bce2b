import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

beforeAll(() => i18n.activate('en'));

describe('deviceName', () => {
  it('names the browser and the system from a user agent', () => {
    expect(
      deviceName(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome on Android');
    expect(
      deviceName(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
    expect(deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe(
      'Firefox on Windows',
    );
  });

  it('keeps an agent it cannot read, and says when there is none', () => {
    expect(deviceName('Laptop Browser/1.0')).toBe('Laptop Browser/1.0');
    expect(deviceName('')).toBe('Unknown device');
  });
});
