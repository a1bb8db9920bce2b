import { sql } from 'kysely';
import type { Db } from '../../src/db/schema.js';
import type { DemoCounts } from './demo-expected.js';

/** How much of each kind the database holds (all of it: for a database holding only the demo). */
export async function countDemo(db: Db): Promise<DemoCounts> {
  const n = (query: ReturnType<typeof sql<{ n: number | string }>>) =>
    query.execute(db).then(({ rows }) => Number(rows[0]?.n ?? 0));
  const posts = sql.raw('select count(*) as n from posts where repost_of is null and reply_to is null');
  return {
    people: await n(sql`select count(*) as n from users`),
    follows: await n(sql`select count(*) as n from follows`),
    blocks: await n(sql`select count(*) as n from blocks`),
    posts: await n(sql`${posts}`),
    photos: await n(sql`${posts} and img is not null`),
    altTexts: await n(sql`${posts} and img is not null and img_alt <> ''`),
    videos: await n(sql`${posts} and video is not null`),
    warnings: await n(sql`${posts} and spoiler <> ''`),
    hashtags: await n(sql`select count(distinct tag) as n from post_tags`),
    taggedPosts: await n(sql`select count(*) as n from post_tags`),
    mentions: await n(sql`select count(*) as n from post_mentions`),
    likes: await n(sql`select count(*) as n from likes`),
    replies: await n(sql`select count(*) as n from posts where reply_to is not null`),
    reposts: await n(sql`select count(*) as n from posts where repost_of is not null and text = ''`),
    quotes: await n(sql`select count(*) as n from posts where repost_of is not null and text <> ''`),
    stories: await n(sql`select count(*) as n from stories where expires_at > ${Date.now()}`),
    conversations: await n(sql`select count(*) as n from conversations`),
    groups: await n(sql`select count(*) as n from conversations where is_group = 1`),
    messages: await n(sql`select count(*) as n from messages`),
    notifications: await n(sql`select count(*) as n from notifications`),
  };
}
