/** What the connector tests share: a file uploaded with reading options, mapped with a value map. */
import { expect } from 'vitest';
import { bearer, envelope, type TestApp } from '../support/app.ts';
import { type Created, call, untilStep } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

/** Semicolons, and a name the value map turns into another. */
export const FILE = 'E-mail;Full name;Cost\nann@example.com;Bob;12.50\ncid@example.com;Cid;7\n';

/** Uploads FILE with its delimiter and encoding given, up to `matched`. */
export async function uploadMatched(t: TestApp, token: string, handle = 'contacts'): Promise<Created> {
  const body = multipart(
    { template_handle: handle, delimiter: ';', encoding: 'UTF-8' },
    { name: 'partner.csv', content: FILE },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  const created: Created = envelope(res).payload;
  const matched = await untilStep(t, token, created.automation_id, ['matched', 'failed']);
  expect(matched.step, JSON.stringify(matched)).toBe('matched');
  return created;
}

/** Confirms the mapping E-mail → email, Full name → name (Bob → Robert), Cost → price. */
export async function confirmWithValueMap(t: TestApp, token: string, created: Created) {
  const url = `/transformation/${created.transformation_id}/mapping`;
  const mapping = envelope(await call(t, token, 'GET', url)).payload;
  const id = (name: string) =>
    mapping.columns.find((c: { technical_name: string }) => c.technical_name === name).column_id;
  const columns = [
    { column_id: id('email'), source: 'E-mail' },
    { column_id: id('name'), source: 'Full name', value_map: { Bob: 'Robert' } },
    { column_id: id('price'), source: 'Cost' },
  ];
  const res = await call(t, token, 'PUT', url, { columns });
  expect(res.statusCode, res.body).toBe(200);
  return { email: id('email'), name: id('name'), price: id('price') };
}

/** Upload → matched → mapping with a value map confirmed → transformed. */
export async function confirmedTransformation(t: TestApp, token: string, handle = 'contacts') {
  const created = await uploadMatched(t, token, handle);
  const columns = await confirmWithValueMap(t, token, created);
  const done = await untilStep(t, token, created.automation_id, ['transformed', 'failed']);
  expect(done.step, JSON.stringify(done)).toBe('transformed');
  return { created, columns };
}

export async function saveConnector(t: TestApp, token: string, transformationId: string, body: object) {
  const res = await call(t, token, 'POST', `/transformation/${transformationId}/connector`, body);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** The violations of a 409 answer, as `path: message` lines. */
export function violationsOf(res: { statusCode: number; body: string }): string[] {
  expect(res.statusCode, res.body).toBe(409);
  return JSON.parse(res.body).payload.violations.map(
    (v: { property_path: string; message: string }) => `${v.property_path}: ${v.message}`,
  );
}
