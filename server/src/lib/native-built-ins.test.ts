import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startTestServer } from '../test-support.js';

/** Another realm's `toString` tells a native function from core-js's stand-ins, which dress as native here. */
const realmToString = runInNewContext('Function.prototype.toString') as (this: unknown) => string;
const isNative = (fn: unknown) => realmToString.call(fn).includes('[native code]');

describe('built-ins stay native with Fedify loaded', () => {
  it('keeps push, JSON.stringify and Function.prototype.toString native once the app is built', async () => {
    await import('@fedify/fedify');
    const server = await startTestServer('sqlite');
    try {
      expect(isNative(Array.prototype.push)).toBe(true);
      expect(isNative(JSON.stringify)).toBe(true);
      expect(isNative(Function.prototype.toString)).toBe(true);
      const deep: unknown = JSON.parse(`${'['.repeat(3000)}${']'.repeat(3000)}`);
      expect(JSON.stringify(deep)).toHaveLength(6000);
    } finally {
      await server.close();
    }
  });
});
