import http from 'node:http';

/** The floor: Node's own HTTP server writing the same small JSON answer, no framework at all. */
const body = JSON.stringify({ hello: 'world' });
http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
