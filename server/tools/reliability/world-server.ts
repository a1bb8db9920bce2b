import { randomBytes } from 'node:crypto';
import { startTestServer, type TestServer } from '@threads/server/test-support';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../../src/db/schema.js';
import { mediaUrl } from '../../src/media/storage.js';
import { buildWorld, type World } from './world.js';

/**
 * For a describe block: a test server (rate limits off) on `engine` with the shared world of accounts,
 * posts and a conversation built in it; read `server` and `world` inside the tests.
 */
export function useWorldServer(engine: Engine): { server: TestServer; world: World } {
  const state = {} as { server: TestServer; world: World };
  beforeAll(async () => {
    state.server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
    state.world = await buildWorld(state.server.url);
    state.world.expiredRemoteMediaUrl = await expiredRemoteCopy(state.server, state.world);
    state.world.moveAway = (account) => moveAway(state.server, account);
    state.world.moved = await state.world.signup();
    await state.world.moveAway(state.world.moved);
  });
  afterAll(async () => {
    await state.server?.close();
  });
  return state;
}

/**
 * What account-move.ts leaves behind, without the second server it needs: `moved_to` set and the move
 * announced, which renews their cached sessions and puts them in the moved-people set, so their next request
 * and socket event are a moved person's.
 */
async function moveAway(server: TestServer, account: { id: string; username: string }) {
  const { ctx } = server.app;
  await ctx.db
    .updateTable('users')
    .set({ moved_to: `https://elsewhere.example/users/${account.username}`, moved_at: ctx.clock() })
    .where('id', '=', account.id)
    .execute();
  ctx.events.emit('person.moved', { userId: account.id });
}

/**
 * A post whose image is an expired copy of another server's file at an address the outbound module refuses (a
 * loopback port, with OUTBOUND_ALLOW_LOOPBACK off): asking for it tries the fetch again and fails.
 */
async function expiredRemoteCopy(server: TestServer, world: World): Promise<string> {
  const { db } = server.app.ctx;
  const key = `${randomBytes(16).toString('hex')}.webp`;
  const postId = await world.post(world.bob);
  await db
    .updateTable('posts')
    .set({ img: mediaUrl(key) })
    .where('id', '=', postId)
    .execute();
  await db
    .insertInto('remote_media_sources')
    .values({
      file_name: key,
      poster_file_name: null,
      post_id: postId,
      kind: 'image',
      source_url: 'http://127.0.0.1:9/gone.png',
      blurhash: null,
      claimed_at: null,
    })
    .execute();
  return mediaUrl(key);
}
