import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request our server sent to the fake server's inbox, as a node server saw it (what other servers' libraries read). */
export interface Captured {
  method: string;
  url: string;
  httpVersion: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface FakeActor {
  id: string;
  keyId: string;
  privateKeyPem: string;
  publicKeyPem: string;
  /** Its actor document, as served (tests may change it before it is read). */
  document: Record<string, unknown>;
}

type Served = { type: string; body: string | Buffer };

/**
 * Another fediverse server, played on a loopback address by a plain node HTTP server: it serves the actor
 * documents (with their RSA keys) and any other document or file a test puts at a path, and keeps what is
 * posted to its inboxes. What it sends is signed by the test with other servers' own libraries.
 */
export class FakeRemote {
  readonly received: Captured[] = [];
  /** The paths of every GET it answered, in order (what our server read from it). */
  readonly fetched: string[] = [];
  /** The User-Agent of the last GET of each path. */
  readonly userAgents = new Map<string, string | undefined>();
  /** The status its inboxes answer (a test may refuse one kind of signature to see the other). */
  inboxStatus: (request: Captured) => number = () => 202;
  private readonly documents = new Map<string, Served>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => this.answer(request, Buffer.concat(chunks), response));
  });
  private host = '127.0.0.4';

  async start(host = '127.0.0.4'): Promise<this> {
    this.host = host;
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    return this;
  }

  get origin(): string {
    return `http://${this.host}:${(this.server.address() as AddressInfo).port}`;
  }

  /**
   * A person on this server (at /users/{name}, or `path`) with a fresh RSA key; `fields` are added to (or
   * replace) its actor document.
   */
  addActor(name: string, fields: Record<string, unknown> = {}, path = `/users/${name}`): FakeActor {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const id = `${this.origin}${path}`;
    const document: Record<string, unknown> = {
      '@context': ['https://www.w3.org/ns/activitystreams', 'https://w3id.org/security/v1'],
      id,
      type: 'Person',
      preferredUsername: name,
      name,
      inbox: `${id}/inbox`,
      outbox: `${id}/outbox`,
      followers: `${id}/followers`,
      endpoints: { sharedInbox: `${this.origin}/inbox` },
      publicKey: { id: `${id}#main-key`, owner: id, publicKeyPem },
      ...fields,
    };
    this.serveJson(path, document);
    return { id, keyId: `${id}#main-key`, privateKeyPem, publicKeyPem, document };
  }

  serveJson(path: string, document: unknown): void {
    this.documents.set(path, { type: 'application/activity+json', body: JSON.stringify(document) });
  }

  serveFile(path: string, type: string, body: Buffer): void {
    this.documents.set(path, { type, body });
  }

  /** Stops serving what is at `path` (it answers 404 from now on). */
  unserve(path: string): void {
    this.documents.delete(path);
  }

  private answer(request: http.IncomingMessage, body: Buffer, response: http.ServerResponse): void {
    const path = new URL(request.url ?? '/', this.origin).pathname;
    if (request.method === 'POST' && path.endsWith('/inbox')) {
      const captured: Captured = {
        method: request.method,
        url: request.url ?? '/',
        httpVersion: request.httpVersion,
        headers: request.headers,
        body,
      };
      this.received.push(captured);
      response.writeHead(this.inboxStatus(captured)).end();
      return;
    }
    if (request.method === 'GET') {
      this.fetched.push(path);
      this.userAgents.set(path, request.headers['user-agent']);
    }
    const served = this.documents.get(path);
    if (!served) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': served.type }).end(served.body);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
