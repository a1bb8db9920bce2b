export interface RawResponse {
  status: number;
  body: any;
}

export interface RawRequest {
  method: string;
  path: string;
  json?: unknown;
  form?: FormData;
  /** Sent as is, with this content type (malformed bodies). */
  raw?: { body: string | Buffer; type: string };
  headers?: Record<string, string>;
}

/** One request with a given session cookie; unlike ApiClient it keeps no cookie jar, so no actor's session is replaced. */
export async function sendAs(baseUrl: string, cookie: string, request: RawRequest): Promise<RawResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (cookie) headers.cookie = cookie;
  let body: RequestInit['body'];
  if (request.form) {
    body = request.form;
  } else if (request.raw) {
    body = request.raw.body;
    headers['content-type'] = request.raw.type;
  } else if (request.json !== undefined) {
    body = JSON.stringify(request.json);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(baseUrl + request.path, { method: request.method, headers, body });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('application/json');
  return { status: response.status, body: isJson && text ? JSON.parse(text) : text };
}
