/**
 * The plan's MAX_FILE_SIZE caps every upload, not only the template's max_file_size field: an
 * upload is refused beyond the smallest of the plan's limit, the template's and the server's, and
 * the 413 names the limit that applied. Nothing of a refused upload is kept.
 */

import { readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { sendDeclaredUpload } from '../support/declared-upload.ts';
import { multipart } from '../support/multipart.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let port: number;
const MB = 1024 * 1024;
/** 34 bytes: the upload the plan limit of 10 bytes let through. */
const CSV_34 = 'code,label\nA1,first\nB2,second\nC3\n';

beforeAll(async () => {
  t = await createTestApp({ maxUploadBytes: 50 * MB });
  acme = (await t.organisation('acme')).token;
  await t.services.organisations.setPlan('acme', { limits: { MAX_FILE_SIZE: 10 }, grant: [], revoke: [] });
  const db = t.services.ctx.db;
  await insertTemplate(db, 'acme', 'open', ['code']);
  await insertTemplate(db, 'acme', 'tight', ['code']);
  await db.updateTable('templates').set({ max_file_size: 5 }).where('handle', '=', 'tight').execute();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

function upload(handle: string, content: string, headers: Record<string, string> = {}) {
  const body = multipart({ template_handle: handle }, { name: 'data.csv', content });
  return t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(acme), ...body.headers, ...headers },
    payload: body.payload,
  });
}

async function storedTransformations(): Promise<number> {
  const rows = await t.services.ctx.db.selectFrom('transformations').select('transformation_id').execute();
  return rows.length;
}

async function storedFiles(): Promise<string[]> {
  const dir = path.join(t.services.ctx.config.dataDir, 'files');
  return (await readdir(dir, { recursive: true }).catch(() => [])).filter((f) => f.endsWith('source'));
}

describe("the plan's MAX_FILE_SIZE on uploads", () => {
  it('refuses a 34-byte upload to a template without max_file_size with 413 naming the plan limit, keeping nothing', async () => {
    const res = await upload('open', CSV_34);
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error).toMatchObject({
      code: 'exception.too_large',
      message: "The file is larger than the allowed 10 bytes (the plan's MAX_FILE_SIZE).",
    });
    expect(await storedTransformations()).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('says which limit applied in French too', async () => {
    const res = await upload('open', CSV_34, { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error.message).toBe(
      'Le fichier dépasse la taille autorisée de 10 octets (MAX_FILE_SIZE).',
    );
  });

  it('accepts a file within the plan limit', async () => {
    const res = await upload('open', 'code\nA1\n');
    expect(res.statusCode, res.body).toBe(200);
    expect(await storedTransformations()).toBe(1);
  });

  it("applies the template's max_file_size when it is the smaller limit, and names it", async () => {
    const res = await upload('tight', 'code\nA1\n');
    expect(res.statusCode).toBe(413);
    expect(envelope(res).payload.error.message).toBe(
      "The file is larger than the allowed 5 bytes (the template's max_file_size).",
    );
    expect(await storedTransformations()).toBe(1);
  });

  it('refuses a body declaring more than the plan limit before reading it', async () => {
    const boundary = 'ferryboundary';
    const start =
      `--${boundary}\r\nContent-Disposition: form-data; name="template_handle"\r\n\r\nopen\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n\r\ncode\n`;
    // The client declares 20 MB (under the server's 50 MB), sends a few bytes and waits: only a
    // refusal computed from the plan before the body is read can answer.
    const answer = await sendDeclaredUpload({
      port,
      path: '/transformation',
      token: acme,
      boundary,
      declared: 20 * MB,
      start,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).payload.error.message).toBe(
      "The file is larger than the allowed 10 bytes (the plan's MAX_FILE_SIZE).",
    );
    expect(await storedTransformations()).toBe(1);
  });
});
