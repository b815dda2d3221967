/**
 * A real HTTP server on loopback that serves files to the imports under test: whole, slowly in
 * small pieces, cut off half-way (the connection destroyed after some bytes), or as a redirect.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** How one path is answered. */
export type Served =
  | { body: string | Buffer }
  | { body: string | Buffer; chunkBytes: number; pauseMs: number }
  | { body: string | Buffer; cutAfterBytes: number }
  | { redirect: string };

export interface FileServer {
  /** `http://HOST:PORT` */
  origin: string;
  serve(path: string, served: Served): string;
  close(): Promise<void>;
}

export async function startFileServer(host = '127.0.0.1'): Promise<FileServer> {
  const routes = new Map<string, Served>();
  const server: Server = createServer(async (request, response) => {
    const served = routes.get(request.url ?? '');
    if (!served) {
      response.writeHead(404).end('not found');
      return;
    }
    if ('redirect' in served) {
      response.writeHead(302, { location: served.redirect }).end();
      return;
    }
    const body = Buffer.from(served.body);
    response.writeHead(200, { 'content-type': 'text/csv', 'content-length': String(body.length) });
    if ('cutAfterBytes' in served) {
      response.write(body.subarray(0, served.cutAfterBytes));
      await sleep(50);
      response.destroy();
      return;
    }
    if (!('chunkBytes' in served)) {
      response.end(body);
      return;
    }
    for (let at = 0; at < body.length && !response.destroyed; at += served.chunkBytes) {
      response.write(body.subarray(at, at + served.chunkBytes));
      await sleep(served.pauseMs);
    }
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const origin = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    serve(path, served) {
      routes.set(path, served);
      return `${origin}${path}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
