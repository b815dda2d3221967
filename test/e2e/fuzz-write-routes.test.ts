/**
 * Every write route of the OpenAPI document the app serves, fed a few thousand generated requests
 * (seeded, so a failure replays): bodies built from the request schemas, some valid-shaped and
 * some hostile (NUL, huge strings, deep nesting, wrong types, extra properties, odd Unicode,
 * extreme numbers, broken JSON, malformed multipart), path parameters that are the caller's real
 * ids, another organisation's or junk, sent with a receiver token and with a customer token.
 * Whatever comes in, the answer is never a 5xx.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { createContactsTemplate } from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';
import { hostileMultipart, hostileValue, type JsonSchema, schemaValue } from './fuzz-values.ts';

/**
 * Requests per route and token: 28 write routes × 110 ≈ 3,080 requests, about 50 s on the 2 shared
 * cores here. The code before this test's fixes answered 98 of them with a 500.
 */
const RUNS_PER_ROUTE = 55;
const SEED = 20_261_125;

let t: TestApp;
const tokens: Record<'receiver' | 'customer', string> = { receiver: '', customer: '' };
/** Path parameter values by name: the caller's real ids first, then another organisation's. */
const pool: Record<string, string[]> = {};

async function post(token: string, url: string, payload: object) {
  const res = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(res.statusCode, `${url} ${res.body}`).toBe(200);
  return envelope(res).payload;
}

/** A template with columns, a constraint, a customer with a token, an API key and an upload. */
async function organisation(subdomain: string) {
  const token = (await t.organisation(subdomain)).token;
  await createContactsTemplate(t, token, 'contacts', { access_type: 'public' });
  await post(token, '/template', { name: 'Private', template_handle: 'secret', access_type: 'private' });
  const columns = envelope(
    await t.app.inject({ url: '/template/contacts/columns', headers: bearer(token) }),
  ).payload;
  const constraints = envelope(
    await t.app.inject({
      url: `/template/contacts/column/${columns[2].column_id}/constraints`,
      headers: bearer(token),
    }),
  ).payload;
  const customer = await post(token, '/customer', {
    name: 'Shop',
    external_id: `shop-${subdomain}`,
    template_handles: ['contacts'],
  });
  const customerToken = (await post(token, `/customer/${customer.customer_id}/token`, {})).access_token;
  const apiKey = await post(token, '/api-keys', { name: 'fuzz' });
  const upload = multipart(
    { template_handle: 'contacts' },
    { name: 'a.csv', content: 'email,name\na@b.c,A\n' },
  );
  const created = await t.app.inject({
    method: 'POST',
    url: '/transformation',
    headers: { ...bearer(customerToken), ...upload.headers },
    payload: upload.payload,
  });
  const transformation = envelope(created).payload;
  return {
    token,
    customerToken,
    ids: {
      templateHandle: ['contacts', 'secret'],
      columnId: columns.map((c: { column_id: string }) => c.column_id),
      constraintId: constraints.map((c: { constraint_id: string }) => c.constraint_id),
      customerId: [customer.customer_id, `shop-${subdomain}`],
      apiKeyId: [apiKey.api_key_id],
      transformationId: [transformation.transformation_id],
    } as Record<string, string[]>,
  };
}

interface Operation {
  method: 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  path: string;
  params: string[];
  body: JsonSchema | null;
  multipartBody: boolean;
}

const operations: Operation[] = [];
let components: Record<string, JsonSchema> = {};

