/**
 * The screenshots of the records sections of docs/console.md: bulk imports (the form and past
 * imports, then one finished import with its refused lines), usage, and the audit log with an
 * entry unfolded, in English and French, 1440 px and 390 px wide. Run on purpose only:
 * FERRY_SCREENSHOTS=1 npx vitest run test/browser/console-screenshots-records.test.ts
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';
import type { Browser } from './support/chromium.ts';
import { signInToConsole, signOutOfConsole } from './support/console.ts';
import { startNorthwind } from './support/northwind.ts';
import { prepareScreenshots, SCREENSHOTS_WANTED, shoot } from './support/screenshots.ts';
import type { ImporterServer } from './support/server.ts';

let server: ImporterServer;
let browser: Browser;
let owner: { email: string; password: string; token: string };
let finishedImport: string;

const PARTNERS = [
  'email,name,language,template_handles',
  'orders@ada-shipping.example,Ada Shipping,en,suppliers',
  'compta@dupont.example,Brasserie Dupont,fr,suppliers',
  'data@cobalt,Cobalt Retail,en,suppliers',
  'martin@epicerie.example,Épicerie Martin,fr,suppliers',
  'hello@fjord.example,Fjord Logistics,no,suppliers',
  'team@gamma.example,Gamma Goods,en,price-list',
].join('\n');

/** Rows submitted per day back from today, for a chart that looks like a month of work. */
const DAYS = [18, 0, 42, 25, 0, 0, 60, 33, 12, 0, 75, 40, 0, 55];

async function upload(path: string, name: string, content: string) {
  const body = multipart({ filename: name }, { name, content });
  const res = await server.t.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${owner.token}`, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = envelope(res).payload.import_id as string;
  for (let i = 0; i < 100; i++) {
    const view = envelope(await call(server.t, owner.token, 'GET', `/bulk-import/${id}`)).payload;
    if (view.status === 'completed' || view.status === 'failed') return id;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`import ${id} did not finish`);
}

beforeAll(async () => {
  if (!SCREENSHOTS_WANTED) return;
  ({ server, browser, owner } = await startNorthwind());
  await createContactsTemplate(server.t, owner.token, 'suppliers', { name: 'Supplier list' });
  const columns = envelope(await call(server.t, owner.token, 'GET', '/template/suppliers/columns')).payload;
  const email = columns.find((c: { technical_name: string }) => c.technical_name === 'email');
  await call(server.t, owner.token, 'PUT', `/template/suppliers/column/${email.column_id}`, {
    pretty_name: 'Contact e-mail',
    description: 'Where we send purchase orders',
  });
  await call(server.t, owner.token, 'POST', '/webhooks', {
    url: 'https://hooks.northwind.example/ferry',
    events: ['AUTOMATION_FAILED'],
  });

  finishedImport = await upload('/bulk-import/customers/merge', 'partners.csv', PARTNERS);
  await upload(
    '/bulk-import/customers/merge',
    'new-partners-december.csv',
    'email,name,template_handles\nkim@kappa.example,Kappa Foods,suppliers\nlee@lambda.example,Lambda Co,suppliers\n',
  );

  for (let day = 0; day < DAYS.length; day++) {
    if (DAYS[day] === 0) continue;
    const created = await uploadAndTransform(
      server.t,
      owner.token,
      'suppliers',
      `email,name,price\nrow${day}@x.example,Row ${day},10\n`,
    );
    const submission = await submitAndWait(server.t, owner.token, created);
    // Spread the submissions over the last days, with the rows of a busier month.
    await sql`
      UPDATE submissions
         SET created_at = now() - make_interval(days => ${DAYS.length - 1 - day}),
             counters = jsonb_set(jsonb_set(counters, '{rows_in_target}', to_jsonb(${DAYS[day]}::int)),
                                  '{rows_in_error}', to_jsonb(${day % 3}::int))
       WHERE submission_id = ${submission.submission_id}
    `.execute(server.t.database.db);
  }
  await prepareScreenshots();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.runIf(SCREENSHOTS_WANTED)('console records screenshots', () => {
  it.each(['en', 'fr'])(
    'shoots the bulk imports, usage and audit log screens in %s',
    async (lang) => {
      const page = await browser.context.newPage();
      await signInToConsole(page, server.url, owner, { path: 'bulk-imports', lang });
      await page.locator('.imports-table').waitFor();
      await page.locator('.import-form').waitFor();
      await shoot(page, 'bulk-imports', lang);

      await page.goto(`${server.url}/app/bulk-imports/${finishedImport}?lang=${lang}`);
      await page.locator('.report-table').waitFor();
      await shoot(page, 'bulk-import', lang);

      await page.goto(`${server.url}/app/usage?lang=${lang}`);
      await page.locator('.chart-svg').first().waitFor();
      await shoot(page, 'usage', lang);

      await page.goto(`${server.url}/app/audit-log?lang=${lang}`);
      await page.locator('.audit-entry').first().waitFor();
      const changed = page.locator('.audit-entry.audit-update').first();
      await changed.locator('.audit-toggle').click();
      await changed.locator('.audit-diff').waitFor();
      await shoot(page, 'audit-log', lang);
      await signOutOfConsole(page);
      await page.close();
    },
    120_000,
  );
});
