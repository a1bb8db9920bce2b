import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Federation } from '@fedify/fedify';
import { APP_NAME } from '@threads/contract';
import type { AppContext } from '../context.js';
import { localUsage } from './queries.js';
import { ROUTES } from './urls.js';

/**
 * The nearest package.json above this file: server/package.json from src/federation and dist/federation;
 * the workspace's own from a test bundle under node_modules/.cache (test/app-process.ts), same version.
 */
function nearestPackageFile(from: string): string {
  const file = path.join(from, 'package.json');
  const parent = path.dirname(from);
  return existsSync(file) || parent === from ? file : nearestPackageFile(parent);
}
const packageFile = nearestPackageFile(path.resolve(import.meta.dirname, '..'));

/** The software's name in NodeInfo (lower-case letters, digits and dashes) and its version. */
export const SOFTWARE = {
  name: 'threads-social',
  version: (JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string }).version,
} as const;

/**
 * NodeInfo 2.1 (linked from /.well-known/nodeinfo): what we run, our name (the one our pages and mails carry),
 * open registrations, people and posts.
 */
export function registerNodeInfo(federation: Federation<AppContext>): void {
  federation.setNodeInfoDispatcher(ROUTES.nodeInfo, async (ctx) => {
    const usage = await localUsage(ctx.data.db);
    return {
      software: {
        name: SOFTWARE.name,
        version: SOFTWARE.version,
        homepage: new URL(ctx.data.config.publicUrl as string),
      },
      protocols: ['activitypub'],
      openRegistrations: true,
      usage: { users: { total: usage.users }, localPosts: usage.posts, localComments: 0 },
      metadata: { nodeName: APP_NAME },
    };
  });
}
