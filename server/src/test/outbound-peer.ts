import http from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/** A real HTTP server on 127.0.0.1 whose answer each test sets, counting the TCP connections it got. */
export class Peer {
  handler: Handler = (_request, response) => response.end('ok');
  connections = 0;
  private readonly server = http.createServer((request, response) => this.handler(request, response));

  async start(host = '127.0.0.1'): Promise<this> {
    this.server.on('connection', () => this.connections++);
    await new Promise<void>((resolve) => this.server.listen(0, host, resolve));
    return this;
  }
  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }
  url(path = '/', host = '127.0.0.1'): string {
    return `http://${host.includes(':') ? `[${host}]` : host}:${this.port}${path}`;
  }
  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
