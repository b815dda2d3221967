/**
 * The real app on a fresh database, with a clock tests can move and helpers to create
 * organisations and log in through HTTP.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/api/app.ts';
import type { App } from '../../src/api/types.ts';
import { type Config, readConfig } from '../../src/config.ts';
import { createMailer } from '../../src/events/mail/create-mailer.ts';
import { createBlobStore } from '../../src/files/index.ts';
import { type FeedScheduler, startFeedScheduler } from '../../src/jobs/feed-schedules.ts';
import { type JobQueue, startJobQueue } from '../../src/jobs/queue.ts';
import type { OperatorAiMatcher } from '../../src/services/ai-matching/ai-matching.ts';
import { NO_BACKGROUND_JOBS } from '../../src/services/background-jobs.ts';
import { createServices, type Services } from '../../src/services/container.ts';
import { NO_QUEUE } from '../../src/services/stages/stage-queue.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { checkAnswersAgainstDocument } from './openapi-answers.ts';
import { startS3Server, type TestS3Server } from './s3-server.ts';

/** An organisation created through the test app, with its owner's login and tokens. */
export interface TestOrganisation {
  subdomain: string;
  email: string;
  password: string;
  token: string;
  refresh: string;
}

export interface TestApp {
  app: App;
  services: Services;
  database: TestDatabase;
  /** The job queue, when the app was built with `jobs`. */
  queue: JobQueue | null;
  /** Answers received that the OpenAPI document does not describe; `close` fails when there are any. */
  undocumented: string[];
  /** Moves the clock forward. */
  advance(ms: number): void;
  /** Creates an organisation with its owner; returns its subdomain, e-mail, password and a token. */
  organisation(subdomain: string): Promise<TestOrganisation>;
  close(): Promise<void>;
}

let counter = 0;

/** Mail log lines are not wanted in test output; tests read the outbox folder instead. */
const SILENT = { info: () => {}, warn: () => {} };

/**
 * `jobs`: start pg-boss and the stage workers on the test database (slower; only tests of stages
 * need it); `'send'`: pg-boss only, the app sending stages that other processes work. `aiMatcher`:
 * the match step's AI matcher instead of the one `aiMatch` of the configuration would build.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { jobs?: boolean | 'send'; aiMatcher?: OperatorAiMatcher | null } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  // Each test app keeps its files in its own folder, removed on close.
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-test-'));
  // FERRY_TEST_FILES=s3 runs the app on an S3 store: an s3rver of its own, stopped on close.
  const s3: TestS3Server | null = process.env.FERRY_TEST_FILES === 's3' ? await startS3Server() : null;
  const config: Config = {
    ...readConfig({}),
    publicUrl: 'http://ferry.test',
    dataDir,
    filesS3: s3?.settings() ?? null,
    ...overrides,
  };
  let offset = 0;
  const queue = options.jobs ? await startJobQueue(database.url, { error: () => {} }) : null;
  const services = createServices(
    { db: database.db, config, now: () => new Date(Date.now() + offset) },
    {
      blobs: await createBlobStore(config),
      queue: queue?.stages ?? NO_QUEUE,
      jobs: queue?.background ?? NO_BACKGROUND_JOBS,
      ...(queue && { slices: queue.slices }),
      mail: createMailer(config, SILENT),
      ...(options.aiMatcher !== undefined && { aiMatcher: options.aiMatcher }),
    },
  );
  const app = await buildApp(services, { logger: false });
  const undocumented: string[] = [];
  checkAnswersAgainstDocument(app, undocumented);
  await app.ready();
  let scheduler: FeedScheduler | null = null;
  if (options.jobs === true) {
    await queue!.stages.startWorkers(services.stages, config.engineThreads);
    await queue!.background.startWorkers(services.background);
    queue!.slices.startWorkers(services.sliceTask, config.engineThreads);
    scheduler = startFeedScheduler(services, { error: () => {} });
  }
  return {
    app,
    services,
    database,
    queue,
    undocumented,
    advance: (ms) => {
      offset += ms;
    },
    async organisation(subdomain) {
      counter += 1;
      const email = `owner${counter}@${subdomain}.example`;
      const password = 'correct horse battery';
      await services.organisations.create({ subdomain, email, password, name: `Org ${subdomain}` });
      const res = await app.inject({
        method: 'POST',
        url: '/auth/token',
        payload: { grant_type: 'password', username: email, password },
      });
      const body = res.json();
      return {
        subdomain,
        email,
        password,
        token: body.payload.access_token,
        refresh: body.payload.refresh_token,
      };
    },
    async close() {
      await app.close();
      await scheduler?.stop();
      await queue?.stop();
      await database.drop();
      await s3?.stop();
      await rm(dataDir, { recursive: true, force: true });
      if (undocumented.length) {
        const seen = [...new Set(undocumented)];
        throw new Error(`Answers the OpenAPI document does not describe:\n${seen.join('\n')}`);
      }
    },
  };
}

/** Authorization header for a token. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** The parsed envelope of a response, asserting it has the envelope's four keys. */
export function envelope(res: LightMyRequestResponse): {
  success: boolean;
  payload: any;
  product: any;
  debug: unknown[];
} {
  const body = res.json();
  if (!('success' in body && 'payload' in body && 'product' in body && 'debug' in body)) {
    throw new Error(`Not an envelope: ${res.body}`);
  }
  return body;
}
