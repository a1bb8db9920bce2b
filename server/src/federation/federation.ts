import './navigator-shim.js';
import { createFederation } from '@fedify/fedify';
import type { AppContext } from '../context.js';
import { registerActors } from './actors.js';
import { registerFollowCollections } from './collections.js';
import { isBlockedHost } from './domain-blocks.js';
import type { Federator } from './federator.js';
import { registerInbox } from './inbox.js';
import { ActorKeys } from './keys.js';
import { DatabaseKvStore } from './kv-store.js';
import { outboundDocumentLoader } from './loaders.js';
import { JobMessageQueue } from './message-queue.js';
import { registerNodeInfo, SOFTWARE } from './nodeinfo.js';
import { registerPostObjects } from './objects.js';
import { RedisKvStore } from './redis-kv-store.js';
import { registerRepliesCollection } from './replies-collection.js';
import { INSTANCE_ACTOR } from './urls.js';

type Deps = Pick<AppContext, 'config' | 'db' | 'engine' | 'clock' | 'redis' | 'outbound' | 'jobs' | 'events'>;

/**
 * Fedify, set up for this server: its store on Redis when `REDIS_URL` is set, else on the database; its
 * queue is the house's job queue; every document it reads about a peer comes through the outbound module
 * (signed by the instance actor, for servers that answer only signed fetches); signatures on what we
 * receive must be dated within 12 hours. Sending is ours (federation/delivery.ts), through the same module.
 */
export function createFederator(deps: Deps): Federator<AppContext> {
  const publicUrl = deps.config.publicUrl as string;
  const keys = new ActorKeys(deps.db, deps.clock);
  const kv = deps.redis
    ? new RedisKvStore(deps.redis, deps.config.redisPrefix)
    : new DatabaseKvStore(deps.db, deps.engine, deps.clock);
  const userAgent = `${SOFTWARE.name}/${SOFTWARE.version} (+${publicUrl})`;
  const instanceKeyId = new URL(`/ap/users/${INSTANCE_ACTOR}#main-key`, publicUrl);
  const instanceSigner = async () => ({
    keyId: instanceKeyId,
    privateKey: (await keys.pairsOf(INSTANCE_ACTOR))[0]!.privateKey,
  });
  const blocked = (host: string) => isBlockedHost(deps.db, host);
  const fedify = createFederation<AppContext>({
    kv,
    queue: new JobMessageQueue(deps),
    manuallyStartQueue: true,
    origin: publicUrl,
    documentLoaderFactory: () => outboundDocumentLoader(deps.outbound, userAgent, instanceSigner, blocked),
    contextLoaderFactory: () => outboundDocumentLoader(deps.outbound, userAgent),
    authenticatedDocumentLoaderFactory: (identity) =>
      outboundDocumentLoader(deps.outbound, userAgent, async () => identity, blocked),
    signatureTimeWindow: { hours: 12 },
  });
  registerActors(fedify);
  registerFollowCollections(fedify);
  registerPostObjects(fedify);
  registerRepliesCollection(fedify);
  registerNodeInfo(fedify);
  registerInbox(fedify);
  return { fedify, keys, kv, publicUrl, userAgent };
}
