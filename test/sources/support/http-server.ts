/**
 * A real HTTP server on loopback for the url extractor: files, redirects of every kind, an echo
 * of what the request carried, a slow answer, a stalled body, a 500 and a body over any cap.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { UrlBlock } from '../../../src/sources/blocks.ts';

export interface TestHttpServer {
  port: number;
  base: string;
  /** Requests received, by path. */
  hits(path: string): number;
  /** Connections open now. */
  openConnections(): number;
  close(): Promise<void>;
}

export type Routes = Record<string, (req: IncomingMessage, res: ServerResponse, body: string) => void>;

export async function startHttpServer(routes: Routes): Promise<TestHttpServer> {
  const counts = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    counts.set(path, (counts.get(path) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const route = routes[path];
      if (route) route(req, res, Buffer.concat(chunks).toString());
      else res.writeHead(404).end();
    });
  });
  let open = 0;
  server.on('connection', (socket) => {
    open++;
    socket.on('close', () => open--);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    hits: (path) => counts.get(path) ?? 0,
    openConnections: () => open,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Answers with what the request carried, as JSON. */
export function echo(req: IncomingMessage, res: ServerResponse, body: string): void {
  const { cookie, authorization } = req.headers;
  const seen = { method: req.method, cookie, authorization, contentType: req.headers['content-type'], body };
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(seen));
}

export function redirect(status: number, location: string) {
  return (_req: IncomingMessage, res: ServerResponse) => res.writeHead(status, { location }).end();
}

/** A GET of `url` with nothing else, unless overridden. */
export function urlBlock(url: string, overrides: Partial<UrlBlock> = {}): UrlBlock {
  return { url, method: 'GET', headers: {}, cookies: {}, content_type: null, body: null, ...overrides };
}
