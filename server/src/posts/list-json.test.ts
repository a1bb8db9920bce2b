import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { fragmentBytes, type ListedPost, postListBytes, sendPost, sendPostList } from './list-json.js';
import { examplePost, PostListSchema, PostSchema } from './schemas.js';
import type { PostView } from './views.js';

/** A shared view as the post-view cache holds it: no viewer's fields but `reposted: false`. */
const shared = (changes: Partial<PostView>): PostView => {
  const { bookmarked: _, ...view } = examplePost;
  return { ...view, ...changes };
};

const author = { _id: '01JD8X9A1B2C3D4E5F6G7H8J9M', username: 'maya', name: 'Maya "M" Ö', profilePic: '' };

/** The bytes of the same posts with their own fields, from the schema's serializer and from their fragments. */
async function bothWays(posts: ListedPost[]): Promise<{ schema: string; fragments: string }> {
  const app = Fastify();
  app.get('/schema', { schema: { response: { 200: PostListSchema } } }, async () =>
    posts.map(({ view, own }) => (own ? { ...view, ...own } : view)),
  );
  app.get('/fragments', { schema: { response: { 200: PostListSchema } } }, async (_request, reply) =>
    sendPostList(reply, posts, () => {}),
  );
  const [schema, fragments] = await Promise.all([app.inject('/schema'), app.inject('/fragments')]);
  expect(fragments.headers['content-type']).toBe(schema.headers['content-type']);
  expect(fragments.headers['content-length']).toBe(schema.headers['content-length']);
  await app.close();
  return { schema: schema.body, fragments: fragments.body };
}

describe('a post list written from serialized views', () => {
  it("writes the schema serializer's bytes, whatever the viewer's fields and the view's shape", async () => {
    const plain = shared({ _id: 'a', text: 'line\nwith "quotes" and ünïcode \u2028' });
    const quote = shared({
      _id: 'b',
      repostOf: { ...shared({ _id: 'c' }), postedBy: author },
      originalUrl: 'https://x/1',
    });
    const posts: ListedPost[] = [
      { view: plain, own: { bookmarked: false, reposted: false } },
      { view: plain, own: { bookmarked: true, reposted: true } },
      { view: quote, own: { bookmarked: true, reposted: false, repostedBy: { people: [author], count: 2 } } },
      { view: { ...quote, bookmarked: true }, own: { bookmarked: false, reposted: true } },
    ];
    const { schema, fragments } = await bothWays(posts);
    expect(fragments).toBe(schema);
    const withBlurhash = shared({ _id: 'd', imgBlurhash: 'LKO2?U%2', originalUrl: 'https://x/"2"' });
    const again = await bothWays([{ view: withBlurhash, own: { bookmarked: true, reposted: true } }]);
    expect(again.fragments).toBe(again.schema);
    // ASCII views are copied a byte a character, others encoded: one page with both, text beyond ASCII after the cut too.
    const ascii = shared({ _id: 'f', text: 'plain', imgBlurhash: 'LKO2', originalUrl: 'https://x/3' });
    const wideTail = shared({ _id: 'g', text: 'plain', originalUrl: 'https://x/ü/\u2028/😀' });
    const mixed = await bothWays([
      { view: ascii, own: { bookmarked: false, reposted: true } },
      { view: wideTail, own: { bookmarked: true, reposted: false } },
      { view: ascii },
      { view: wideTail },
    ]);
    expect(mixed.fragments).toBe(mixed.schema);
    expect(await bothWays([])).toEqual({ schema: '[]', fragments: '[]' });
    const visitor = await bothWays([{ view: plain }, { view: quote }, { view: withBlurhash }, { view: plain }]);
    expect(visitor.fragments).toBe(visitor.schema);
    expect(visitor.fragments).not.toContain('"bookmarked"');
  });

  it("writes one post (the post page) as the route's schema serializer would", async () => {
    const app = Fastify();
    const post: ListedPost = {
      view: shared({ _id: 'p', text: 'ünïcode "and" \u2028' }),
      own: { bookmarked: true, reposted: false },
    };
    const schema = { schema: { response: { 200: PostSchema } } };
    const posts = [
      post,
      { view: post.view },
      { view: { ...post.view, bookmarked: false }, own: { bookmarked: true, reposted: true } },
    ];
    for (const [i, listed] of posts.entries()) {
      app.get(`/schema/${i}`, schema, async () => (listed.own ? { ...listed.view, ...listed.own } : listed.view));
      app.get(`/fragment/${i}`, schema, async (_request, reply) => sendPost(reply, listed, () => {}));
    }
    for (const i of posts.keys()) {
      const [bySchema, byFragment] = await Promise.all([app.inject(`/schema/${i}`), app.inject(`/fragment/${i}`)]);
      expect(byFragment.body).toBe(bySchema.body);
      expect(byFragment.headers['content-type']).toBe(bySchema.headers['content-type']);
    }
    await app.close();
  });

  it('counts a fragment at a byte a character when all are Latin-1, at two otherwise', () => {
    const latin1 = `{"text":"${'ü'.repeat(1000)}"}`;
    const beyond = `{"text":"${'ü'.repeat(999)}\u2028"}`;
    expect(fragmentBytes(beyond) - fragmentBytes(latin1)).toBe(latin1.length);
  });

  it("serializes a shared view once, then writes only the viewer's fields", async () => {
    const view = shared({ _id: 'e' });
    let serialized = 0;
    const serialize = (post: PostView) => {
      serialized++;
      return JSON.stringify({ ...post, reposted: post.reposted });
    };
    const counted: [PostView, number][] = [];
    const count = (counts: PostView, bytes: number) => counted.push([counts, bytes]);
    postListBytes(serialize, [{ view, own: { bookmarked: false, reposted: false } }], count);
    const page = postListBytes(serialize, [{ view, own: { bookmarked: true, reposted: true } }, { view }], count);
    expect(serialized).toBe(1);
    // The fragment's bytes are counted once, for the view that keeps it.
    expect(counted).toEqual([[view, fragmentBytes(serialize(view))]]);
    expect(JSON.parse(page.toString())).toEqual([{ ...view, bookmarked: true, reposted: true }, view]);
  });

  it('writes a new view of the same post as it is now (the cache replaces a view on every write)', async () => {
    const before = shared({ _id: 'a', text: 'before', likesCount: 0 });
    const own = { bookmarked: false, reposted: false };
    await bothWays([{ view: before, own }]);
    const after = shared({ _id: 'a', text: 'after', likesCount: 3 });
    const { schema, fragments } = await bothWays([{ view: after, own }]);
    expect(fragments).toBe(schema);
    expect(fragments).toContain('"text":"after"');
  });
});
