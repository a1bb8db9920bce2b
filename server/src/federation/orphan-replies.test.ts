import { describe, expect, it } from 'vitest';
import { postSigned } from '../test/foreign-signers.js';
import { useInteropWorld } from '../test/interop-world.js';
import { AS_PUBLIC } from '../test/send-activity.js';
import { engines } from '../test/server.js';

interface ThreadPost {
  _id: string;
  replyCount?: number;
  repliesCount?: number;
}

/**
 * A reply that arrives before its parent (which its server does not give yet) is kept with the parent's id;
 * when the parent arrives, the reply and what was written under it join the parent's thread.
 */
describe.each(engines)('replies that arrive before their parent (%s)', (engine) => {
  const world = useInteropWorld(engine);

  const create = (id: string, content: string, inReplyTo: string | null) => {
    const alice = world.actors.mastodon.id;
    const maya = `${world.server.url}/ap/users/${world.maya.id}`;
    const host = new URL(world.server.url).host;
    return {
      '@context': 'https://www.w3.org/ns/activitystreams',
      id: `${id}/activity`,
      type: 'Create',
      actor: alice,
      to: [AS_PUBLIC],
      cc: [maya],
      object: {
        id,
        type: 'Note',
        attributedTo: alice,
        inReplyTo,
        to: [AS_PUBLIC],
        cc: [maya],
        content: `<p>@maya ${content}</p>`,
        tag: [{ type: 'Mention', href: maya, name: `@maya@${host}` }],
      },
    };
  };
  const deliver = async (activity: Record<string, unknown>) => {
    const answer = await postSigned(
      'misskey-draft',
      `${world.server.url}/ap/inbox`,
      JSON.stringify(activity),
      world.actors.mastodon,
    );
    expect(answer.status).toBe(202);
  };
  const row = (id: string) =>
    world.server.app.ctx.db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('the reply first, its parent second: the thread shows both, the counts are right', async () => {
    const parentUri = `${world.remote.origin}/users/alice/statuses/1001`;
    const replyUri = `${world.remote.origin}/users/alice/statuses/1002`;
    await deliver(create(replyUri, 'and the glaze!', parentUri));
    const replyId = await world.storedPost(replyUri);
    // Its parent could not be fetched (their server answers 404): kept unthreaded, with the parent's id.
    expect(world.remote.fetched).toContain('/users/alice/statuses/1001');
    expect(await row(replyId)).toMatchObject({ reply_to: null, thread_root: null, reply_to_uri: parentUri });
    // Maya answers the orphan here, so its thread has a post of ours below it.
    const answer = await world.maya.client.put(`/api/posts/reply/${replyId}`, { text: 'Thank you' });
    expect(answer.status).toBe(201);
    expect((await world.maya.client.get(`/api/posts/${replyId}`)).body.replyCount).toBe(1);

    await deliver(create(parentUri, 'look at this kiln', null));
    const parentId = await world.storedPost(parentUri);
    expect(await row(replyId)).toMatchObject({ reply_to: parentId, thread_root: parentId, reply_to_uri: null });
    expect(await row(answer.body._id)).toMatchObject({ reply_to: replyId, thread_root: parentId });

    const parent = (await world.maya.client.get(`/api/posts/${parentId}`)).body;
    expect(parent).toMatchObject({ replyCount: 1, repliesCount: 1 });
    const thread = (await world.maya.client.get(`/api/posts/${parentId}/thread`)).body as {
      replies: { post: ThreadPost; replies: ThreadPost[] }[];
    };
    expect(thread.replies.map((r) => r.post._id)).toEqual([replyId]);
    expect(thread.replies[0]?.replies.map((r) => r._id)).toEqual([answer.body._id]);
    const fromReply = (await world.maya.client.get(`/api/posts/${replyId}/thread`)).body as {
      ancestors: ThreadPost[];
    };
    expect(fromReply.ancestors.map((a) => a._id)).toEqual([parentId]);
    expect((await world.maya.client.get(`/api/posts/${replyId}`)).body).toMatchObject({
      replyTo: { _id: parentId },
    });
  }, 90_000);
});
