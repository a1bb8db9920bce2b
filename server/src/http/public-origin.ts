import type { AddressInfo } from 'node:net';
import type { Config } from '../config.js';

/**
 * The origin of every absolute URL the server writes for someone else (mail links, share tags, and the
 * federation ids to come): PUBLIC_URL, or, when it is unset, the address this server listens on. Never the
 * request's Host or X-Forwarded-Host: a link built from those points wherever the sender of the request
 * wants, and a reset link pointing at an attacker's host hands them the token.
 */
export function publicOrigin(config: Pick<Config, 'publicUrl' | 'port'>, listening: () => AddressInfo | string | null) {
  return (): string => {
    if (config.publicUrl) return config.publicUrl;
    const address = listening();
    if (!address || typeof address === 'string') return `http://localhost:${config.port}`;
    const unspecified = address.address === '0.0.0.0' || address.address === '::';
    const host = unspecified ? 'localhost' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
}
