import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderWebApiTypes, webApiTypesFile } from './web-types.js';

describe('web API types', () => {
  it('are generated from the route schemas and up to date', async () => {
    const committed = fs.readFileSync(webApiTypesFile, 'utf8');
    expect(
      committed === (await renderWebApiTypes()),
      'web/src/lib/api-types.ts is stale: run `npm run api-types`',
    ).toBe(true);
  });
});
