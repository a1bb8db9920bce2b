import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../db/schema.js';
import { keyFromUrl } from '../media/storage.js';
import { pathWithoutFfmpeg, storedMediaKeys } from './media-files.js';
import { startTestS3, type TestS3 } from './s3-server.js';
import { engines } from './server.js';
import { useTestServer } from './use-test-server.js';

/** Each engine with each media store. */
export const mediaSetups = engines.flatMap((engine) =>
  (['local', 's3'] as const).map((store) => [engine, store] as const),
);

/**
 * The media tests' server for the enclosing `describe`: 1 MB images, 3 s videos, files on disk or in a real
 * S3 bucket, and no ffmpeg on PATH (the server must use the binaries bundled from npm); with the calls the
 * tests make of it.
 */
export function useMediaServer(engine: Engine, store: 'local' | 's3') {
  process.env.PATH = pathWithoutFfmpeg(process.env.PATH);
  let s3: TestS3 | undefined;
  beforeAll(async () => {
    if (store === 's3') s3 = await startTestS3();
  });
  afterAll(() => s3?.close());
  const server = useTestServer(engine, async () => ({
    env: { MAX_IMAGE_MB: '1', MAX_VIDEO_SECONDS: '3', ...(s3 ? await s3.bucketEnv() : {}) },
  }));

  const limits = () => server.config.media;
  const storedKeys = () => storedMediaKeys(server);
  /** A local copy of a stored file, whichever store holds it. */
  async function mediaFile(url: string) {
    const file = path.join(server.config.dataDir, 'copies', path.basename(url));
    if (!fs.existsSync(file)) await server.app.ctx.media.store.download(keyFromUrl(url) ?? '', file);
    return file;
  }

  async function userClient() {
    const client = server.client();
    const user = await client.signup();
    return { client, user };
  }

  async function fetchMedia(url: string, headers: Record<string, string> = {}) {
    const response = await fetch(server.url + url, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  async function writeTemp(bytes: Buffer, ext: string) {
    const file = path.join(server.config.dataDir, `probe-${Date.now()}.${ext}`);
    fs.writeFileSync(file, bytes);
    return file;
  }

  return { server, limits, storedKeys, mediaFile, userClient, fetchMedia, writeTemp };
}
