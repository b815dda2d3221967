/**
 * A push in json mode reads the target back whatever its format: CSV with its delimiter, header
 * text, repeated header rows and encoding, XML, XLSX, and JSON (elements sent as written, a
 * json_nodes tree included). A Twig target has no rows: the push is given up at once and says so.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestOrganisation } from '../support/app.ts';
import { pushReport, pushTemplate, type Receiver, receiver, submitAndPush } from '../support/pushes.ts';

let t: TestApp;
let acme: TestOrganisation;
let r: Receiver;

const SOURCE = 'code,label\nc1,"Crème; brûlée ""x"""\nc2,\nc3,plain\n';
const ROWS = [
  { code: 'c1', label: 'Crème; brûlée "x"' },
  { code: 'c2', label: '' },
  { code: 'c3', label: 'plain' },
];

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [0] }, { jobs: true });
  acme = await t.organisation('acme');
  r = await receiver();
});
afterAll(async () => {
  await r.close();
  await t.close();
});

/** Pushes SOURCE through a template of this format; returns what the receiver got and the report. */
async function pushWith(handle: string, format: object) {
  await pushTemplate(
    t,
    acme.token,
    handle,
    { url: `${r.url}/${handle}`, mode: 'json', batch_size: 2 },
    format,
  );
  const submission = await submitAndPush(t, acme.token, handle, SOURCE);
  const bodies = r.received.filter((q) => q.path === `/${handle}`).map((q) => JSON.parse(q.body.toString()));
  return { submission, bodies, records: await pushReport(t, acme.token, submission) };
}

describe('a push in json mode', () => {
  it('reads a CSV target with its delimiter, header text, repeated header rows and encoding', async () => {
    const csv = { delimiter: 'semi_column', header: 'Weekly export', nb_headers: 2, encoding: 'LATIN1' };
    const { bodies } = await pushWith('csv', { format: 'csv', csv });
    expect(bodies).toEqual([ROWS.slice(0, 2), ROWS.slice(2)]);
  }, 60_000);

  it('reads an XML target', async () => {
    const { bodies } = await pushWith('xml', { format: 'xml', xml: { root: 'items', line: 'item' } });
    expect(bodies.flat()).toEqual(ROWS);
  }, 60_000);

  it('reads an XLSX target', async () => {
    const { bodies } = await pushWith('xls', { format: 'xls', xls: { sheet_name: 'Data' } });
    expect(bodies.flat()).toEqual(ROWS);
  }, 60_000);

  it('sends the elements of a JSON target as written, a json_nodes tree as a tree', async () => {
    const json_nodes = [
      { id: 'root', type: 'object' },
      { id: 'id', parent_id: 'root', type: 'column', key: 'id', value: '#(code)' },
      { id: 'more', parent_id: 'root', type: 'object', key: 'more' },
      { id: 'label', parent_id: 'more', type: 'column', key: 'text', value: '#(label)' },
    ];
    const { bodies } = await pushWith('tree', { format: 'json', json: { json_nodes } });
    expect(bodies.flat()).toEqual(ROWS.map((row) => ({ id: row.code, more: { text: row.label } })));
  }, 60_000);

  it('gives a Twig target up at once: it has no rows to read', async () => {
    const { bodies, records, submission } = await pushWith('twig', {
      format: 'custom',
      custom: { item: '{{ code }}\n' },
    });
    expect(bodies).toEqual([]);
    expect(records).toHaveLength(1);
    expect(records[0]!.error).toBe(
      'A custom (Twig) target has no rows to read back. A push in json mode needs rows to read: use file mode.',
    );
    expect(submission.pushed_at).toBeNull();
  }, 60_000);
});
