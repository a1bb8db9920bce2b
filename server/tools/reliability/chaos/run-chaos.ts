import { setTimeout as sleep } from 'node:timers/promises';
import { startAppProcess } from '@threads/server/test-support';
import type { Engine } from '../../../src/db/schema.js';
import { sendAs } from '../raw-request.js';
import { type Account, signupAccount } from '../world.js';
import { type Acknowledged, checkStore, emptyAcknowledged } from './durable-store.js';

export interface ChaosOptions {
  engine: Engine;
  kills: number;
  dataDir: string;
  databaseUrl?: string;
  users?: number;
  /** The kill lands this long after the round's first acknowledged write: uniformly in [min, max] ms. */
  killAfterMs?: [number, number];
  onKill?: (round: ChaosRound) => void;
}

export interface ChaosRound {
  kill: number;
  acknowledgedThisRound: number;
  acknowledgedTotal: number;
  lost: number;
  integrity: string[];
}

export interface ChaosReport {
  engine: Engine;
  kills: number;
  acknowledged: Record<keyof Acknowledged, number>;
  lost: Record<keyof Acknowledged, string[]>;
  integrityFailures: string[];
  seconds: number;
}

const kinds: (keyof Acknowledged)[] = ['posts', 'replies', 'likes', 'messages', 'follows'];
const pick = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];
const total = (ack: Acknowledged) => kinds.reduce((sum, kind) => sum + ack[kind].size, 0);

/**
 * One writer per user, cycling through posts, replies, likes, messages and follows until the server
 * dies under it. Only a 2xx answer counts as acknowledged. A like or follow is attempted at most once
 * (a retry would toggle it back), so every acknowledged one must be present afterwards.
 */
async function writeUntilDead(url: string, me: Account, users: Account[], ack: Acknowledged, tried: Set<string>) {
  const send = (request: Parameters<typeof sendAs>[2]) => sendAs(url, me.cookie, request);
  // A random start, so short rounds still reach every kind of write.
  for (let step = Math.floor(Math.random() * 5); ; step++) {
    try {
      switch (step % 5) {
        case 0: {
          const r = await send({
            method: 'POST',
            path: '/api/posts/create',
            json: { postedBy: me.id, text: `post ${step}` },
          });
          if (r.status === 201) ack.posts.add(r.body._id);
          break;
        }
        case 1: {
          const postId = pick([...ack.posts]);
          if (!postId) break;
          const r = await send({ method: 'PUT', path: `/api/posts/reply/${postId}`, json: { text: `reply ${step}` } });
          if (r.status === 201) ack.replies.add(r.body._id);
          break;
        }
        case 2: {
          const postId = pick([...ack.posts].filter((id) => !tried.has(`${id}:${me.id}`)));
          if (!postId) break;
          tried.add(`${postId}:${me.id}`);
          const r = await send({ method: 'PUT', path: `/api/posts/like/${postId}` });
          if (r.status === 200 && r.body.liked === true) ack.likes.add(`${postId}:${me.id}`);
          break;
        }
        case 3: {
          const to = pick(users.filter((u) => u.id !== me.id));
          if (!to) break;
          const r = await send({
            method: 'POST',
            path: '/api/messages',
            json: { recipientId: to.id, message: `m ${step}` },
          });
          if (r.status === 201) ack.messages.add(r.body._id);
          break;
        }
        default: {
          const to = pick(users.filter((u) => u.id !== me.id && !tried.has(`${me.id}:${u.id}`)));
          if (!to) break;
          tried.add(`${me.id}:${to.id}`);
          const r = await send({ method: 'POST', path: `/api/users/follow/${to.id}` });
          if (r.status === 200 && r.body.following === true) ack.follows.add(`${me.id}:${to.id}`);
        }
      }
    } catch {
      return;
    }
  }
}

/** Kills the app with SIGKILL `kills` times under write load; after each, every acknowledged write must be there. */
export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const [minMs, maxMs] = options.killAfterMs ?? [50, 1500];
  const env: Record<string, string> = { DATA_DIR: options.dataDir };
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const ack = emptyAcknowledged();
  const tried = new Set<string>();
  const integrityFailures: string[] = [];
  let users: Account[] = [];
  let lost = {} as ChaosReport['lost'];

  for (let kill = 1; kill <= options.kills; kill++) {
    const app = await startAppProcess(env);
    if (users.length === 0) {
      users = await Promise.all(Array.from({ length: options.users ?? 8 }, () => signupAccount(app.url)));
    }
    const before = total(ack);
    const writers = users.map((me) => writeUntilDead(app.url, me, users, ack, tried));
    while (total(ack) === before) await sleep(10);
    await sleep(minMs + Math.random() * (maxMs - minMs));
    await app.kill();
    await Promise.all(writers);
    const check = await checkStore(options.engine, options, ack);
    lost = check.lost;
    integrityFailures.push(...check.integrity.map((problem) => `kill ${kill}: ${problem}`));
    options.onKill?.({
      kill,
      acknowledgedThisRound: total(ack) - before,
      acknowledgedTotal: total(ack),
      lost: kinds.reduce((sum, kind) => sum + check.lost[kind].length, 0),
      integrity: check.integrity,
    });
  }
  const acknowledged = Object.fromEntries(kinds.map((kind) => [kind, ack[kind].size])) as ChaosReport['acknowledged'];
  return {
    engine: options.engine,
    kills: options.kills,
    acknowledged,
    lost,
    integrityFailures,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}
