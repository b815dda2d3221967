/**
 * Two API instances on one database, as behind a load balancer, each with its own connection pool
 * and nothing shared in memory: what one counts or marks as used, the other enforces. The request
 * rate limit, the failed-login throttle, a used embed signature and an e-mailed code's tries.
 */
import { createHmac } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/api/app.ts';
import type { App } from '../../src/api/types.ts';
import { createMailer } from '../../src/events/mail/create-mailer.ts';
import { createBlobStore } from '../../src/files/index.ts';
import { NO_BACKGROUND_JOBS } from '../../src/services/background-jobs.ts';
import { createServices } from '../../src/services/container.ts';
import { NO_QUEUE } from '../../src/services/stages/stage-queue.ts';
import { connect, type OpenDatabase } from '../../src/store/database.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

const LIMIT = 8;

let t: TestApp;
let second: { app: App; database: OpenDatabase };
let acme: TestOrganisation;

/** Another instance of the API: the same settings and database, a pool and a process state of its own. */
async function startSecondInstance(): Promise<{ app: App; database: OpenDatabase }> {
  const { config, now } = t.services.ctx;
  const database = connect(t.database.url, 5);
  const services = createServices(
    { db: database.db, config, now },
    {
      blobs: await createBlobStore(config),
      queue: NO_QUEUE,
      jobs: NO_BACKGROUND_JOBS,
      mail: createMailer(config, { info: () => {}, warn: () => {} }),
    },
  );
  const app = await buildApp(services, { logger: false });
  await app.ready();
  return { app, database };
}

const instances = () => [t.app, second.app] as const;

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: LIMIT });
  second = await startSecondInstance();
  acme = await t.organisation('acme');
});
afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const errorCode = (res: LightMyRequestResponse) => envelope(res).payload.error?.code;

describe('two API instances on one database', () => {
  it('count one request limit: requests spread over both are refused past the limit on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      const app = instances()[i % 2]!;
      const res = await app.inject({ url: '/templates', headers: bearer('junk'), remoteAddress: '10.9.0.1' });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    for (const app of instances()) {
      const res = await app.inject({ url: '/templates', headers: bearer('junk'), remoteAddress: '10.9.0.1' });
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('throttle failed logins counted on one instance when the next attempt comes to the other', async () => {
    const login = (app: App, password: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'password', username: acme.email, password },
        remoteAddress: '10.9.0.2',
      });
    for (let i = 0; i < 5; i++) expect((await login(t.app, 'wrong password')).statusCode).toBe(401);
    const refused = await login(second.app, acme.password);
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused)).toBe('exception.login_throttled');
  });

  it('accept an embed signature once, whichever instance sees it again', async () => {
    const rotated = await t.app.inject({
      method: 'POST',
      url: '/organisation/embed-secret',
      headers: bearer(acme.token),
      remoteAddress: '10.9.0.3',
    });
    const secret = envelope(rotated).payload.embed_secret as string;
    const login = { subdomain: 'acme', external_id: 'user-1', timestamp: Math.floor(Date.now() / 1000) };
    const signature = createHmac('sha256', secret)
      .update([login.subdomain, login.external_id, String(login.timestamp), ''].join('\n'))
      .digest('hex');
    const embed = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/auth/embed',
        payload: { ...login, signature },
        remoteAddress: '10.9.0.4',
      });
    expect((await embed(t.app)).statusCode).toBe(200);
    const replayed = await embed(second.app);
    expect(replayed.statusCode).toBe(401);
    expect(errorCode(replayed)).toBe('exception.embed_reused');
  });

  it('forget ended windows as new ones start, so the counts keep to the last minute’s callers', async () => {
    const buckets = async () =>
      (await sql<{ bucket: string }>`SELECT bucket FROM request_counts`.execute(t.database.db)).rows.map(
        (row) => row.bucket,
      );
    expect(await buckets()).toContain('address:10.9.0.1');
    t.advance(61_000);
    const res = await second.app.inject({
      url: '/templates',
      headers: bearer('junk'),
      remoteAddress: '10.9.0.5',
    });
    expect(res.statusCode).toBe(401);
    expect(await buckets()).toEqual(['address:10.9.0.5']);
  });
});
