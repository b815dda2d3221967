/**
 * Walking a file through the transformation flow over HTTP: upload, wait for a step, confirm the
 * mapping, submit. Shared by the end-to-end tests of the flow.
 */
import { expect } from 'vitest';
import { bearer, envelope, type TestApp } from './app.ts';
import { multipart } from './multipart.ts';

export interface Created {
  transformation_id: string;
  automation_id: string;
}

export async function uploadFile(
  t: TestApp,
  token: string,
  handle: string,
  content: string | Buffer,
  name = 'data.csv',
): Promise<Created> {
  const body = multipart({ template_handle: handle }, { name, content });
  const res = await t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** Polls the automation status until it reaches one of `steps` (bounded: about 60 s). */
export async function untilStep(t: TestApp, token: string, automationId: string, steps: string[]) {
  let payload: { step: string; details: string | null } | undefined;
  for (let i = 0; i < 1200; i++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/transformation/automation/${automationId}`,
      headers: bearer(token),
    });
    payload = envelope(res).payload;
    if (steps.includes(payload!.step)) return payload!;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `automation ${automationId} never reached ${steps.join(' or ')}: ${JSON.stringify(payload)}`,
  );
}

export function call(
  t: TestApp,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** Calls the API as `token`, expects a 200 and returns the envelope's payload. */
export async function callOk(
  t: TestApp,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
) {
  const res = await call(t, token, method, url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** A customer and the access token minted for it. */
export interface CustomerLogin {
  id: string;
  token: string;
}

/** Creates a customer of the receiver's organisation with `fields` and mints it an access token. */
export async function newCustomer(
  t: TestApp,
  receiverToken: string,
  fields: Record<string, unknown>,
): Promise<CustomerLogin> {
  const created = await call(t, receiverToken, 'POST', '/customer', fields);
  expect(created.statusCode, created.body).toBe(200);
  const id = envelope(created).payload.customer_id as string;
  const minted = await call(t, receiverToken, 'POST', `/customer/${id}/token`);
  expect(minted.statusCode, minted.body).toBe(200);
  return { id, token: envelope(minted).payload.access_token as string };
}

/** Confirms the proposed mapping as it stands; the transformation then goes on to the transform stage. */
export async function confirmMapping(t: TestApp, token: string, created: Created) {
  const url = `/transformation/${created.transformation_id}/mapping`;
  const mapping = envelope(await call(t, token, 'GET', url)).payload;
  const columns = mapping.columns.map((c: { column_id: string; source: string | null }) => ({
    column_id: c.column_id,
    source: c.source,
  }));
  const res = await call(t, token, 'PUT', url, { columns });
  expect(res.statusCode, res.body).toBe(200);
  return mapping;
}

/** Upload → matched → mapping confirmed → transformed. */
export async function uploadAndTransform(
  t: TestApp,
  token: string,
  handle: string,
  content: string | Buffer,
  name = 'data.csv',
) {
  const created = await uploadFile(t, token, handle, content, name);
  const matched = await untilStep(t, token, created.automation_id, ['matched', 'failed']);
  expect(matched, JSON.stringify(matched)).toMatchObject({ step: 'matched' });
  await confirmMapping(t, token, created);
  const transformed = await untilStep(t, token, created.automation_id, ['transformed', 'failed']);
  expect(transformed, JSON.stringify(transformed)).toMatchObject({ step: 'transformed' });
  return created;
}

/** Submits and waits for the submission to be processed; returns the processed Submission. */
export async function submitAndWait(t: TestApp, token: string, created: Created) {
  const res = await call(t, token, 'POST', `/transformation/${created.transformation_id}/submit`);
  expect(res.statusCode, res.body).toBe(200);
  const submission = envelope(res).payload;
  await untilStep(t, token, created.automation_id, ['processed', 'failed']);
  return envelope(await call(t, token, 'GET', `/submission/${submission.submission_id}`)).payload;
}

/** Upload → transformed → submitted and processed; returns the processed Submission. */
export async function uploadAndSubmit(
  t: TestApp,
  token: string,
  handle: string,
  content: string | Buffer,
  name = 'data.csv',
) {
  return submitAndWait(t, token, await uploadAndTransform(t, token, handle, content, name));
}

/** The path and query of an absolute URL Ferry returned, for `inject`. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

/**
 * A `contacts` template created through the API as a receiver would: a unique required e-mail, a
 * required name and a price with two decimals between 0 and 1000. `fields` are the template's own.
 */
export async function createContactsTemplate(
  t: TestApp,
  token: string,
  handle: string,
  fields: object = {},
  numberType: object = { decimals: 2 },
): Promise<void> {
  const post = (url: string, payload: object) => call(t, token, 'POST', url, payload);
  const created = await post('/template', { name: handle, template_handle: handle, ...fields });
  expect(created.statusCode, created.body).toBe(200);
  await addEmailAndNameColumns(t, token, handle);
  const price = await addColumn(t, token, handle, {
    technical_name: 'price',
    pretty_name: 'Price',
    type: { type: 'NUMBER', number_data_type: numberType },
  });
  const constraint = await post('/constraint', {
    column_id: price.column_id,
    function: 'is_between',
    arguments: [
      { name: 'low', value: '0' },
      { name: 'high', value: '1000' },
    ],
  });
  expect(constraint.statusCode, constraint.body).toBe(200);
}

/** Adds a column to template `handle` through the API; returns the created Column. */
export async function addColumn(t: TestApp, token: string, handle: string, body: object) {
  const res = await call(t, token, 'POST', `/template/${handle}/column`, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** The two columns every contacts template in the tests starts with: a unique required e-mail and a required name. */
export async function addEmailAndNameColumns(t: TestApp, token: string, handle: string): Promise<void> {
  await addColumn(t, token, handle, {
    technical_name: 'email',
    pretty_name: 'E-mail',
    type: { type: 'EMAIL' },
    importance: 'required',
    uniqueness: true,
  });
  await addColumn(t, token, handle, {
    technical_name: 'name',
    pretty_name: 'Name',
    type: { type: 'TEXT' },
    importance: 'required',
  });
}
