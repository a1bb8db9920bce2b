import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../src/test-support.js';
import { httpMatrix } from './authorization-matrix.js';
import { fuzzTargets } from './fuzz/targets.js';
import type { World } from './world.js';

/**
 * Every route the app registers (collected with Fastify's onRoute as they are added, whoever adds them) has
 * a fuzz target and an authorization-matrix row, by construction: a new route without them fails here,
 * and the message says what to add.
 */
const stubWorld = new Proxy({} as World, {
  get: (_target, name) =>
    name === 'alice' || name === 'bob' || name === 'carol' || name === 'frank'
      ? { id: '01ARZ3NDEKTSV4RRFFQ69G5FAV', username: 'stub', cookie: '' }
      : name === 'storyMediaUrl' || name === 'chatImageUrl'
        ? '/media/0.webp'
        : '01ARZ3NDEKTSV4RRFFQ69G5FAV',
});

/** Routes sharing a prefix share their parameters' names in Fastify's tree, so names are not compared. */
const shape = (route: string) => route.replace(/:[^/]+/g, ':');

describe('every route is fuzzed and in the authorization matrix', () => {
  let server: TestServer;
  const registered = new Set<string>();

  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      onRoute: ({ method, url }) => {
        for (const verb of [method].flat()) if (verb !== 'HEAD' && verb !== 'OPTIONS') registered.add(`${verb} ${url}`);
      },
    });
  });
  afterAll(() => server.close());

  it('collected the whole surface', () => {
    expect(registered.size).toBeGreaterThan(60);
    expect(registered).toContain('GET /api/health');
  });

  it('has a fuzz target for every registered route', () => {
    const targeted = new Set(fuzzTargets(stubWorld).map((target) => shape(target.route)));
    const missing = [...registered].filter((route) => !targeted.has(shape(route))).sort();
    expect(
      missing,
      `Add a fuzz target to server/tools/reliability/fuzz/targets*.ts for each route listed: { route: '<METHOD /path as registered>', path: '/path/{param}', segments: { param: <ids from the world> }, query: [names], json: { field: <fast-check arbitrary> }, multipart: { files, fields } }`,
    ).toEqual([]);
    const shapes = new Set([...registered].map(shape));
    const stale = [...targeted].filter((route) => !shapes.has(route)).sort();
    expect(stale, 'These fuzz targets name routes the app no longer registers: remove or rename them').toEqual([]);
  });

  it('has an authorization-matrix row for every registered route', () => {
    const rows = new Set(httpMatrix.map((row) => shape(row.route)));
    const missing = [...registered].filter((route) => !rows.has(shape(route))).sort();
    expect(
      missing,
      `Add a row to server/tools/reliability/authorization-matrix*.ts for each route listed: { route: '<METHOD /path as registered>', request: (world, self) => ({ method, path, json }), expect: { visitor, other, owner, frozen } } with the status (and error text for refusals) each actor must get`,
    ).toEqual([]);
  });
});
