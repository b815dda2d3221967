/**
 * Pushes in tests: a receiver on loopback that records every request, and the steps from a
 * template with a push to the push's report.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';
import { envelope, type TestApp } from './app.ts';
import { call, pathOf, submitAndWait, uploadAndTransform } from './flow.ts';

export interface Received {
  path: string;
  method: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/** A receiver recording every request; `answer` picks the status of each (by its 1-based number). */
export async function receiver(answer: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const status = answer(received.length + 1);
      received.push({
        path: req.url ?? '',
        method: req.method ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
        status,
      });
      res.writeHead(status).end('ok');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

export type Receiver = Awaited<ReturnType<typeof receiver>>;

/** A template with two optional TEXT columns, `code` and `label`, and the given push and format. */
export async function pushTemplate(
  t: TestApp,
  token: string,
  handle: string,
  push: object | null,
  format: object | null = null,
): Promise<void> {
  const created = await call(t, token, 'POST', '/template', {
    name: handle,
    template_handle: handle,
    push,
    format,
  });
  expect(created.statusCode, created.body).toBe(200);
  for (const name of ['code', 'label']) {
    const column = await call(t, token, 'POST', `/template/${handle}/column`, {
      technical_name: name,
      pretty_name: name,
      type: { type: 'TEXT' },
      importance: 'optional',
    });
    expect(column.statusCode, column.body).toBe(200);
  }
}

/** A CSV of `count` rows: `c1,label 1`, `c2,label 2`, … */
export function codeRows(count: number): string {
  const lines = ['code,label'];
  for (let i = 1; i <= count; i++) lines.push(`c${i},label ${i}`);
  return `${lines.join('\n')}\n`;
}

/** Uploads, submits and waits (about 60 s at most) for the push to end; returns the Submission as it then reads. */
export async function submitAndPush(t: TestApp, token: string, handle: string, content: string) {
  const created = await uploadAndTransform(t, token, handle, content);
  const submission = await submitAndWait(t, token, created);
  for (let i = 0; i < 1200; i++) {
    const push = await t.database.db
      .selectFrom('pushes')
      .select('status')
      .where('submission_id', '=', submission.submission_id)
      .executeTakeFirst();
    if (push && push.status !== 'pending') break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return envelope(await call(t, token, 'GET', `/submission/${submission.submission_id}`)).payload;
}

/** The records of a submission's push report, read at its `push_report_url`. */
export async function pushReport(
  t: TestApp,
  token: string,
  submission: { push_report_url: string },
): Promise<Record<string, string>[]> {
  const res = await call(t, token, 'GET', pathOf(submission.push_report_url));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('text/csv');
  return parse(res.body, { columns: true }) as Record<string, string>[];
}
