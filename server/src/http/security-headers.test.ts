import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { applySteps, recordedSteps, securityHeaders } from './security-headers.js';

const response = () => {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  res.setHeader('X-Powered-By', 'something');
  return res;
};

describe('security headers recorded once', () => {
  it('set every response exactly as running helmet on it would, in the same order', () => {
    for (const mediaOrigins of [[], ['https://media.example']]) {
      const middleware = securityHeaders(mediaOrigins);
      const [byHelmet, replayed] = [response(), response()];
      middleware(byHelmet.req, byHelmet, () => {});
      applySteps(replayed, recordedSteps(middleware));
      expect(replayed.getHeaderNames()).toEqual(byHelmet.getHeaderNames());
      expect(replayed.getHeaders()).toEqual(byHelmet.getHeaders());
      expect(replayed.getHeader('content-security-policy')).toContain("default-src 'self'");
      expect(replayed.hasHeader('x-powered-by')).toBe(false);
    }
  });
});
