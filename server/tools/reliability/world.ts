import { randomBytes } from 'node:crypto';
import { formWith, pngImage } from '@threads/server/test-support';
import { sendAs } from './raw-request.js';

export interface Account {
  id: string;
  username: string;
  password: string;
  cookie: string;
}

/**
 * The people and things an authorization or fuzz run acts on: alice owns a post, a story, a
 * notification and a conversation with bob; carol is unrelated; frank froze his account, so his
 * old cookie is stale.
 */
export interface World {
  url: string;
  alice: Account;
  bob: Account;
  carol: Account;
  frank: Account;
  postId: string;
  storyId: string;
  /** The URL of the story's stored image under /media/. */
  storyMediaUrl: string;
  notificationId: string;
  conversationId: string;
  messageId: string;
  /** The private /media/private/… URL of the image in bob's message to alice. */
  chatImageUrl: string;
  /** Someone who moved their account to another server (users.moved_to set; world-server only). */
  moved?: Account;
  /** Moves an account of this world to another server, as account-move.ts would (world-server only). */
  moveAway?: (account: Account) => Promise<void>;
  /** /media/… of a remote post's copied image that expired and whose server cannot be reached (world-server only). */
  expiredRemoteMediaUrl?: string;
  png: Buffer;
  signup: () => Promise<Account>;
  post: (owner: Account) => Promise<string>;
  reply: (author: Account, postId: string) => Promise<string>;
  story: (owner: Account) => Promise<string>;
}

function sessionCookie(response: Response): string {
  const value = response.headers.getSetCookie().find((c) => c.startsWith('session='));
  if (!value) throw new Error(`no session cookie (${response.status})`);
  return value.split(';')[0] ?? '';
}

export async function signupAccount(url: string): Promise<Account> {
  const username = `u${randomBytes(5).toString('hex')}`;
  const password = 'correct horse battery';
  const response = await fetch(`${url}/api/users/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: `User ${username}`, username, email: `${username}@example.com`, password }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as { _id: string };
  return { id: body._id, username, password, cookie: sessionCookie(response) };
}

/** A second session of the same account, e.g. to log it out without ending the first. */
export async function loginAgain(url: string, account: Account): Promise<string> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: account.username, password: account.password }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return sessionCookie(response);
}

async function expectStatus(status: number, work: Promise<{ status: number; body: any }>) {
  const response = await work;
  if (response.status !== status) throw new Error(`world setup: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function buildWorld(url: string): Promise<World> {
  const png = await pngImage(32, 24);
  const post = async (owner: Account) =>
    (
      await expectStatus(
        201,
        sendAs(url, owner.cookie, {
          method: 'POST',
          path: '/api/posts/create',
          json: { postedBy: owner.id, text: 'hi' },
        }),
      )
    )._id as string;
  const reply = async (author: Account, postId: string) =>
    (
      await expectStatus(
        201,
        sendAs(url, author.cookie, { method: 'PUT', path: `/api/posts/reply/${postId}`, json: { text: 'a reply' } }),
      )
    )._id as string;
  const story = async (owner: Account) =>
    (
      await expectStatus(
        201,
        sendAs(url, owner.cookie, {
          method: 'POST',
          path: '/api/stories/create',
          form: formWith({ mediaType: 'image', media: { bytes: png, name: 'a.png', type: 'image/png' } }),
        }),
      )
    )._id as string;

  const [alice, bob, carol, frank] = await Promise.all([1, 2, 3, 4].map(() => signupAccount(url)));
  if (!alice || !bob || !carol || !frank) throw new Error('world setup: signup');
  await expectStatus(200, sendAs(url, frank.cookie, { method: 'PUT', path: '/api/users/freeze' }));

  const postId = await post(alice);
  const storyId = await story(alice);
  const stories = await expectStatus(200, sendAs(url, alice.cookie, { method: 'GET', path: '/api/stories/getall' }));
  await expectStatus(200, sendAs(url, bob.cookie, { method: 'PUT', path: `/api/posts/like/${postId}` }));
  // Alice's bookmarks are private: nobody else's list may show this one.
  await expectStatus(200, sendAs(url, alice.cookie, { method: 'POST', path: `/api/posts/bookmark/${postId}` }));
  const notifications = await expectStatus(
    200,
    sendAs(url, alice.cookie, { method: 'GET', path: '/api/notifications' }),
  );
  const message = await expectStatus(
    201,
    sendAs(url, bob.cookie, {
      method: 'POST',
      path: '/api/messages',
      json: { recipientId: alice.id, message: 'hello', img: `data:image/png;base64,${png.toString('base64')}` },
    }),
  );
  return {
    url,
    alice,
    bob,
    carol,
    frank,
    postId,
    storyId,
    storyMediaUrl: stories.find((s: { _id: string }) => s._id === storyId).mediaUrl,
    notificationId: notifications[0]._id,
    conversationId: message.conversationId,
    messageId: message._id,
    chatImageUrl: message.img,
    png,
    signup: () => signupAccount(url),
    post,
    reply,
    story,
  };
}
