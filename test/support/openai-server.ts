/**
 * An OpenAI-compatible server on loopback, as Ollama, llama.cpp's server or vLLM would answer:
 * `POST /v1/chat/completions` answered from the fixtures in ./openai/ (or whatever a test tells
 * it: another status, prose, a huge body, no answer at all). It keeps every request body it
 * received, so a test can say what left Ferry.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** A request as the server received it. */
export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body as sent, byte for byte (decoded as UTF-8). */
  body: string;
}

/** What the next requests are answered. */
export type Reply =
  /** A fixture file of ./openai/, as is. */
  | { fixture: string }
  /** The fixture chat-completion.json with its message content replaced by `content`. */
  | { content: string }
  /** `{"matches": …}` as the message content of chat-completion.json. */
  | { matches: { column: string; source: string | null; confidence: number }[] }
  | { status: number; body?: string }
  /** A 200 of more than `bytes` bytes (padding inside a completion), sent in chunks without a length. */
  | { bytes: number }
  /** Headers never come: the request waits until the client gives up or the server closes. */
  | { hang: true }
  /** Answered `reply` once `until` resolves. */
  | { until: Promise<void>; reply: Reply };

const FIXTURES = path.join(import.meta.dirname, 'openai');

export function fixture(name: string): Record<string, any> {
  return JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'));
}

function completion(content: string): string {
  const body = fixture('chat-completion.json');
  body.choices[0].message.content = content;
  return JSON.stringify(body);
}

export class OpenAiServer {
  /** Every request received, in order. */
  readonly requests: SeenRequest[] = [];
  private reply: Reply = { fixture: 'chat-completion.json' };
  private readonly hanging = new Set<ServerResponse>();
  private server!: Server;
  private port = 0;

  static async start(): Promise<OpenAiServer> {
    const ai = new OpenAiServer();
    ai.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const seen = {
          method: req.method ?? 'GET',
          path: req.url ?? '/',
          headers: req.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        };
        ai.requests.push(seen);
        if (seen.method !== 'POST' || seen.path !== '/v1/chat/completions') {
          res.writeHead(404, { 'content-type': 'application/json' });
          res.end('{"error":{"message":"not found"}}');
          return;
        }
        void ai.respond(res, ai.reply);
      });
    });
    await new Promise<void>((resolve) => ai.server.listen(0, '127.0.0.1', resolve));
    ai.port = (ai.server.address() as AddressInfo).port;
    return ai;
  }

  /** The base URL, as AI_MATCH_URL takes it. */
  get url(): string {
    return `http://127.0.0.1:${this.port}/v1`;
  }

  /** What every following request is answered. */
  answer(reply: Reply): void {
    this.reply = reply;
  }

  /** The bodies of the requests received, parsed. */
  bodies(): any[] {
    return this.requests.map((request) => JSON.parse(request.body));
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async respond(res: ServerResponse, reply: Reply): Promise<void> {
    const json = (status: number, body: string) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body);
    };
    if ('until' in reply) {
      await reply.until;
      return this.respond(res, reply.reply);
    }
    if ('hang' in reply) {
      this.hanging.add(res);
      return;
    }
    if ('fixture' in reply) return json(200, JSON.stringify(fixture(reply.fixture)));
    if ('content' in reply) return json(200, completion(reply.content));
    if ('matches' in reply) return json(200, completion(JSON.stringify({ matches: reply.matches })));
    if ('bytes' in reply) {
      const body = completion(' '.repeat(reply.bytes));
      res.writeHead(200, { 'content-type': 'application/json' });
      for (let at = 0; at < body.length; at += 16_384) res.write(body.slice(at, at + 16_384));
      res.end();
      return;
    }
    return json(reply.status, reply.body ?? '{"error":{"message":"internal error"}}');
  }
}
