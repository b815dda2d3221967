/**
 * The activity lists (`GET /submissions`) over 100,000 submissions of one organisation, with
 * another organisation's 20,000 as noise, on a fresh database (created and dropped by the bench)
 * of the PostgreSQL at DATABASE_URL, else of an embedded one of its own. Through the real app (Fastify in process, `inject`): the first page, a filtered page
 * (one customer's submissions with rows in error), and a page deep in the list after a cursor; the
 * baseline, in the same run: the same deep page asked by page number (OFFSET). Median of 5 each,
 * after one warm-up. Then EXPLAIN of the first page and the deep keyset page, to show the indexes
 * they use. Target: first page under 200 ms.
 *   npx tsx bench/activity-lists.ts [--submissions 100000]
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/api/app.ts';
import { readConfig } from '../src/config.ts';
import { createMailer } from '../src/events/mail/create-mailer.ts';
import { createBlobStore } from '../src/files/index.ts';
import { encodeActivityCursor } from '../src/services/activity/list-query.ts';
import { NO_BACKGROUND_JOBS } from '../src/services/background-jobs.ts';
import { createServices } from '../src/services/container.ts';
import { NO_QUEUE } from '../src/services/stages/stage-queue.ts';
import { connect } from '../src/store/database.ts';
import { startEmbeddedPostgres } from '../src/store/embedded/postgres.ts';
import { migrateToLatest } from '../src/store/migrate.ts';

export const TARGET_MS = 200;
const PER_PAGE = 100;

export interface ActivityFigures {
  submissions: number;
  noise: number;
  firstPageMs: number;
  filteredPageMs: number;
  filteredRows: number;
  deepCursorMs: number;
  deepOffsetMs: number;
  deepRow: number;
  plans: { name: string; lines: string[] }[];
}

async function median(times: number, run: () => Promise<void>): Promise<number> {
  await run();
  const taken: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    taken.push(performance.now() - started);
  }
  return taken.sort((a, b) => a - b)[Math.floor(taken.length / 2)]!;
}

export async function runActivityBench(count = 100_000): Promise<ActivityFigures> {
  // The PostgreSQL DATABASE_URL names, else an embedded one of its own, as `npm start` would.
  const pgDir = process.env.DATABASE_URL ? null : mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-pg-'));
  const embedded = pgDir
    ? await startEmbeddedPostgres(pgDir, { info: () => undefined, warn: (message) => console.warn(message) })
    : null;
  const adminUrl = process.env.DATABASE_URL || embedded!.adminUrl;
  const name = `ferry_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const opened = connect(url.toString(), 5);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-activity-'));
  try {
    await migrateToLatest(opened.db as never);
    const config = {
      ...readConfig({}),
      publicUrl: 'http://ferry.bench',
      dataDir,
      rateLimitPerMinute: 1_000_000,
    };
    const services = createServices(
      { db: opened.db, config, now: () => new Date() },
      {
        blobs: await createBlobStore(config),
        queue: NO_QUEUE,
        jobs: NO_BACKGROUND_JOBS,
        mail: createMailer(config, { info: () => {}, warn: () => {} }),
      },
    );
    const app = await buildApp(services, { logger: false });
    await app.ready();
    const password = 'correct horse battery';
    for (const subdomain of ['bench', 'noise']) {
      await services.organisations.create({
        subdomain,
        email: `owner@${subdomain}.example`,
        password,
        name: subdomain,
      });
    }
    const login = await app.inject({
      method: 'POST',
      url: '/auth/token',
      payload: { grant_type: 'password', username: 'owner@bench.example', password },
    });
    const token = login.json().payload.access_token as string;
    const db = opened.db;
    const noise = Math.round(count / 5);
    // Three templates and 50 customers per organisation; submissions one a minute back from now,
    // every 7th with rows in error, every 97th failed, the newest 20 still running.
    await sql`
      INSERT INTO templates (organisation_id, handle, name, user_metadata)
      SELECT o.organisation_id, h, initcap(h), '[]' FROM organisations o, unnest(ARRAY['orders', 'contacts', 'stock']) h;
      INSERT INTO customers (organisation_id, external_id, name, email)
      SELECT o.organisation_id, 'c-' || i, 'Customer ' || i, 'c' || i || '@' || o.subdomain || '.example'
        FROM organisations o, generate_series(1, 50) i;
    `.execute(db);
    const fill = (subdomain: string, n: number) => sql`
      INSERT INTO submissions (submission_id, organisation_id, template_id, customer_id, created_by,
        template_name, target_name, counters, failed, error_message, created_at, processed_at)
      SELECT gen_random_uuid(), o.organisation_id, tpl.template_id, c.customer_id, 'user:bench',
        tpl.name, 'file-' || i || '.csv',
        CASE WHEN i <= 20 THEN NULL
             ELSE jsonb_build_object('rows_in_target', 100, 'rows_in_error', CASE WHEN i % 7 = 0 THEN 3 ELSE 0 END) END,
        i % 97 = 0, CASE WHEN i % 97 = 0 THEN 'refused' END,
        now() - i * interval '1 minute',
        CASE WHEN i <= 20 THEN NULL ELSE now() - i * interval '1 minute' END
      FROM generate_series(1, ${n}) i
      JOIN organisations o ON o.subdomain = ${subdomain}
      JOIN LATERAL (SELECT template_id, name FROM templates t WHERE t.organisation_id = o.organisation_id
                    ORDER BY handle OFFSET i % 3 LIMIT 1) tpl ON true
      JOIN LATERAL (SELECT customer_id FROM customers c WHERE c.organisation_id = o.organisation_id
                    AND c.external_id = 'c-' || (i % 50 + 1)) c ON true`;
    await fill('bench', count).execute(db);
    await fill('noise', noise).execute(db);
    await sql`ANALYZE`.execute(db);

    const get = async (query: string) => {
      const res = await app.inject({
        url: `/submissions?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      if (res.statusCode !== 200) throw new Error(`GET /submissions?${query}: ${res.statusCode} ${res.body}`);
      return res.json().payload as { entries: unknown[]; total_items: number };
    };
    const firstPageMs = await median(5, async () => void (await get(`per_page=${PER_PAGE}`)));
    const filtered = `per_page=${PER_PAGE}&customer_id=c-8&status=with_errors&from=2000-01-01`;
    const filteredRows = (await get(filtered)).total_items;
    const filteredPageMs = await median(5, async () => void (await get(filtered)));
    // The page that starts at row 90,001: by cursor (the key of row 90,000), and by page number.
    const deepRow = Math.floor((count * 0.9) / PER_PAGE) * PER_PAGE;
    const key = await sql<{ at: string; id: string }>`
      SELECT to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at, s.submission_id AS id
      FROM submissions s JOIN organisations o USING (organisation_id) WHERE o.subdomain = 'bench'
      ORDER BY s.created_at DESC, s.submission_id DESC OFFSET ${deepRow - 1} LIMIT 1`.execute(db);
    const cursor = encodeActivityCursor('submissions', key.rows[0]!);
    const deepCursorMs = await median(
      5,
      async () => void (await get(`per_page=${PER_PAGE}&cursor=${cursor}`)),
    );
    const deepOffsetMs = await median(
      5,
      async () => void (await get(`per_page=${PER_PAGE}&page=${deepRow / PER_PAGE + 1}`)),
    );

    const org = await sql<{
      id: string;
    }>`SELECT organisation_id AS id FROM organisations WHERE subdomain = 'bench'`.execute(db);
    const orgId = org.rows[0]!.id;
    const explain = async (label: string, query: ReturnType<typeof sql>) => {
      const plan = await sql<{
        'QUERY PLAN': string;
      }>`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) ${query}`.execute(db);
      return { name: label, lines: plan.rows.map((r) => r['QUERY PLAN']) };
    };
    const plans = [
      await explain(
        'first page',
        sql`SELECT submission_id FROM submissions s WHERE s.organisation_id = ${orgId}
            ORDER BY s.created_at DESC, s.submission_id DESC LIMIT ${PER_PAGE + 1}`,
      ),
      await explain(
        'deep page after a cursor',
        sql`SELECT submission_id FROM submissions s WHERE s.organisation_id = ${orgId}
            AND (s.created_at, s.submission_id) < (${key.rows[0]!.at}::timestamptz, ${key.rows[0]!.id}::uuid)
            ORDER BY s.created_at DESC, s.submission_id DESC LIMIT ${PER_PAGE + 1}`,
      ),
      await explain(
        'filtered: one customer, failed',
        sql`SELECT submission_id FROM submissions s WHERE s.organisation_id = ${orgId}
            AND s.customer_id IN (SELECT customer_id FROM customers WHERE organisation_id = ${orgId} AND external_id = 'c-8')
            AND s.failed
            ORDER BY s.created_at DESC, s.submission_id DESC LIMIT ${PER_PAGE + 1}`,
      ),
      await explain(
        'the count beside the first page',
        sql`SELECT count(*) FROM submissions s WHERE s.organisation_id = ${orgId}`,
      ),
    ];
    await app.close();
    return {
      submissions: count,
      noise,
      firstPageMs,
      filteredPageMs,
      filteredRows,
      deepCursorMs,
      deepOffsetMs,
      deepRow,
      plans,
    };
  } finally {
    await opened.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (pgDir) rmSync(pgDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function formatActivity(f: ActivityFigures): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  const lines = [
    `Activity lists: GET /submissions, ${f.submissions.toLocaleString('en')} submissions (+ ${f.noise.toLocaleString('en')} of another organisation), ${PER_PAGE} a page, median of 5`,
    `  first page:                          ${ms(f.firstPageMs)} (target < ${TARGET_MS} ms: ${f.firstPageMs < TARGET_MS ? 'met' : 'MISSED'})`,
    `  filtered (customer, with_errors, from): ${ms(f.filteredPageMs)} (${f.filteredRows} rows match)`,
    `  page after row ${f.deepRow.toLocaleString('en')}, by cursor:     ${ms(f.deepCursorMs)}`,
    `  the same page by page number (OFFSET, baseline): ${ms(f.deepOffsetMs)}`,
  ];
  for (const plan of f.plans) lines.push(`  EXPLAIN ${plan.name}:`, ...plan.lines.map((l) => `    ${l}`));
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { submissions: { type: 'string', default: '100000' } } });
  console.log(formatActivity(await runActivityBench(Number(values.submissions))));
}
