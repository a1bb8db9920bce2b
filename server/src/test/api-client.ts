import { randomBytes } from 'node:crypto';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A real HTTP client with its own cookie jar: one instance is one browser. */
export class ApiClient {
  cookie = '';

  /** `headers` go with every request (such as `X-Forwarded-For`, to act from another address). */
  constructor(
    readonly baseUrl: string,
    readonly headers: Record<string, string> = {},
  ) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...this.headers, ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body instanceof FormData) {
      init.body = body;
    } else if (typeof body === 'string') {
      init.body = body;
      (init.headers as Record<string, string>)['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      init.body = JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + path, init);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('session='));
    if (setCookie) {
      const value = setCookie.split(';')[0] ?? '';
      this.cookie = value === 'session=' ? '' : value;
    }
    const raw = await response.text();
    let parsed: unknown = raw;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && raw) parsed = JSON.parse(raw);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body);
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body);
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Signs up a new random user on this client and returns its profile (with _id). */
  async signup(overrides: Partial<{ name: string; username: string; email: string; password: string }> = {}) {
    const suffix = randomBytes(4).toString('hex');
    const username = overrides.username ?? `user${suffix}`;
    const response = await this.post('/api/users/signup', {
      name: overrides.name ?? `User ${suffix}`,
      username,
      email: overrides.email ?? `${username}@example.com`,
      password: overrides.password ?? 'correct horse battery',
    });
    if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { _id: string; username: string; name: string; email: string };
  }
}
