import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataUrl, formWith, pathWithoutFfmpeg, pngImage, storedMediaKeys, testVideo } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { mediaLimitMessages } from './messages.js';
import { dropStaleUploads } from './storage.js';

// Without ffmpeg on PATH, as the rest of the media suite: the server must use the binaries bundled from npm.
process.env.PATH = pathWithoutFfmpeg(process.env.PATH);

describe.each(engines)('upload limits on %s', (engine) => {
  const server = useTestServer(engine, { env: { MAX_VIDEO_MB: '1' } });

  it('refuses a video over MAX_VIDEO_MB with 413 while streaming, stores nothing and keeps serving', async () => {
    const client = server.client();
    const me = await client.signup();
    const before = await storedMediaKeys(server);
    const oversized = Buffer.concat([await testVideo(), Buffer.alloc(1024 * 1024 + 10, 0)]);
    const res = await client.post(
      '/api/posts/create',
      formWith({ postedBy: me._id, text: 'big', video: { bytes: oversized, name: 'v.mp4', type: 'video/mp4' } }),
    );
    expect(res.status).toBe(413);
    expect(res.body).toEqual(refusal(mediaLimitMessages.videoTooLarge(server.config.media)));
    expect(await storedMediaKeys(server)).toEqual(before);
    expect(fs.readdirSync(path.join(server.config.dataDir, 'upload-tmp'))).toEqual([]);
    expect((await client.get('/api/health')).status).toBe(200);
  });

  it('drops temporary uploads left behind by a crash once they are a day old', () => {
    const tmp = path.join(server.config.dataDir, 'upload-tmp');
    fs.writeFileSync(path.join(tmp, 'old.upload'), 'x');
    fs.writeFileSync(path.join(tmp, 'recent.upload'), 'x');
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, 'old.upload'), twoDaysAgo, twoDaysAgo);
    dropStaleUploads(server.config, Date.now());
    expect(fs.readdirSync(tmp)).toEqual(['recent.upload']);
    fs.rmSync(path.join(tmp, 'recent.upload'));
  });

  it('refuses the 61st upload in ten minutes with 429', async () => {
    const client = server.client();
    const me = await client.signup();
    const image = dataUrl(await pngImage(8, 8));
    for (let i = 0; i < 60; i++) {
      expect((await client.put(`/api/users/update/${me._id}`, { profilePic: image })).status).toBe(200);
    }
    const res = await client.put(`/api/users/update/${me._id}`, { profilePic: image });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'Too many uploads. Please try again later.',
      code: 'UPLOADS_THROTTLED',
    });
  });
});
