import { describe, expect, it } from 'vitest';
import { resolveTool } from '../lib/media-binaries.js';
import { formWith, pngImage, storedMediaKeys, testVideo } from '../test/media-files.js';
import { refusal } from '../test/refusal.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { mediaMessages } from './messages.js';
import { checkMediaTools } from './tools.js';

describe('finding ffmpeg and ffprobe', () => {
  it('uses the binaries bundled from npm unless FFMPEG_PATH / FFPROBE_PATH name others', async () => {
    expect(resolveTool('ffmpeg', {})).toMatch(/@ffmpeg-installer\/[a-z0-9-]+\/ffmpeg$/);
    expect(resolveTool('ffprobe', {})).toMatch(/@ffprobe-installer\/[a-z0-9-]+\/ffprobe$/);
    expect(resolveTool('ffmpeg', { FFMPEG_PATH: '/opt/ffmpeg/bin/ffmpeg' })).toBe('/opt/ffmpeg/bin/ffmpeg');
    expect(resolveTool('ffprobe', { FFPROBE_PATH: '/opt/ffmpeg/bin/ffprobe' })).toBe('/opt/ffmpeg/bin/ffprobe');
  });

  it('runs both at start-up and reports their versions, or that they are unavailable', async () => {
    const bundled = await checkMediaTools({
      ffmpegPath: resolveTool('ffmpeg', {}),
      ffprobePath: resolveTool('ffprobe', {}),
    });
    expect(bundled.available).toBe(true);
    expect(bundled.versions.ffmpeg).toMatch(/^ffmpeg version /);
    expect(bundled.versions.ffprobe).toMatch(/^ffprobe version /);
    const missing = await checkMediaTools({ ffmpegPath: '/nonexistent/ffmpeg', ffprobePath: bundled.ffprobe });
    expect(missing.available).toBe(false);
    expect(missing.versions.ffmpeg).toBe('/nonexistent/ffmpeg did not run');
  });
});

describe.each(engines)('a server where ffmpeg does not run, on %s', (engine) => {
  const server = useTestServer(engine, { env: { FFMPEG_PATH: '/nonexistent/ffmpeg' } });

  async function loggedIn() {
    const client = server.client();
    const me = await client.signup();
    return { client, me };
  }

  it('says so in /api/health and stays healthy', async () => {
    const res = await server.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', media: 'unavailable' });
  });

  it('refuses video posts and stories with 503, blaming the server rather than the file, and stores nothing', async () => {
    const { client, me } = await loggedIn();
    const video = { bytes: await testVideo(), name: 'clip.mp4', type: 'video/mp4' };
    const before = await storedMediaKeys(server);
    const post = await client.post('/api/posts/create', formWith({ postedBy: me._id, text: 'clip', video }));
    expect(post.status).toBe(503);
    expect(post.body).toEqual({
      error: 'Video processing is not available on this server.',
      code: 'VIDEO_UNAVAILABLE',
    });
    const story = await client.post('/api/stories/create', formWith({ mediaType: 'video', media: video }));
    expect(story.status).toBe(503);
    expect(story.body).toEqual(refusal(mediaMessages.VIDEO_UNAVAILABLE));
    expect(await storedMediaKeys(server)).toEqual(before);
    expect((await client.get(`/api/posts/user/${me.username}`)).body).toEqual([]);
  });

  it('keeps accepting images', async () => {
    const { client, me } = await loggedIn();
    const img = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
    const post = await client.post('/api/posts/create', formWith({ postedBy: me._id, text: 'pic', img }));
    expect(post.status).toBe(201);
    expect((await fetch(server.url + post.body.img)).status).toBe(200);
  });
});
