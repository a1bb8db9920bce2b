import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { startFederatedServer } from '../test/federated-server.js';
import { webDirWithRenderModule } from '../test/render-module.js';
import type { TestServer } from '../test/server.js';

/** The root of a page as it comes, before any script runs. */
async function drawnRoot(server: TestServer, pathname: string, cookie?: string): Promise<string> {
  const response = await fetch(server.url + pathname, { headers: cookie ? { cookie } : {} });
  return /<div id="root">([\s\S]*?)<\/div>\s*<script type="module"/.exec(await response.text())?.[1] ?? '';
}

describe('remote people and posts are drawn on the same routes (SQLite serving, PostgreSQL drawing)', () => {
  let home: TestServer;
  let drawing: TestServer;
  let webDist = '';

  beforeAll(async () => {
    webDist = webDirWithRenderModule();
    home = await startFederatedServer('sqlite', '127.0.0.2');
    drawing = await startFederatedServer('postgres', '127.0.0.3', {}, { webDistDir: webDist });
  }, 180_000);
  afterAll(async () => {
    await Promise.all([home?.close(), drawing?.close()]);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it("a remote person's profile and post pages show her words, to a visitor and to a follower", async () => {
    const mayaClient = home.client();
    await mayaClient.signup({ name: 'Maya Remote', username: 'mayar' });
    const benClient = drawing.client();
    await benClient.signup({ name: 'Ben', username: 'benr' });
    const handle = `mayar@${new URL(home.url).host}`;
    const remote = await benClient.get(`/api/users/profile/${handle}`);
    expect(remote.status).toBe(200);
    await benClient.post(`/api/users/follow/${remote.body._id}`);
    await eventually(async () => {
      const profile = await benClient.get(`/api/users/profile/${remote.body._id}`);
      if (!profile.body.followers.length) throw new Error('follow not accepted yet');
    }, 30_000);
    const me = await mayaClient.get('/api/users/profile/mayar');
    await mayaClient.post('/api/posts/create', { postedBy: me.body._id, text: 'Words from another server' });
    let postId = '';
    await eventually(async () => {
      const posts = await benClient.get(`/api/posts/user/${encodeURIComponent(handle)}`);
      postId = posts.body[0]?._id ?? '';
      if (!postId) throw new Error('not delivered yet');
    }, 30_000);

    for (const cookie of [benClient.cookie, undefined]) {
      const profile = await drawnRoot(drawing, `/${handle}`, cookie);
      expect(profile).toContain('Maya Remote');
      expect(profile).toContain('Words from another server');
      const post = await drawnRoot(drawing, `/${handle}/post/${postId}`, cookie);
      expect(post).toContain('data-testid="post-page"');
      expect(post).toContain('Words from another server');
    }
  });
});
