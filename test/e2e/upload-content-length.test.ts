/**
 * An upload that declares more bytes than the limit allows is answered 413 before its body is
 * read: the client below declares gigabytes, sends a few bytes and waits. A server that read the
 * body first would never answer, and the test would time out.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { sendDeclaredUpload } from '../support/declared-upload.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let port: number;
const MB = 1024 * 1024;

beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: 50 * MB });
  acme = (await t.organisation('acme')).token;
  const db = t.services.ctx.db;
  await insertTemplate(db, 'acme', 'orders', ['code']);
  await insertTemplate(db, 'acme', 'small', ['code']);
  await db.updateTable('templates').set({ max_file_size: 1000 }).where('handle', '=', 'small').execute();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const BOUNDARY = 'ferryboundary';
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileStart = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\ncode\nA1\n`;

/** Sends the start of a body that declares `declared` bytes, keeps the request open, resolves on the answer. */
function declare(path: string, declared: number, start: string): Promise<{ status: number; body: string }> {
  return sendDeclaredUpload({ port, path, token: acme, boundary: BOUNDARY, declared, start });
}

describe('an upload declaring a Content-Length over the limit', () => {
  it('is refused with 413 before its body is read (server limit)', async () => {
    const res = await declare(
      '/transformation',
      10 * 1024 * MB,
      field('template_handle', 'orders') + fileStart,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).payload.error.message).toBe(
      `The file is larger than the allowed ${50 * MB} bytes (the server's FERRY_MAX_UPLOAD_BYTES).`,
    );
  });

  it("is refused with 413 once the template is known, before the file is read (template's max_file_size)", async () => {
    const res = await declare('/transformation', 20 * MB, field('template_handle', 'small') + fileStart);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).payload.error.message).toBe(
      "The file is larger than the allowed 1000 bytes (the template's max_file_size).",
    );
  });

  it('is refused with 413 on the file upload demo too', async () => {
    const res = await declare('/en/hello/file-upload', 10 * 1024 * MB, fileStart);
    expect(res.status).toBe(413);
  });
});
