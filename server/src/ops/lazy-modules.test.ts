import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/api-client.js';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');
const dataUrl = (source: string) => `data:text/javascript,${encodeURIComponent(source)}`;
/** A module hook that appends every module the process resolves to the file named by RESOLVED_MODULES_FILE. */
const RECORD_RESOLVED = dataUrl(`import { register } from 'node:module';
register(${JSON.stringify(
  dataUrl(`import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  fs.appendFileSync(process.env.RESOLVED_MODULES_FILE, resolved.url + '\\n');
  return resolved;
}`),
)});`);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-lazy-modules-'));
const resolvedFile = path.join(dir, 'resolved.txt');
const child = spawn(process.execPath, ['--import', 'tsx', '--import', RECORD_RESOLVED, 'src/main.ts'], {
  cwd: serverRoot,
  // No PUBLIC_URL (federation off), media on local disk, no SMTP_URL, SQLite, no REDIS_URL: the defaults of `npm start`.
  env: {
    ...process.env,
    PUBLIC_URL: '',
    SMTP_URL: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    RESOLVED_MODULES_FILE: resolvedFile,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let url = '';

beforeAll(async () => {
  url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}, 60_000);

afterAll(() => {
  child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const loaded = (packageDir: string) =>
  fs
    .readFileSync(resolvedFile, 'utf8')
    .split('\n')
    .filter((module) => module.includes(`/node_modules/${packageDir}/`));

describe('modules a server loads only when it uses them (ARCHITECTURE "Memory")', () => {
  it('loads neither Fedify, the AWS SDK nor nodemailer with federation off, media on local disk and no SMTP_URL; nor node-postgres, ioredis, undici, sharp, file-type or yazl', async () => {
    const client = new ApiClient(url);
    const me = await client.signup({ password: 'a very secret password' });
    const post = await client.request('POST', '/api/posts/create', { postedBy: me._id, text: 'hello' });
    expect(post.status).toBe(201);
    // A remote handle: the lookup answers nobody with federation off, without loading it.
    expect((await client.request('GET', '/api/users/search?q=someone@elsewhere.example')).status).toBe(200);
    expect((await client.request('GET', '/api/posts/feed')).status).toBe(200);
    expect(loaded('@fastify')).not.toEqual([]);
    expect(loaded('@fedify')).toEqual([]);
    expect(loaded('@aws-sdk')).toEqual([]);
    expect(loaded('nodemailer')).toEqual([]);
    // SQLite without REDIS_URL; no request out, no upload, no export yet.
    for (const unused of ['pg', 'ioredis', '@socket.io/redis-adapter', 'undici', 'sharp', 'file-type', 'yazl']) {
      expect(loaded(unused), unused).toEqual([]);
    }
  }, 30_000);
});
