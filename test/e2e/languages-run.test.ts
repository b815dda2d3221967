/**
 * A customer's whole run in its own language: the upload, the transform with violations of every
 * kind (a type, required, uniqueness, a constraint's default label, cells with no column), the
 * error report file, the steps, the matcher's explanations, an API error and the e-mails it is sent
 * (invitation, login code).
 * French, German and Spanish runs hold no English sentence of the catalog; an English run holds
 * them, so that the check can fail.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishIn, englishSentences, say } from '../browser/support/english.ts';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  newCustomer,
  pathOf,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';
import { mailTo } from '../support/outbox.ts';

const SERVER_KEYS = ['exception.', 'violation.', 'step.', 'mail.', 'report.', 'match.'];

/** Every violation kind the engine writes, on four rows, and a row with a cell beyond the header. */
const SOURCE = [
  'E-mail,Name,Price',
  'ada@example.com,Ada,1',
  'not-an-email,Linus,3',
  'ada@example.com,,7',
  'grace@example.com,G,5000',
  'hopper@example.com,Grace,9,stray',
].join('\n');

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  await createContactsTemplate(t, acme.token, 'contacts', { accept_errors: true });
  // A constraint with no label of its own: its default label comes from the catalog.
  const columns = envelope(await call(t, acme.token, 'GET', '/template/contacts/columns')).payload;
  const name = columns.find((c: { technical_name: string }) => c.technical_name === 'name');
  const constraint = await call(t, acme.token, 'POST', '/constraint', {
    column_id: name.column_id,
    function: 'length_is_minimum',
    arguments: [{ name: 'min', value: '2' }],
  });
  expect(constraint.statusCode, constraint.body).toBe(200);
});
afterAll(async () => {
  await t.close();
});

/** Everything the customer of `language` reads of its run, as texts. */
async function runOf(language: string): Promise<string[]> {
  const email = `buyer-${language}@shop.example`;
  const customer = await newCustomer(t, acme.token, {
    email,
    language,
    name: null,
    template_handles: ['contacts'],
  });
  const invited = await call(t, acme.token, 'POST', `/customer/${customer.id}/invitation`, {
    template_handle: 'contacts',
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const code = await t.app.inject({
    method: 'POST',
    url: '/auth/email-code',
    payload: { subdomain: 'acme', email },
  });
  expect(code.statusCode, code.body).toBe(200);

  const created = await uploadAndTransform(t, customer.token, 'contacts', SOURCE);
  const mapping = envelope(
    await call(t, customer.token, 'GET', `/transformation/${created.transformation_id}/mapping`),
  ).payload;
  const explanations = mapping.columns.map((column: { explanation: string }) => column.explanation);
  expect(explanations).toHaveLength(3);
  const transformation = envelope(
    await call(t, customer.token, 'GET', `/transformation/${created.transformation_id}`),
  ).payload;
  const missing = envelope(
    await call(t, customer.token, 'GET', '/transformation/00000000-0000-4000-8000-000000000000'),
  ).payload;
  const submission = await submitAndWait(t, customer.token, created);
  // The receiver downloads the report: it was written in the customer's language, once.
  const report = await call(t, acme.token, 'GET', pathOf(submission.error_report_url));
  expect(report.statusCode).toBe(200);
  const mails = await Promise.all((await mailTo(t, email)).map((m) => simpleParser(m.raw)));
  expect(mails).toHaveLength(2);
  return [
    report.body,
    transformation.step_for_humans.message,
    missing.error.message,
    ...mails.flatMap((mail) => [mail.subject ?? '', mail.text ?? '']),
    ...explanations,
  ];
}

describe('a customer’s run in its own language', () => {
  it.each(['fr', 'de', 'es'])('holds no English sentence of the catalog in %s', async (language) => {
    const texts = await runOf(language);
    const said = say(language);
    const report = texts[0]!;
    // Said in the customer's language: the report's header and each kind of violation.
    expect(report.split('\n')[0]).toContain(said('report.header.message'));
    expect(report).toContain(said('violation.required'));
    expect(report).toContain(said('violation.uniqueness'));
    expect(report).toContain(said('violation.type.email', { value: 'not-an-email' }));
    expect(report).toContain(said('violation.constraint.length_is_minimum', { min: '2' }));
    expect(report).toContain(said('violation.constraint.is_between', { low: '0', high: '1000' }));
    expect(report).toContain(said('violation.extra_cells.quoted', { value: 'stray' }));
    expect(texts[1]).toBe(said('step.transformed'));
    // The matcher's explanations quote the header as the language does (earlier runs may have taught it).
    expect(
      texts
        .slice(7)
        .filter((text) => text.includes(said('violation.extra_cells.quoted', { value: 'E-mail' }))),
    ).toHaveLength(1);
    const [before, after] = said('exception.not_found', { resource: '\u0000' }).split('\u0000');
    expect(texts[2]!.startsWith(before!) && texts[2]!.endsWith(after!), texts[2]).toBe(true);
    expect(englishIn(texts, englishSentences(language, SERVER_KEYS))).toEqual([]);
  });

  it.each(['fr', 'de', 'es'])('fails a file it cannot read with details in %s', async (language) => {
    const customer = await newCustomer(t, acme.token, {
      email: `empty-${language}@shop.example`,
      language,
      template_handles: ['contacts'],
    });
    const created = await uploadFile(
      t,
      customer.token,
      'contacts',
      'E-mail,Name,Price\n"ada@example.com,Ada,1\n',
    );
    const failed = await untilStep(t, customer.token, created.automation_id, ['failed', 'matched']);
    expect(failed.details).toBe(say(language)('exception.source.quote_not_closed', { at: 'yes', line: 2 }));
  });

  it('holds the English sentences in English, so the check above can fail', async () => {
    const texts = await runOf('en');
    const found = englishIn(texts, englishSentences('fr', SERVER_KEYS));
    // The report and both e-mails' subjects and bodies (the step and the 404 are too short to count).
    expect(found).toEqual(expect.arrayContaining([texts[0], ...texts.slice(3, 7)]));
    expect(texts[0]!.split('\n')[0]).toBe('row,column,value,rule,message,line');
  });
});
