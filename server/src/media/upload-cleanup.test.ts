import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failInserts } from '../test/failing-inserts.js';
import { dataUrl, formWith, pngImage, storedMediaKeys } from '../test/media-files.js';
import { startTestS3, type TestS3 } from '../test/s3-server.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(() => s3.close());

const setups = engines.flatMap((engine) => (['local', 's3'] as const).map((store) => [engine, store] as const));

describe.each(setups)('an upload whose write fails, on %s with %s storage', (engine, store) => {
  const server = useTestServer(engine, async () => ({ env: store === 's3' ? await s3.bucketEnv() : {} }));

  async function person() {
    const client = server.client();
    const user = await client.signup();
    return { client, id: user._id };
  }

  const image = async () => ({ bytes: await pngImage(), name: 'a.png', type: 'image/png' });

  /** Sends `upload` while every insert into `table` fails: a 500, and nothing left in the store or on disk. */
  async function expectNothingLeft(table: string, upload: () => Promise<{ status: number }>) {
    const mediaRows = () => server.app.ctx.db.selectFrom('media').select('id').execute();
    const before = await storedMediaKeys(server);
    const rowsBefore = await mediaRows();
    const restore = await failInserts(server, table);
    try {
      expect((await upload()).status).toBe(500);
    } finally {
      await restore();
    }
    expect(await storedMediaKeys(server)).toEqual(before);
    expect(fs.readdirSync(path.join(server.config.dataDir, 'upload-tmp'))).toEqual([]);
    expect(await mediaRows()).toEqual(rowsBefore);
  }

  it('removes a post’s stored image, sent as a file or as a data URL', async () => {
    const me = await person();
    await expectNothingLeft('posts', async () =>
      me.client.post('/api/posts/create', formWith({ postedBy: me.id, text: 'lost', img: await image() })),
    );
    await expectNothingLeft('posts', async () =>
      me.client.post('/api/posts/create', { postedBy: me.id, text: 'lost', img: dataUrl(await pngImage()) }),
    );
  });

  it('removes a chat image', async () => {
    const me = await person();
    const friend = await person();
    await expectNothingLeft('messages', async () =>
      me.client.post('/api/messages', formWith({ recipientId: friend.id, img: await image() })),
    );
  });

  it('removes a story’s stored file', async () => {
    const me = await person();
    await expectNothingLeft('stories', async () =>
      me.client.post('/api/stories/create', formWith({ media: await image() })),
    );
  });
});
