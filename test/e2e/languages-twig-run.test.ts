/**
 * A run whose custom format cannot be parsed fails with `details` in the run's language, the Twig
 * error's code and values carried from the engine's thread: French for a French customer, the
 * English as written for an English one. A template saved today cannot hold such a format (it is
 * refused when written); one saved under an older policy still can, so the test writes it directly.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganisation } from '../support/app.ts';
import {
  confirmMapping,
  createContactsTemplate,
  newCustomer,
  untilStep,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = await t.organisation('acme');
  await createContactsTemplate(t, acme.token, 'feed', {
    accept_errors: true,
    format: { format: 'custom', custom: { item: '{{ email }}\n' } },
  });
  const broken = { format: 'custom', custom: { item: '{{ email }}\n{{ name|nope }}\n' } };
  await t.services.ctx.db
    .updateTable('templates')
    .set({ format: sql`${JSON.stringify(broken)}::jsonb` })
    .where('handle', '=', 'feed')
    .execute();
});
afterAll(() => t.close());

async function failedRun(language: string) {
  const customer = await newCustomer(t, acme.token, {
    email: `feed-${language}@shop.example`,
    language,
    template_handles: ['feed'],
  });
  const created = await uploadFile(t, customer.token, 'feed', 'E-mail,Name,Price\nada@example.com,Ada,1\n');
  await untilStep(t, customer.token, created.automation_id, ['matched']);
  await confirmMapping(t, customer.token, created);
  return untilStep(t, customer.token, created.automation_id, ['transformed', 'failed']);
}

describe('a run whose custom format does not parse', () => {
  it('fails with details in French for a French customer', async () => {
    expect(await failedRun('fr')).toMatchObject({
      step: 'failed',
      details: expect.stringMatching(
        /^Le modèle Twig utilise le filtre « nope », ce qui n’est pas autorisé\. .*\(ligne 2\)$/,
      ),
    });
  });

  it('fails with the English as written for an English customer', async () => {
    expect(await failedRun('en')).toMatchObject({
      step: 'failed',
      details: expect.stringMatching(
        /^The Twig template uses the filter “nope”, which is not allowed\. .*\(line 2\)$/,
      ),
    });
  });
});
