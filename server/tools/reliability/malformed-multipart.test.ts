import { engines } from '@threads/server/test-support';
import { describe, expect, it } from 'vitest';
import { sendAs } from './raw-request.js';
import { useWorldServer } from './world-server.js';

const boundary = 'b0undary';
const broken = [
  { name: 'no closing boundary', body: `--${boundary}\r\ncontent-disposition: form-data; name="text"\r\n\r\nabc` },
  { name: 'only an opening boundary', body: `--${boundary}` },
];

// Found by the fuzzer: busboy's parse errors carry no status, so they used to surface as 500s.
describe.each(engines)('malformed multipart bodies (%s)', (engine) => {
  const setup = useWorldServer(engine);

  const uploads = () => [
    { method: 'POST', path: '/api/posts/create' },
    { method: 'POST', path: '/api/messages' },
    { method: 'POST', path: '/api/stories/create' },
    { method: 'PUT', path: `/api/users/update/${setup.world.alice.id}` },
  ];

  it.each(broken)('answers 400 to $name on every upload route', async ({ body }) => {
    for (const route of uploads()) {
      const response = await sendAs(setup.server.url, setup.world.alice.cookie, {
        ...route,
        raw: { body, type: `multipart/form-data; boundary=${boundary}` },
      });
      expect({ route: route.path, status: response.status, body: response.body }).toEqual({
        route: route.path,
        status: 400,
        body: { error: 'Malformed multipart body', code: 'MULTIPART_MALFORMED' },
      });
    }
  });
});
