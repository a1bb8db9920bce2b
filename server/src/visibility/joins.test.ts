import { describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { joinVisibleAuthor, visibleUsers } from './joins.js';

/** The query builders apply the policy by construction: what a query built with them can return. */
describe.each(engines)('visibility query builders on %s', (engine) => {
  const server = useTestServer(engine);

  async function people() {
    const db = server.app.ctx.db;
    const person = async () => {
      const client = server.client();
      const me = await client.signup();
      const post = await client.post('/api/posts/create', { postedBy: me._id, text: `by ${me.username}` });
      return { client, id: me._id as string, postId: post.body._id as string };
    };
    const [viewer, plain, frozen, suspended, blocker, blocked] = await Promise.all(
      Array.from({ length: 6 }, () => person()),
    );
    if (!viewer || !plain || !frozen || !suspended || !blocker || !blocked) throw new Error('six people');
    await frozen.client.put('/api/users/freeze');
    await db.updateTable('users').set({ suspended_at: Date.now() }).where('id', '=', suspended.id).execute();
    await blocker.client.post(`/api/users/block/${viewer.id}`);
    await viewer.client.post(`/api/users/block/${blocked.id}`);
    return { db, viewer, plain, frozen, suspended, blocker, blocked };
  }

  it('joinVisibleAuthor keeps the rows of people the viewer may see: active, no block either way', async () => {
    const { db, viewer, plain, frozen, suspended, blocker, blocked } = await people();
    const everyPost = [plain, frozen, suspended, blocker, blocked].map((p) => p.postId);
    const postsSeenBy = async (viewerId: string | null, alias?: string) =>
      (
        await db
          .selectFrom('posts')
          .$call((q) => joinVisibleAuthor(q, 'posts.author_id', viewerId, alias))
          .select('posts.id')
          .where('posts.id', 'in', everyPost)
          .execute()
      )
        .map((row) => row.id)
        .sort();

    expect(await postsSeenBy(viewer.id)).toEqual([plain.postId]);
    expect(await postsSeenBy(viewer.id, 'author')).toEqual([plain.postId]);
    expect(await postsSeenBy(null)).toEqual([plain.postId, blocker.postId, blocked.postId].sort());
  });

  it('visibleUsers starts from the people the viewer may see', async () => {
    const { db, viewer, plain, frozen, suspended, blocker, blocked } = await people();
    const ids = [plain, frozen, suspended, blocker, blocked].map((p) => p.id);
    const seenBy = async (viewerId: string | null) =>
      (await visibleUsers(db, viewerId).select('id').where('id', 'in', ids).execute()).map((row) => row.id).sort();

    expect(await seenBy(viewer.id)).toEqual([plain.id]);
    expect(await seenBy(null)).toEqual([plain.id, blocker.id, blocked.id].sort());
  });
});
