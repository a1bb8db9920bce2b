import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where each process records which users have at least one tab connected to it. A user is online
 * while any live process has them. Questions are always about named users (a person's contacts),
 * never "everyone online", so their cost follows the number of names asked about.
 */
export interface PresenceStore {
  add(userId: string): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Re-asserts this process's whole set and extends its lifetime; called on a heartbeat. */
  refresh(userIds: string[]): Promise<void>;
  /** Which of these users are online on any live process. */
  onlineAmong(userIds: string[]): Promise<Set<string>>;
  /** Forgets this process's users at a clean shutdown. */
  clear(): Promise<void>;
}

export function memoryPresenceStore(): PresenceStore {
  const users = new Set<string>();
  return {
    async add(userId) {
      users.add(userId);
    },
    async remove(userId) {
      users.delete(userId);
    },
    async refresh() {},
    async onlineAmong(userIds) {
      return new Set(userIds.filter((id) => users.has(id)));
    },
    async clear() {
      users.clear();
    },
  };
}

/**
 * One Redis set per process plus a registry of process ids scored by when their presence lapses
 * (`ttlMs` after the last heartbeat). A process past that time counts as dead and its users as
 * offline; its set expires by itself. Who is online among n users is one SMISMEMBER per live process.
 * Commands go down one connection in issue order, so an add and a later remove never swap.
 */
export function redisPresenceStore(redis: Redis, prefix: string, ttlMs: number): PresenceStore {
  const processId = randomUUID();
  const registry = `${prefix}presence:processes`;
  const setKey = (id: string) => `${prefix}presence:process:${id}`;
  const ownSet = setKey(processId);

  return {
    async add(userId) {
      await redis
        .multi()
        .sadd(ownSet, userId)
        .pexpire(ownSet, ttlMs)
        .zadd(registry, Date.now() + ttlMs, processId)
        .exec();
    },
    async remove(userId) {
      await redis.srem(ownSet, userId);
    },
    async refresh(userIds) {
      const batch = redis.multi().del(ownSet);
      if (userIds.length > 0) batch.sadd(ownSet, ...userIds).pexpire(ownSet, ttlMs);
      await batch
        .zadd(registry, Date.now() + ttlMs, processId)
        .zremrangebyscore(registry, '-inf', Date.now())
        .exec();
    },
    async onlineAmong(userIds) {
      const online = new Set<string>();
      if (userIds.length === 0) return online;
      const live = await redis.zrangebyscore(registry, Date.now(), '+inf');
      if (live.length === 0) return online;
      const batch = redis.pipeline();
      for (const id of live) batch.smismember(setKey(id), ...userIds);
      for (const [error, flags] of (await batch.exec()) ?? []) {
        if (error) throw error;
        (flags as number[]).forEach((flag, i) => {
          if (flag === 1) online.add(userIds[i] as string);
        });
      }
      return online;
    },
    async clear() {
      await redis.multi().del(ownSet).zrem(registry, processId).exec();
    },
  };
}
