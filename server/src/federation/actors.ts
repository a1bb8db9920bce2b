import type { Federation, RequestContext } from '@fedify/fedify';
import { Application, Endpoints, Image, Person, Tombstone } from '@fedify/vocab';
import { Temporal } from '@js-temporal/polyfill';
import type { AppContext } from '../context.js';
import { isActive } from '../visibility/users.js';
import { signedFetchOnly } from './authorized-fetch.js';
import type { Federator } from './federator.js';
import { findLocalUser, localUserIdByUsername } from './queries.js';
import { textToHtml } from './text-html.js';
import { deletedAt } from './tombstones.js';
import { absoluteUrl, INSTANCE_ACTOR, profilePage, ROUTES } from './urls.js';

type Ctx = RequestContext<AppContext>;

const imageType = (url: string) =>
  /\.png$/i.test(url)
    ? 'image/png'
    : /\.webp$/i.test(url)
      ? 'image/webp'
      : /\.gif$/i.test(url)
        ? 'image/gif'
        : 'image/jpeg';

async function keysOf(ctx: Ctx, identifier: string) {
  const pairs = await ctx.getActorKeyPairs(identifier);
  return { publicKey: pairs[0]?.cryptographicKey ?? null, assertionMethods: pairs.map((pair) => pair.multikey) };
}

/** The server's own actor: it signs server-level fetches (keys of remote people, WebFinger-found actors). */
async function instanceActor(ctx: Ctx): Promise<Application> {
  const publicUrl = ctx.data.config.publicUrl as string;
  return new Application({
    id: ctx.getActorUri(INSTANCE_ACTOR),
    preferredUsername: new URL(publicUrl).hostname,
    name: new URL(publicUrl).hostname,
    url: new URL(publicUrl),
    inbox: ctx.getInboxUri(INSTANCE_ACTOR),
    outbox: ctx.getOutboxUri(INSTANCE_ACTOR),
    endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
    manuallyApprovesFollowers: true,
    ...(await keysOf(ctx, INSTANCE_ACTOR)),
  });
}

/**
 * Our people as `Person` actors, their ids built from their stable `_id` (a rename changes
 * `preferredUsername` and `url`, never the id); frozen, suspended and unknown people are not found (404, as
 * their profile), deleted ones are gone (410 with a `Tombstone`). Their aliases are `alsoKnownAs`, the account
 * they moved to `movedTo` (account-move.ts).
 * WebFinger's `acct:username@host` and the profile page's URL both lead to the id.
 */
export function registerActors(federation: Federation<AppContext>): void {
  federation
    .setActorDispatcher(ROUTES.actor, async (ctx, identifier) => {
      if (identifier === INSTANCE_ACTOR) return instanceActor(ctx);
      const user = await findLocalUser(ctx.data.db, identifier);
      if (!user) {
        const deleted = await deletedAt(ctx.data.db, identifier, 'user');
        return deleted === undefined
          ? null
          : new Tombstone({
              id: ctx.getActorUri(identifier),
              deleted: Temporal.Instant.fromEpochMilliseconds(deleted),
            });
      }
      if (!isActive(user)) return null;
      const publicUrl = ctx.data.config.publicUrl as string;
      return new Person({
        id: ctx.getActorUri(identifier),
        preferredUsername: user.username,
        name: user.name,
        summary: textToHtml(user.bio, publicUrl),
        url: profilePage(publicUrl, user.username),
        icon: user.profile_pic
          ? new Image({ url: absoluteUrl(publicUrl, user.profile_pic), mediaType: imageType(user.profile_pic) })
          : null,
        published: Temporal.Instant.fromEpochMilliseconds(user.created_at),
        inbox: ctx.getInboxUri(identifier),
        outbox: ctx.getOutboxUri(identifier),
        followers: ctx.getFollowersUri(identifier),
        following: ctx.getFollowingUri(identifier),
        endpoints: new Endpoints({ sharedInbox: ctx.getInboxUri() }),
        manuallyApprovesFollowers: false,
        aliases: (JSON.parse(user.also_known_as) as string[]).map((uri) => new URL(uri)),
        successor: user.moved_to ? new URL(user.moved_to) : null,
        discoverable: true,
        indexable: true,
        ...(await keysOf(ctx, identifier)),
      });
    })
    .authorize((ctx, identifier) => signedFetchOnly(ctx, identifier))
    .mapHandle(async (ctx, username) => {
      if (username === new URL(ctx.data.config.publicUrl as string).hostname) return INSTANCE_ACTOR;
      return (await localUserIdByUsername(ctx.data.db, username)) ?? null;
    })
    .mapAlias(async (ctx, resource) => {
      const publicUrl = ctx.data.config.publicUrl as string;
      if (resource.origin !== new URL(publicUrl).origin) return null;
      const username = decodeURIComponent(resource.pathname.slice(1));
      if (!/^[^/@]+$/.test(username)) return null;
      const id = await localUserIdByUsername(ctx.data.db, username.replace(/^@/, ''));
      return id ? { identifier: id } : null;
    })
    .setKeyPairsDispatcher(async (ctx, identifier) => {
      if (identifier !== INSTANCE_ACTOR) {
        const user = await findLocalUser(ctx.data.db, identifier);
        if (!user || !isActive(user)) return [];
      }
      return (ctx.data.federation as Federator<AppContext>).keys.pairsOf(identifier);
    });
}
