import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { recordedHeaders, securityHeaders } from './security-headers.js';

const response = () => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'something');
  return res;
};

describe('security headers recorded once', () => {
  it('are every header running helmet on a response sets, with the same values', () => {
    for (const mediaOrigins of [[], ['https://media.example']]) {
      const middleware = securityHeaders(mediaOrigins);
      const byHelmet = response();
      middleware(byHelmet.req, byHelmet, () => {});
      const recorded = recordedHeaders(middleware);
      expect({ ...recorded }).toEqual({ ...byHelmet.getHeaders() });
      expect(recorded['content-security-policy']).toContain("default-src 'self'");
      expect(recorded).not.toHaveProperty('x-powered-by');
      expect(Object.isFrozen(recorded)).toBe(true);
    }
  });
});
