/**
 * Reviewing a file while it is transformed on another machine: the stage's folder is on the
 * worker's disk, and an API instance elsewhere (a data folder of its own, the same database and S3
 * store) reads a copy the stage publishes through the store once asked (live-publisher.ts,
 * live-mirrors.ts). The store is one a real engine run had half written, as in
 * transformations-review-live.test.ts; the worker's side is the stage's own publisher over it.
 */
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/api/app.ts';
import type { App } from '../../src/api/types.ts';
import { createMailer } from '../../src/events/mail/create-mailer.ts';
import type { BlobStore } from '../../src/files/blob-store.ts';
import { createBlobStore } from '../../src/files/index.ts';
import { NO_BACKGROUND_JOBS } from '../../src/services/background-jobs.ts';
import { liveReviewPrefix, liveSegmentKey } from '../../src/services/blob-keys.ts';
import { createServices } from '../../src/services/container.ts';
import { NO_QUEUE } from '../../src/services/stages/stage-queue.ts';
import { type LivePublisher, publishLiveReview } from '../../src/services/transformations/live-publisher.ts';
import { findLiveReview } from '../../src/store/transformations/live-reviews.ts';
import { findTransformation } from '../../src/store/transformations/transformations.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { contacts } from '../support/contacts-file.ts';
import { type Created, createContactsTemplate } from '../support/flow.ts';
import { backToMatched, transformingHalfWay } from '../support/half-written-store.ts';
import { startS3Server, type TestS3Server } from '../support/s3-server.ts';

const ROWS = 30_000;

let s3: TestS3Server;
let t: TestApp;
/** The API instance on another machine. */
let elsewhere: App;
let elsewhereDir: string;
let workerDir: string;
let blobs: BlobStore;
let acme: string;
let other: string;
let created: Created;
let liveDir: string;
let rowsMarked: number;
let publisher: LivePublisher | null = null;

const dataUrl = (query = '') => `/transformation/${created.transformation_id}/data${query}`;
const errorsUrl = () => `/transformation/${created.transformation_id}/errors`;
const getFrom = (app: App, token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: bearer(token) });

/** Polls the other machine until it answers 200, as the importer polls. */
async function untilServed(url: string): Promise<ReturnType<typeof envelope>['payload']> {
  for (let i = 0; i < 100; i++) {
    const res = await getFrom(elsewhere, acme, url);
    if (res.statusCode === 200) return envelope(res).payload;
    expect(res.statusCode, res.body).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} was never served from the other machine.`);
}

beforeAll(async () => {
  s3 = await startS3Server();
  workerDir = await mkdtemp(path.join(tmpdir(), 'ferry-live-worker-'));
  t = await createTestApp({ dataDir: workerDir, filesS3: s3.settings() }, { jobs: true });
  blobs = await createBlobStore({ ...t.services.ctx.config });
  elsewhereDir = await mkdtemp(path.join(tmpdir(), 'ferry-live-elsewhere-'));
  const config = { ...t.services.ctx.config, dataDir: elsewhereDir };
  const services = createServices(
    { db: t.database.db, config, now: () => new Date() },
    {
      blobs: await createBlobStore(config),
      queue: NO_QUEUE,
      jobs: NO_BACKGROUND_JOBS,
      mail: createMailer(config, { info: () => {}, warn: () => {} }),
    },
  );
  elsewhere = await buildApp(services, { logger: false });
  acme = (await t.organisation('acme')).token;
  other = (await t.organisation('other')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  let mark: { rows: number };
  ({
    created,
    dir: liveDir,
    mark,
  } = await transformingHalfWay(t, workerDir, acme, 'contacts', contacts(ROWS), ROWS));
  rowsMarked = mark.rows;
}, 60_000);
afterAll(async () => {
  await publisher?.stop();
  await elsewhere?.close();
  await t?.close();
  await s3?.stop();
  await rm(elsewhereDir, { recursive: true, force: true });
  await rm(workerDir, { recursive: true, force: true });
});

/** The key of the first piece the stage publishes of its row index. */
const firstPiece = (transformation: { organisation_id: string; transformation_id: string }) =>
  liveSegmentKey(
    liveReviewPrefix(transformation.organisation_id, transformation.transformation_id),
    path.basename(path.dirname(liveDir)),
    'row_index',
    0,
  );
const row = async () => (await findTransformation(t.database.db, created.transformation_id))!;

describe('the review of a file transformed on another machine', () => {
  it('publishes nothing while no one reads from another machine', async () => {
    const transformation = await row();
    publisher = await publishLiveReview(t.services.ctx, blobs, transformation, liveDir);
    // The worker's own machine reads the folder itself, and asks for nothing.
    const local = await getFrom(t.app, acme, dataUrl());
    expect(local.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect((await findLiveReview(t.database.db, created.transformation_id))?.published).toBeNull();
    expect(await blobs.stat(firstPiece(transformation))).toBeNull();
  });

  it('serves, once asked, the same rows and counts as the worker’s own machine', async () => {
    const first = await untilServed(dataUrl('?page=1&per_page=50'));
    expect(first).toMatchObject({ total_items: rowsMarked, transforming: true });
    const here = envelope(await getFrom(t.app, acme, dataUrl('?page=1&per_page=50'))).payload;
    expect(first).toEqual(here);
    const lastPage = `?page=${Math.ceil(rowsMarked / 100)}&per_page=100`;
    const last = envelope(await getFrom(elsewhere, acme, dataUrl(lastPage))).payload;
    expect(last.rows.at(-1).row).toBe(rowsMarked);
    expect(last).toEqual(envelope(await getFrom(t.app, acme, dataUrl(lastPage))).payload);
    const onlyErrors = dataUrl('?only_errors=true&per_page=20');
    expect(envelope(await getFrom(elsewhere, acme, onlyErrors)).payload).toEqual(
      envelope(await getFrom(t.app, acme, onlyErrors)).payload,
    );
    const counts = envelope(await getFrom(elsewhere, acme, errorsUrl())).payload;
    expect(counts).toEqual(envelope(await getFrom(t.app, acme, errorsUrl())).payload);
    expect(counts.rows_in_error).toBeGreaterThan(0);
    // The copy is in the other machine's own data folder.
    const work = readdirSync(path.join(elsewhereDir, 'work'));
    expect(work.some((name) => name.endsWith('-live'))).toBe(true);
  });

  it('shows another organisation nothing from the other machine', async () => {
    for (const url of [dataUrl(), errorsUrl()]) {
      const res = await getFrom(elsewhere, other, url);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('example.com');
      expect(res.body).not.toContain('rows_in_error');
    }
  });

  it('keeps serving the copy once the stage stops publishing, and drops it when the step moves on', async () => {
    const transformation = await row();
    await publisher!.stop();
    publisher = null;
    expect(await findLiveReview(t.database.db, created.transformation_id)).toBeUndefined();
    expect(await blobs.stat(firstPiece(transformation))).toBeNull();
    const held = await getFrom(elsewhere, acme, dataUrl('?page=1&per_page=10'));
    expect(held.statusCode).toBe(200);
    expect(envelope(held).payload).toMatchObject({ total_items: rowsMarked, transforming: true });

    await backToMatched(t, created.transformation_id);
    const after = await getFrom(elsewhere, acme, dataUrl());
    expect(after.statusCode).toBe(409);
    const live = readdirSync(path.join(elsewhereDir, 'work')).find((name) => name.endsWith('-live'))!;
    expect(readdirSync(path.join(elsewhereDir, 'work', live))).toEqual([]);
    expect(existsSync(path.join(elsewhereDir, 'work', live))).toBe(true);
  });
});
