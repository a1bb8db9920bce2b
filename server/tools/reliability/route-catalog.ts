import type { FastifyInstance } from 'fastify';

/**
 * `METHOD /path` for every route the app registered (HEAD is Fastify's automatic twin of GET), read
 * from Fastify's radix tree: a route's path is its nodes' segments joined from the root.
 */
export function routeCatalog(app: FastifyInstance): string[] {
  const routes: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.replace(/\s+$/, ''));
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    while (stack.length > depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + segment;
    stack.push({ depth, path });
    for (const method of methods.split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return [...new Set(routes)].sort();
}
