/**
 * A receiver's endpoint on loopback: answers each path with the statuses it is told (the last one
 * repeating), and checks every request's signature with the `standardwebhooks` package, as a
 * receiver following the documentation would.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  /** The payload `Webhook.verify` returned, or null when the signature did not verify. */
  verified: unknown;
  /** Why verification failed; null when it passed. */
  refusal: string | null;
}

export class WebhookReceiver {
  private readonly statuses = new Map<string, number[]>();
  private readonly replies = new Map<string, (res: ServerResponse) => void>();
  private readonly secrets = new Map<string, string>();
  private readonly requests = new Map<string, Received[]>();
  private server!: Server;
  private port = 0;

  static async start(): Promise<WebhookReceiver> {
    const receiver = new WebhookReceiver();
    receiver.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const path = req.url ?? '/';
        const body = Buffer.concat(chunks).toString('utf8');
        receiver.record(path, req.headers, body);
        const reply = receiver.replies.get(path);
        if (reply) return reply(res);
        const queue = receiver.statuses.get(path) ?? [200];
        const status = queue.length > 1 ? queue.shift()! : queue[0]!;
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(`answer ${status} to ${path}`);
      });
    });
    await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
    receiver.port = (receiver.server.address() as AddressInfo).port;
    return receiver;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The statuses `path` answers, in order; the last one answers every request after. */
  answer(path: string, statuses: number[]): void {
    this.statuses.set(path, [...statuses]);
  }

  /** Answers `path` with `reply` instead of a status (a redirect, a large body). */
  replyWith(path: string, reply: (res: ServerResponse) => void): void {
    this.replies.set(path, reply);
  }

  /** The secret the subscription at `path` was given: every request to it is verified with it. */
  verifyWith(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  received(path: string): Received[] {
    return this.requests.get(path) ?? [];
  }

  close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    // Ferry's client keeps connections alive; without this, close waits for them to time out.
    this.server.closeAllConnections();
    return closed;
  }

  private record(path: string, headers: IncomingHttpHeaders, body: string): void {
    const secret = this.secrets.get(path);
    let verified: unknown = null;
    let refusal: string | null = secret ? null : 'no secret known for this path';
    if (secret) {
      try {
        verified = new Webhook(secret).verify(body, headers as Record<string, string>);
      } catch (error) {
        refusal = (error as Error).message;
      }
    }
    this.requests.set(path, [...this.received(path), { headers, body, verified, refusal }]);
  }
}
