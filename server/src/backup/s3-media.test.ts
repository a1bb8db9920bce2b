import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createMediaStore } from '../media/store/index.js';
import { dataUrl, pngImage, storedMediaKeys } from '../test/media-files.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { createBackup } from './backup.js';
import { restoreBackup } from './restore.js';

async function objectBytes(config: ReturnType<typeof loadConfig>, key: string, dir: string): Promise<Buffer> {
  const file = path.join(dir, key.replaceAll('/', '_'));
  expect(await createMediaStore(config).download(key, file)).toBe(true);
  return fs.readFileSync(file);
}

describe('backup and restore with media in an S3 bucket', () => {
  let s3: TestS3;
  let server: TestServer;
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-s3-backup-'));
  beforeAll(async () => {
    s3 = await startTestS3();
    server = await startTestServer('sqlite', { env: await s3.bucketEnv() });
  });
  afterAll(async () => {
    await server.close();
    await s3.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it("puts every object of the bucket in the archive and restores them into an empty bucket, refusing one that isn't", async () => {
    const alice = server.client();
    const me = await alice.signup();
    await alice.put(`/api/users/update/${me._id}`, { profilePic: dataUrl(await pngImage(90, 60)) });
    const bob = await server.client().signup();
    await alice.post('/api/messages', { recipientId: bob._id, img: dataUrl(await pngImage(30, 30)) });
    const keys = await storedMediaKeys(server);
    expect(keys).toHaveLength(2);
    expect(keys.some((key) => key.startsWith('private/'))).toBe(true);

    const { archive, manifest } = await createBackup(server.config, path.join(scratch, 'backups'));
    expect(manifest.files.map((file) => file.path).filter((p) => p.startsWith('media/'))).toEqual(
      keys.map((key) => `media/${key}`),
    );

    const target = loadConfig({
      DATA_DIR: path.join(scratch, 'restored'),
      LOG_LEVEL: 'silent',
      ...(await s3.bucketEnv()),
    });
    await restoreBackup(target, archive);
    const restored = await storedMediaKeys({ app: { ctx: { media: { store: createMediaStore(target) } } } });
    expect(restored).toEqual(keys);
    for (const key of keys) {
      expect(await objectBytes(target, key, path.join(scratch, 'to'))).toEqual(
        await objectBytes(server.config, key, path.join(scratch, 'from')),
      );
    }

    const again = { ...target, dataDir: path.join(scratch, 'again') };
    await expect(restoreBackup(again, archive)).rejects.toThrow(
      /^The media store \(S3 bucket "media-[0-9a-f]+" at http:\/\/127\.0\.0\.1:\d+\) is not empty; restore only into an empty one$/,
    );
    expect(fs.existsSync(again.dataDir)).toBe(false);
  });
});
