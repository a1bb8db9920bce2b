import type { ApiClient } from './api-client.js';
import { formWith, pngImage } from './media-files.js';
import type { TestServer } from './server.js';

/** A person signed up on a test server, with a logged-in client of their own. */
export interface Person {
  client: ApiClient;
  id: string;
  username: string;
}

export async function signUp(server: TestServer, name?: string): Promise<Person> {
  const client = server.client();
  const me = await client.signup(name ? { name } : {});
  return { client, id: me._id, username: me.username };
}

/** Creates a post as `author` from JSON `fields` (postedBy added); throws unless it was created. The post's view. */
export async function createPost(author: Person, fields: Record<string, unknown>) {
  const res = await author.client.post('/api/posts/create', { postedBy: author.id, ...fields });
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Creates a post with `text`; its id. */
export async function postText(author: Person, text: string): Promise<string> {
  return (await createPost(author, { text }))._id;
}

/** Creates a post with `text` and a PNG image (multipart); its id. */
export async function postWithImage(author: Person, text: string): Promise<string> {
  const img = { bytes: await pngImage(), name: 'a.png', type: 'image/png' };
  const res = await author.client.post('/api/posts/create', formWith({ postedBy: author.id, text, img }));
  if (res.status !== 201) throw new Error(`post failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body._id;
}

export const ids = (list: { _id: string }[]) => list.map((item) => item._id);