beforeAll(async () => {
  t = await createTestApp({ rateLimitPerMinute: 1_000_000 });
  const acme = await organisation('acme');
  const globex = await organisation('globex');
  tokens.receiver = acme.token;
  tokens.customer = acme.customerToken;
  for (const [name, values] of Object.entries(acme.ids))
    pool[name] = [...values, ...(globex.ids[name] ?? [])];
  const spec = (await t.app.inject({ url: '/openapi.json' })).json();
  components = spec.components?.schemas ?? {};
  for (const [path, item] of Object.entries<Record<string, any>>(spec.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['post', 'put', 'delete', 'patch'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        params: (op.parameters ?? []).filter((p: any) => p.in === 'path').map((p: any) => p.name),
        body: content['application/json']?.schema ?? content['multipart/form-data']?.schema ?? null,
        multipartBody: 'multipart/form-data' in content,
      });
    }
  }
  // Deletes last, and the deletes of what other routes hang off (a customer, a template) at the very end.
  const rank = (op: Operation) =>
    op.method !== 'DELETE' ? 0 : /^\/(customer|template)\/\{[^}]+\}$/.test(op.path) ? 2 : 1;
  operations.sort((a, b) => rank(a) - rank(b));
}, 120_000);

afterAll(() => t?.close());

/** Junk for a path parameter, percent-encoded or raw (some raw forms are invalid on purpose). */
const junkParam = fc.oneof(
  fc.uuid().map(encodeURIComponent),
  fc.string({ maxLength: 40 }).map((s) => {
    try {
      return encodeURIComponent(s);
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%FF',
    '%C0%AE',
    '..%2F..',
    'a'.repeat(5000),
    '%F0%9F%92%A5',
    '%20',
    'null',
    '-1',
  ),
);

function paramArbitrary(name: string): fc.Arbitrary<string> {
  const real = pool[name] ?? [];
  return real.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...real).map(encodeURIComponent) }, junkParam)
    : junkParam;
}

interface FuzzRequest {
  token: 'receiver' | 'customer';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function requestArbitrary(op: Operation): fc.Arbitrary<FuzzRequest> {
  const params = fc.tuple(...op.params.map(paramArbitrary));
  const token = fc.constantFrom<'receiver' | 'customer'>('receiver', 'customer');
  const body: fc.Arbitrary<{ payload?: string | Buffer; headers: Record<string, string> }> = op.multipartBody
    ? hostileMultipart(op.body, components)
    : op.body
      ? fc
          .oneof(
            { weight: 3, arbitrary: schemaValue(op.body, components).map((v) => JSON.stringify(v)) },
            { weight: 2, arbitrary: hostileValue(op.body, components) },
          )
          .map((payload) => ({ payload, headers: { 'content-type': 'application/json' } }))
      : fc.oneof(
          fc.constant({ headers: {} }),
          hostileValue(null, components).map((payload) => ({
            payload,
            headers: { 'content-type': 'application/json' },
          })),
        );
  return fc.tuple(token, params, body).map(([who, values, b]) => {
    let url = op.path;
    op.params.forEach((name, i) => {
      url = url.replace(`{${name}}`, values[i]!);
    });
    return {
      token: who,
      url,
      headers: b.headers,
      ...(b.payload === undefined ? {} : { payload: b.payload }),
    };
  });
}

function describeRequest(method: string, r: FuzzRequest): string {
  const payload =
    r.payload === undefined ? '' : typeof r.payload === 'string' ? r.payload : r.payload.toString('latin1');
  return `${method} ${r.url} as ${r.token} ${JSON.stringify(r.headers)} ${JSON.stringify(payload.slice(0, 600))}`;
}

describe('generated requests on every write route', () => {
  it('never get a 5xx', async () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, op] of operations.entries()) {
      const requests = fc.sample(requestArbitrary(op), { seed: SEED + index, numRuns: RUNS_PER_ROUTE * 2 });
      for (const r of requests) {
        const res = await t.app.inject({
          method: op.method,
          url: r.url,
          headers: { ...bearer(tokens[r.token]), ...r.headers },
          ...(r.payload === undefined ? {} : { payload: r.payload }),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${res.statusCode} ${describeRequest(op.method, r)} → ${res.body}`);
      }
    }
    console.info(`fuzz: ${sent} requests over ${operations.length} write routes`);
    expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
  }, 600_000);
});
