import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

let sent: Sent[] = [];

/** The network as the browser gives it: each request is recorded and answered with `status` and `body`. */
function answerWith(status: number, body: string) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
}

/** A fresh client. */
async function loadClient() {
  vi.resetModules();
  return import('./api');
}

beforeEach(() => {
  sent = [];
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api', () => {
  it('fills the path template and the query, encoded, and leaves out parameters without a value', async () => {
    const { api } = await loadClient();
    answerWith(200, '[]');
    await api.get('/api/posts/user/{username}', {
      params: { path: { username: 'a b/c' }, query: { before: undefined } },
    });
    await api.get('/api/posts/search', { params: { query: { q: 'tea & cake', before: '01J' } } });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/posts/user/a%20b%2Fc',
      '/api/posts/search?q=tea%20%26%20cake&before=01J',
    ]);
  });

  it('sends a body as JSON, with the caller’s headers', async () => {
    const { api } = await loadClient();
    answerWith(201, '{"_id":"m1"}');
    const answer = await api.post('/api/messages', {
      body: { recipientId: 'u2', message: 'hi' },
      headers: { 'x-socket-id': 'tab-1' },
    });
    expect(answer).toEqual({ _id: 'm1' });
    expect(sent[0]).toEqual({
      url: '/api/messages',
      method: 'POST',
      headers: { 'accept-language': 'en', 'x-socket-id': 'tab-1', 'content-type': 'application/json' },
      body: { recipientId: 'u2', message: 'hi' },
    });
  });

  it('throws the server’s {error} text with the status', async () => {
    const { api, ApiError } = await loadClient();
    answerWith(404, '{"error":"Post not found"}');
    const failure = await api.get('/api/posts/{id}', { params: { path: { id: 'gone' } } }).catch((error) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ message: 'Post not found', status: 404 });
  });

  it('keeps the refusal’s stable code beside its text, in whatever language the text is', async () => {
    const { api } = await loadClient();
    answerWith(404, '{"error":"Publicación no encontrada","code":"POST_NOT_FOUND"}');
    await expect(api.get('/api/posts/{id}', { params: { path: { id: 'gone' } } })).rejects.toMatchObject({
      message: 'Publicación no encontrada',
      code: 'POST_NOT_FOUND',
      status: 404,
    });
  });

  it('names the status when a failure carries no {error}', async () => {
    const { api } = await loadClient();
    answerWith(500, '');
    await expect(api.get('/api/posts/feed')).rejects.toMatchObject({ message: 'HTTP error! status: 500', status: 500 });
  });

  it('says "Couldn\'t reach the server" when no answer comes, or a gateway answers for a server that is down', async () => {
    const { api } = await loadClient();
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const failure = await api.get('/api/posts/feed').catch((error) => error);
    expect(failure).toMatchObject({ message: "Couldn't reach the server", status: 0, unanswered: true });
    answerWith(502, '<html>Bad gateway</html>');
    await expect(api.get('/api/posts/feed')).rejects.toMatchObject({
      message: "Couldn't reach the server",
      status: 502,
      unanswered: true,
    });
  });

  it('says "You\'re offline" when the browser is, and passes a cancelled request on as it is', async () => {
    const { api } = await loadClient();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/api/posts/feed')).rejects.toMatchObject({ message: "You're offline", unanswered: true });
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal('fetch', async () => {
      throw abort;
    });
    await expect(api.get('/api/posts/feed')).rejects.toBe(abort);
  });

  it('forgets the stored user and calls the unauthorized handler on a 401', async () => {
    const { api, onUnauthorized } = await loadClient();
    const { setCurrentUser, getCurrentUser } = await import('./current-user');
    setCurrentUser({ _id: 'u1', username: 'maya' } as Parameters<typeof setCurrentUser>[0]);
    const sentAway = vi.fn();
    onUnauthorized(sentAway);
    answerWith(401, '{"error":"You must be logged in"}');
    await expect(api.get('/api/notifications')).rejects.toMatchObject({ status: 401 });
    expect(getCurrentUser()).toBeNull();
    expect(sentAway).toHaveBeenCalledOnce();
  });

  it('types each answer by its path: a caller cannot pick its own', async () => {
    const { api } = await loadClient();
    answerWith(200, '{"liked":true,"likesCount":1,"message":"ok"}');
    const like = await api.put('/api/posts/like/{id}', { params: { path: { id: 'p1' } } });
    const count: number = like.likesCount;
    expect(count).toBe(1);
    // @ts-expect-error the answer's type comes from the path, never from the caller
    await api.put<{ liked: string }>('/api/posts/like/{id}', { params: { path: { id: 'p1' } } });
    // @ts-expect-error a path parameter the route needs
    await api.get('/api/posts/{id}').catch(() => {});
    // @ts-expect-error a path the API does not have
    await api.get('/api/posts/everything').catch(() => {});
    // @ts-expect-error a body the route does not accept
    await api.post('/api/users/login', { body: { user: 'maya' } }).catch(() => {});
  });
});
