import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * Where each process records which users have at least one tab connected to it. The union over all
 * live processes is who is online.
 */
export interface PresenceStore {
  add(userId: string): Promise<void>;
  remove(userId: string): Promise<void>;
  /** Re-asserts this process's whole set and extends its lifetime; called on a heartbeat. */
  refresh(userIds: string[]): Promise<void>;
  onlineUsers(): Promise<string[]>;
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
    async onlineUsers() {
      return [...users];
    },
    async clear() {
      users.clear();
    },
  };
}

/**
 * One Redis set per process, expiring `ttlMs` after its last heartbeat, plus a registry of process
 * ids scored by expiry time: a process that dies without cleaning up drops out once its set expires.
 * Commands go down one connection in issue order, so an add and a later remove never swap.
 */
export function redisPresenceStore(redis: Redis, prefix: string, ttlMs: number): PresenceStore {
  const processId = randomUUID();
  const registry = `${prefix}presence:processes`;
  const ownSet = `${prefix}presence:process:${processId}`;
  const setKey = (id: string) => `${prefix}presence:process:${id}`;

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
    async onlineUsers() {
      const live = await redis.zrangebyscore(registry, Date.now(), '+inf');
      if (live.length === 0) return [];
      return redis.sunion(...live.map(setKey));
    },
    async clear() {
      await redis.multi().del(ownSet).zrem(registry, processId).exec();
    },
  };
}
