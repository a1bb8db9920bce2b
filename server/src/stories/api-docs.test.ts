import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

interface Operation {
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown; example?: unknown }> }>;
}

describe('stories API reference', () => {
  const server = useTestServer('sqlite');

  it('documents every stories operation with a summary, its responses, errors and examples', async () => {
    const { paths } = (await server.client().get('/api/openapi.json')).body as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(paths)
      .filter(([route]) => route.startsWith('/api/stories/'))
      .flatMap(([route, methods]) =>
        Object.entries(methods).map(([method, op]) => [`${method} ${route}`, op] as const),
      );
    expect(operations.map(([name]) => name).sort()).toEqual([
      'delete /api/stories/{id}',
      'get /api/stories/getall',
      'get /api/stories/{id}/getviews',
      'post /api/stories/create',
      'post /api/stories/{id}/view',
    ]);
    for (const [name, operation] of operations) {
      expect(operation.tags, name).toEqual(['stories']);
      expect(operation.summary, name).toBeTruthy();
      expect(operation.responses?.['401'], name).toBeDefined();
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        expect(response.content?.['application/json']?.example, `${name} ${status}`).toBeTruthy();
      }
    }
  });
});
