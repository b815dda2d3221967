/**
 * Source secrets stay out of the server's log, at its most talkative level (trace), whatever
 * happens to the request: created, updated, refused by a rule (409), refused by the schema (400),
 * and out of the envelope's debug array (FERRY_DEBUG=1).
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/api/app.ts';
import type { App } from '../../src/api/types.ts';
import { bearer, createTestApp, type TestApp } from '../support/app.ts';
import { BLOCKS, created, PEM_KEY, sourceBody } from './sources-fixtures.ts';

let t: TestApp;
let logged: App;
let token: string;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ debug: true });
  token = (await t.organisation('acme')).token;
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  logged = await buildApp(t.services, { loggerInstance: pino({ level: 'trace' }, sink) });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const SECRETS = [
  'ftp-secret-1',
  'new-ftp-secret',
  'sftp-pass-9',
  'url-token-1',
  'cookie-secret-1',
  PEM_KEY.split('\n')[1]!,
];

function send(method: 'POST' | 'PUT', url: string, payload: unknown) {
  return logged.inject({ method, url, headers: bearer(token), payload: payload as object });
}

describe('the log of source requests', () => {
  it('holds no secret, and neither do the answers and their debug entries', async () => {
    const answers: string[] = [];
    const ftp = await send('POST', '/sender/source', sourceBody('ftp'));
    answers.push(ftp.body);
    const source = await created(ftp);
    const url = `/sender/source/${source.source_id}`;
    answers.push((await send('PUT', url, { ftp: { ...BLOCKS.ftp, password: 'new-ftp-secret' } })).body);
    answers.push(
      (await send('PUT', url, { ftp: { ...BLOCKS.ftp, host: '10.0.0.1', password: 'new-ftp-secret' } })).body,
    );
    answers.push(
      (await send('PUT', url, { ftp: { ...BLOCKS.ftp, port: 'x', password: 'new-ftp-secret' } })).body,
    );
    const sftp = { ...BLOCKS.sftp, password: 'sftp-pass-9', host: 'bad host' };
    answers.push((await send('POST', '/sender/source', sourceBody('sftp', { sftp }))).body);
    answers.push((await send('POST', '/sender/source', sourceBody('url'))).body);
    expect(lines.length).toBeGreaterThan(6);
    expect(answers.some((body) => body.includes('"debug":[{'))).toBe(true);
    for (const secret of SECRETS) {
      expect(lines.join('\n')).not.toContain(secret);
      for (const body of answers) expect(body).not.toContain(secret);
    }
  });
});
