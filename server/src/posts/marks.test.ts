import { describe, expect, it } from 'vitest';
import { postText, signUp } from '../test/people.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { marksAmong, type SubjectMark } from './queries.js';

const sorted = (marks: SubjectMark[]) =>
  [...marks].sort((a, b) => `${a.kind}${a.subject}${a.id}`.localeCompare(`${b.kind}${b.subject}${b.id}`));

describe.each(engines)('a viewer’s marks on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });

  it('are the same for a page’s list (a statement compiled per length) and a longer one (built each time)', async () => {
    const [viewer, author, other] = [await signUp(server), await signUp(server), await signUp(server)];
    const posts: string[] = [];
    for (let i = 0; i < 45; i++) posts.push(await postText(author, `post ${i}`));
    const [bookmarked, repostedByViewer, repostedByOther, last] = [posts[3], posts[7], posts[8], posts[44]] as string[];
    for (const id of [bookmarked, last]) {
      expect((await viewer.client.post(`/api/posts/bookmark/${id}`)).status).toBeLessThan(300);
    }
    expect((await viewer.client.post('/api/posts/repost', { postId: repostedByViewer })).status).toBe(201);
    expect((await other.client.post('/api/posts/repost', { postId: repostedByOther })).status).toBe(201);
    const { db } = server.app.ctx;

    const all = await marksAmong(db, viewer.id, posts, true);
    expect(all.map((m) => [m.kind, m.subject]).sort()).toEqual(
      [
        ['bookmark', bookmarked],
        ['bookmark', last],
        ['repost', repostedByOther],
        ['repost', repostedByViewer],
      ].sort(),
    );
    const page = posts.slice(0, 10);
    const inPage = (marks: SubjectMark[]) => sorted(marks.filter((m) => page.includes(m.subject)));
    for (let run = 0; run < 3; run++) {
      expect(sorted(await marksAmong(db, viewer.id, page, true))).toEqual(inPage(all));
      expect(sorted(await marksAmong(db, viewer.id, page, false))).toEqual(
        inPage(all).filter((m) => m.kind === 'bookmark' || m.author_id === viewer.id),
      );
    }
    expect(sorted(await marksAmong(db, viewer.id, posts, false))).toEqual(
      sorted(all.filter((m) => m.kind === 'bookmark' || m.author_id === viewer.id)),
    );
  });
});
