/**
 * Read shapes round-trip (DESIGN §6): every resource read with GET and sent back unchanged with PUT
 * is accepted and left as it was. Read-only fields (ids, computed fields such as the mapping's
 * source headers and scores, a data row's violations) are accepted and ignored; a property that no
 * read shape has is still a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  createContactsTemplate,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';

let t: TestApp;
let acme: string;
let columnId: string;
let constraintId: string;
let customerId: string;

const SOURCE = ['E-mail,Name,Price', 'ada@example.com,Ada,12.50', 'not-an-email,Linus,3'].join('\n');

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', {
    accept_errors: true,
    description: 'Contacts of the week',
    user_metadata: [{ name: 'team', value: 'sales' }],
    file_name: 'contacts-{YYYY}{MM}{DD}',
    format: { format: 'csv', csv: { delimiter: 'semi_column' } },
  });
  const columns = envelope(await call(t, acme, 'GET', '/template/contacts/columns')).payload;
  const price = columns.find((c: { technical_name: string }) => c.technical_name === 'price');
  columnId = price.column_id;
  const constraints = envelope(
    await call(t, acme, 'GET', `/template/contacts/column/${columnId}/constraints`),
  ).payload;
  constraintId = constraints[0].constraint_id;
  const customer = await call(t, acme, 'POST', '/customer', {
    name: 'Shop',
    external_id: 'shop-1',
    email: 'shop@example.com',
    language: 'fr',
    template_handles: ['contacts'],
    user_metadata: [{ name: 'region', value: 'north' }],
  });
  expect(customer.statusCode, customer.body).toBe(200);
  customerId = envelope(customer).payload.customer_id;
});
afterAll(() => t.close());

/** GET, PUT the same payload back, GET again: the PUT succeeds and the second read equals the first. */
async function roundTrip(url: string) {
  const read = await call(t, acme, 'GET', url);
  expect(read.statusCode, read.body).toBe(200);
  const before = envelope(read).payload;
  const written = await call(t, acme, 'PUT', url, before);
  expect(written.statusCode, written.body).toBe(200);
  const after = envelope(await call(t, acme, 'GET', url)).payload;
  expect(after).toEqual(before);
  return before;
}

describe('a GET body sent back with PUT succeeds and changes nothing', () => {
  it('for a template', async () => {
    const template = await roundTrip('/template/contacts');
    expect(template.user_metadata).toEqual([{ name: 'team', value: 'sales' }]);
  });

  it('for a column, whose id and template handle are read-only', async () => {
    const column = await roundTrip(`/template/contacts/column/${columnId}`);
    expect(column).toMatchObject({ column_id: columnId, template_handle: 'contacts' });
  });

  it('for a constraint, whose id and column are read-only', async () => {
    const constraint = await roundTrip(`/constraint/${constraintId}`);
    expect(constraint).toMatchObject({ constraint_id: constraintId, column_id: columnId });
  });

  it('for a customer, whose id and list of templates are read-only', async () => {
    const customer = await roundTrip(`/customer/${customerId}`);
    expect(customer.templates.map((x: { template_handle: string }) => x.template_handle)).toEqual([
      'contacts',
    ]);
  });

  it('for a mapping, whose source headers, scores and explanations are read-only', async () => {
    const created: Created = await uploadFile(t, acme, 'contacts', SOURCE);
    await untilStep(t, acme, created.automation_id, ['matched']);
    const mapping = await roundTrip(`/transformation/${created.transformation_id}/mapping`);
    expect(mapping.source_headers).toEqual(['E-mail', 'Name', 'Price']);
  });

  it('for transformed data, whose pagination fields and violations are read-only', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const data = await roundTrip(`/transformation/${created.transformation_id}/data`);
    expect(data.rows[1].violations.length).toBeGreaterThan(0);
  });
});

describe('read-only fields with other values', () => {
  it('are ignored: the id, template and column of what is addressed stay as they were', async () => {
    const otherId = '00000000-0000-4000-8000-000000000001';
    const column = await call(t, acme, 'PUT', `/template/contacts/column/${columnId}`, {
      column_id: otherId,
      template_handle: 'elsewhere',
      pretty_name: 'Unit price',
    });
    expect(column.statusCode, column.body).toBe(200);
    expect(envelope(column).payload).toMatchObject({
      column_id: columnId,
      template_handle: 'contacts',
      pretty_name: 'Unit price',
    });
    const constraint = await call(t, acme, 'PUT', `/constraint/${constraintId}`, {
      constraint_id: otherId,
      column_id: otherId,
      label: 'Between @low and @high',
    });
    expect(constraint.statusCode, constraint.body).toBe(200);
    expect(envelope(constraint).payload).toMatchObject({ constraint_id: constraintId, column_id: columnId });
    const customer = await call(t, acme, 'PUT', `/customer/${customerId}`, {
      customer_id: otherId,
      templates: [],
      name: 'Shop renamed',
    });
    expect(customer.statusCode, customer.body).toBe(200);
    expect(envelope(customer).payload).toMatchObject({ customer_id: customerId, name: 'Shop renamed' });
    expect(envelope(customer).payload.templates).toHaveLength(1);
  });
});

describe('a property that no read shape has', () => {
  it('is still a 400 on every PUT', async () => {
    for (const url of [
      '/template/contacts',
      `/template/contacts/column/${columnId}`,
      `/constraint/${constraintId}`,
      `/customer/${customerId}`,
    ]) {
      const res = await call(t, acme, 'PUT', url, { not_a_field: 1 });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(envelope(res).payload.error.message).toBe('Unknown property not_a_field in the body.');
    }
  });

  it('is a 400 inside a mapping column and a data row too', async () => {
    const created = await uploadAndTransform(t, acme, 'contacts', SOURCE);
    const mappingUrl = `/transformation/${created.transformation_id}/mapping`;
    const mapping = envelope(await call(t, acme, 'GET', mappingUrl)).payload;
    mapping.columns[0].weight = 3;
    const badMapping = await call(t, acme, 'PUT', mappingUrl, mapping);
    expect(badMapping.statusCode, badMapping.body).toBe(400);
    const dataUrl = `/transformation/${created.transformation_id}/data`;
    const data = envelope(await call(t, acme, 'GET', dataUrl)).payload;
    data.rows[0].colour = 'red';
    const badData = await call(t, acme, 'PUT', dataUrl, data);
    expect(badData.statusCode, badData.body).toBe(400);
  });
});
