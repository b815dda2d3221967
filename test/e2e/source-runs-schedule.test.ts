/**
 * A feed's scheduled run imports a file once (DESIGN §7 Feeds): a second tick that finds the same
 * FTP file (path, size, modification time) or the same URL body (its content hash, the server
 * giving neither ETag nor date) leaves nothing behind, not even a failed run; a changed file is
 * imported; a run asked for by hand imports whatever it finds.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunType } from '../../src/services/source-runs/run-request.ts';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { startFtpServer, type TestFtpServer } from '../sources/support/ftp-server.ts';
import { startHttpServer, type TestHttpServer } from '../sources/support/http-server.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createContactsTemplate } from '../support/flow.ts';
import { createSource, ftpSource, runUntil, urlSource } from './source-runs-support.ts';

const CONTACTS = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';

let t: TestApp;
let acme: string;
let organisationId: string;
let templateId: string;
let ftp: TestFtpServer;
let web: TestHttpServer;
let body = CONTACTS;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  const db = t.services.ctx.db;
  ({ organisation_id: organisationId } = await db
    .selectFrom('organisations')
    .select('organisation_id')
    .executeTakeFirstOrThrow());
  ({ template_id: templateId } = await db
    .selectFrom('templates')
    .select('template_id')
    .executeTakeFirstOrThrow());
  ftp = await startFtpServer({ users: { ferry: 'ftp-pass-1' } });
  await writeFile(path.join(ftp.root, 'contacts.csv'), CONTACTS);
  web = await startHttpServer({ '/contacts.csv': (_req, res) => res.writeHead(200).end(body) });
}, 60_000);
afterAll(async () => {
  await Promise.all([ftp?.close(), web?.close()]);
  await t?.close();
});

async function feedOf(sourceId: string): Promise<string> {
  const now = new Date();
  const row = await t.services.ctx.db
    .insertInto('feeds')
    .values({
      organisation_id: organisationId,
      name: 'Nightly',
      source_id: sourceId,
      template_id: templateId,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('feed_id')
    .executeTakeFirstOrThrow();
  return (row as { feed_id: string }).feed_id;
}

function tick(sourceId: string, feedId: string, type: RunType = 'schedule') {
  return t.services.sourceRuns.start({
    organisationId,
    customerId: null,
    templateId,
    sourceId,
    connectorId: null,
    autoSubmit: true,
    type,
    feedId,
  });
}

/** Waits until the run is gone (skipped) or reaches one of `steps`; null when gone. */
async function outcome(transformationId: string, steps: string[]): Promise<string | null> {
  for (let i = 0; i < 1200; i++) {
    const row = await findTransformation(t.services.ctx.db, transformationId);
    if (!row) return null;
    if (steps.includes(row.step)) return row.step;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`run ${transformationId} neither skipped nor finished`);
}

describe('a feed’s scheduled runs', () => {
  it('import an FTP file once, and again once it changed', async () => {
    const sourceId = await createSource(t, acme, ftpSource(ftp.port, '/contacts.csv', 'ftp-pass-1'));
    const feedId = await feedOf(sourceId);
    const first = await tick(sourceId, feedId);
    expect((await runUntil(t, acme, first.automationId, ['processed', 'failed'])).step).toBe('processed');
    expect(
      await outcome((await tick(sourceId, feedId)).transformationId, ['processed', 'failed']),
    ).toBeNull();
    // By hand, the same file is imported again.
    const manual = await tick(sourceId, feedId, 'manual');
    expect(await outcome(manual.transformationId, ['processed', 'failed'])).toBe('processed');
    await writeFile(path.join(ftp.root, 'contacts.csv'), `${CONTACTS}bob@example.com,Bob,7\n`);
    expect(await outcome((await tick(sourceId, feedId)).transformationId, ['processed', 'failed'])).toBe(
      'processed',
    );
  }, 120_000);

  it('know a URL’s file by its content when the server says nothing of it', async () => {
    const sourceId = await createSource(t, acme, urlSource(`${web.base}/contacts.csv`));
    const feedId = await feedOf(sourceId);
    expect(await outcome((await tick(sourceId, feedId)).transformationId, ['processed', 'failed'])).toBe(
      'processed',
    );
    const again = await tick(sourceId, feedId);
    expect(await outcome(again.transformationId, ['processed', 'failed'])).toBeNull();
    const org = `org/${organisationId}/transformations/${again.transformationId}/source`;
    expect(await t.services.ports.blobs.stat(org)).toBeNull();
    body = `${CONTACTS}cid@example.com,Cid,1\n`;
    expect(await outcome((await tick(sourceId, feedId)).transformationId, ['processed', 'failed'])).toBe(
      'processed',
    );
  }, 120_000);
});
