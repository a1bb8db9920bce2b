/**
 * Fedify 2.x reads the global `navigator` (to recognise Cloudflare Workers) when it signs and verifies
 * requests. Node 21 and later define it; Node 20, which we still support, does not, and the bare reference
 * throws there. Imported once, before Fedify is used (federation/federation.ts).
 */
const scope = globalThis as { navigator?: { userAgent: string } };
scope.navigator ??= { userAgent: `Node.js/${process.versions.node}` };
