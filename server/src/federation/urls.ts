/**
 * How our ActivityPub ids are built: from PUBLIC_URL and stable ids (a person's `_id`, a post's id), never from
 * a username (usernames change) or the request's Host. Paths are Fedify's routes (federation/federation.ts).
 */
export const ROUTES = {
  actor: '/ap/users/{identifier}',
  inbox: '/ap/users/{identifier}/inbox',
  sharedInbox: '/ap/inbox',
  outbox: '/ap/users/{identifier}/outbox',
  followers: '/ap/users/{identifier}/followers',
  following: '/ap/users/{identifier}/following',
  note: '/ap/posts/{id}',
  replies: '/ap/posts/{id}/replies',
  nodeInfo: '/nodeinfo/2.1',
} as const;

/** The server's own actor (an `Application`) owns keys under this name; people own theirs by user id. */
export const INSTANCE_ACTOR = 'instance';

/** The name of Fedify's custom collection at `ROUTES.replies`. */
export const REPLIES_COLLECTION = 'replies';

export const actorUri = (publicUrl: string, userId: string) => new URL(`/ap/users/${userId}`, publicUrl);
export const noteUri = (publicUrl: string, postId: string) => new URL(`/ap/posts/${postId}`, publicUrl);
/** A person's page in the web app (the actor's `url`). */
export const profilePage = (publicUrl: string, username: string) =>
  new URL(`/${encodeURIComponent(username)}`, publicUrl);
export const postPage = (publicUrl: string, username: string, postId: string) =>
  new URL(`/${encodeURIComponent(username)}/post/${postId}`, publicUrl);
/** Media paths we store (`/media/…`) as absolute URLs. */
export const absoluteUrl = (publicUrl: string, pathOrUrl: string) => new URL(pathOrUrl, publicUrl);
