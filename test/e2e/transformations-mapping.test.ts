/**
 * Confirming a transformation's mapping: a required column left unmapped is refused and the stored
 * mapping kept; a confirmed unusual header is learned and matched the same way next time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, createContactsTemplate, untilStep, uploadFile } from '../support/flow.ts';
import { REVIEW_CONTACTS as SOURCE } from '../support/review-contacts.ts';

let t: TestApp;
let acme: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
});
afterAll(() => t.close());

describe('the mapping', () => {
  it('refuses to leave a required column unmapped, and keeps the stored mapping', async () => {
    const created = await uploadFile(t, acme, 'contacts', SOURCE);
    await untilStep(t, acme, created.automation_id, ['matched']);
    const url = `/transformation/${created.transformation_id}/mapping`;
    const before = envelope(await call(t, acme, 'GET', url)).payload;
    const columns = before.columns.map(
      (c: { column_id: string; technical_name: string; source: string }) => ({
        column_id: c.column_id,
        source: c.technical_name === 'email' ? null : c.source,
      }),
    );
    const res = await call(t, acme, 'PUT', url, { columns });
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      {
        property_path: 'columns',
        invalid_value: 'email',
        message: 'E-mail (email) is required: map a source column to it.',
      },
    ]);
    expect(envelope(await call(t, acme, 'GET', url)).payload).toEqual(before);
  });

  it('is learned: a confirmed unusual header is matched the same way next time', async () => {
    const file = 'Courriel du contact,Qui,Montant\nada@example.com,Ada,1\n';
    const first = await uploadFile(t, acme, 'contacts', file);
    await untilStep(t, acme, first.automation_id, ['matched']);
    const url = (c: Created) => `/transformation/${c.transformation_id}/mapping`;
    const proposed = envelope(await call(t, acme, 'GET', url(first))).payload;
    const wanted: Record<string, string> = { email: 'Courriel du contact', name: 'Qui', price: 'Montant' };
    const columns = proposed.columns.map((c: { column_id: string; technical_name: string }) => ({
      column_id: c.column_id,
      source: wanted[c.technical_name] ?? null,
    }));
    expect((await call(t, acme, 'PUT', url(first), { columns })).statusCode).toBe(200);
    const second = await uploadFile(t, acme, 'contacts', file);
    await untilStep(t, acme, second.automation_id, ['matched']);
    const learned = envelope(await call(t, acme, 'GET', url(second))).payload;
    const bySource = Object.fromEntries(
      learned.columns.map((c: { technical_name: string; source: string }) => [c.technical_name, c.source]),
    );
    expect(bySource).toEqual(wanted);
  });
});
