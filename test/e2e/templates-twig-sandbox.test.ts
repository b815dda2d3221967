/**
 * A receiver's Twig through HTTP: templates that would run code are refused when saved (nothing
 * stored changes) and when tried; a runaway template ends with its budget error; and the format
 * test renders off the API thread, so the server answers while a heavy one runs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

const PAYLOAD =
  '{% set F = attribute(attribute("x","constructor"),"constructor") %}' +
  "{% set g = F(\"return process.getBuiltinModule('child_process').execSync('id').toString()\") %}{{ g() }}";

const ESCAPES: [string, RegExp][] = [
  [
    PAYLOAD,
    /uses the function “attribute”, which is not allowed\. Allowed functions: cycle, max, min, range\./,
  ],
  ['{{ sku.constructor }}', /“constructor”, which is not allowed/],
  ['{{ item.__proto__ }}', /“__proto__”, which is not allowed/],
  ['{{ sku.prototype }}', /“prototype”, which is not allowed/],
  ['{{ loop.constructor.constructor }}', /“constructor”, which is not allowed/],
  ['{{ _self }}', /“_self”, which is not allowed/],
  ['{{ _context|json_encode }}', /“_context”, which is not allowed/],
  ['{{ constant("PHP_EOL") }}', /function “constant”/],
  ['{% include "x" %}', /tag “include”/],
  ['{{ source("/etc/passwd") }}', /function “source”/],
  ['{{ template_from_string("{{ 1 }}") }}', /function “template_from_string”/],
  ['{{ [sku]|filter(x => x) }}', /filter “filter”/],
  ['{{ [sku]|map(x => x) }}', /filter “map”/],
  ['{{ [sku]|reduce((a, b) => a) }}', /filter “reduce”/],
];

let t: TestApp;
let acme: TestOrganisation;
const custom = (item: string) => ({ format: 'custom', custom: { item } });
const request = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(acme.token), ...(payload ? { payload } : {}) });
const formatTest = (item: string, rows: object[] = [{ sku: 'A1' }]) =>
  request('POST', '/template/shop/format/test', { rows, format: custom(item) });

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  await request('POST', '/template', {
    template_handle: 'shop',
    name: 'Shop',
    format: custom('{{ sku }}\n'),
  });
  await request('POST', '/template/shop/column', {
    technical_name: 'sku',
    pretty_name: 'SKU',
    type: { type: 'TEXT' },
  });
});
afterAll(() => t.close());

describe('a custom format that would run code', () => {
  it.each(ESCAPES)('is refused with a 409 when a template is created: %s', async (item, message) => {
    const res = await request('POST', '/template', { name: 'Bad', format: custom(item) });
    expect(res.statusCode).toBe(409);
    const { payload } = envelope(res);
    expect(payload.error.code).toBe('exception.violation');
    expect(payload.violations).toEqual([
      expect.objectContaining({
        property_path: 'format.custom.item',
        message: expect.stringMatching(message),
      }),
    ]);
  });

  it.each(ESCAPES)(
    'is refused with a 409 when a template is changed, which keeps its format: %s',
    async (item, message) => {
      const res = await request('PUT', '/template/shop', { format: custom(item) });
      expect(res.statusCode).toBe(409);
      expect(envelope(res).payload.violations[0].message).toMatch(message);
      const stored = envelope(await request('GET', '/template/shop')).payload.format;
      expect(stored.custom.item).toBe('{{ sku }}\n');
    },
  );

  it.each(ESCAPES)('is refused by the format test, which renders nothing: %s', async (item, message) => {
    const res = await formatTest(item);
    expect(res.statusCode).toBe(200);
    const { output, errors } = envelope(res).payload;
    expect(output).toBe('');
    expect(errors).toEqual([expect.stringMatching(message)]);
    expect(res.body).not.toMatch(/uid=/);
  });

  it('renders computed names that would reach a constructor as nothing', async () => {
    const res = await formatTest('[{{ sku["constr" ~ "uctor"] }}|{{ item["__pro" ~ "to__"]|json_encode }}]');
    expect(envelope(res).payload).toEqual({ output: '[|null]', errors: [], problems: [] });
  });
});

describe('the format test’s bounds', () => {
  it('answers a loop over 3,000,000 values at once with the range’s bound', async () => {
    const res = await formatTest('{% for i in 1..3000000 %}{% endfor %}x');
    expect(res.statusCode).toBe(200);
    expect(envelope(res).payload).toEqual({
      output: '',
      errors: [
        expect.stringMatching(/^Row 1: A range may hold at most 10000 values; this one would hold 3000000/),
      ],
      problems: [
        {
          message: expect.stringMatching(/^Row 1: A range may hold/),
          property_path: null,
          part: 'item',
          line: 1,
        },
      ],
    });
  });

  it('answers a template over its step budget with the budget’s error', async () => {
    const res = await formatTest('{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}');
    expect(envelope(res).payload.errors).toEqual([
      expect.stringMatching(/^Row 1: The template exceeds its budget of 100000 steps per render/),
    ]);
  });

  it('keeps answering /healthz while a heavy format test runs', async () => {
    // Each row is a render near its step budget with the costliest filter on a 64 KiB text (25 to
    // 200 ms here, depending on the machine's load), so the forty rows keep an engine busy for a
    // second or more.
    const rows = Array.from({ length: 40 }, (_, i) => ({ sku: `S${i}` }));
    const heavyItem =
      '{% set s = "%1000s"|format("<") %}{% for i in 1..6 %}{% set s = s ~ s %}{% endfor %}' +
      '{% set n = 0 %}{% for i in 1..3 %}{% set n = s|e("js")|length %}{% endfor %}{{ n }};';
    let settled = false;
    const heavy = formatTest(heavyItem, rows).then((res) => {
      settled = true;
      return res;
    });
    // Health checks, one after another, until the renders end. On the API thread they would get in
    // only between rows, at most one per row (7 of 10 were seen); off it they keep coming all along
    // (about two per row on a quiet machine, many more on a loaded one).
    let answeredWhilePending = 0;
    while (!settled) {
      const health = await t.app.inject({ url: '/healthz' });
      expect(health.statusCode).toBe(200);
      if (!settled) answeredWhilePending += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(answeredWhilePending).toBeGreaterThan(rows.length + 10);
    const done = await heavy;
    expect(envelope(done).payload).toEqual({
      output: '384000;'.repeat(rows.length),
      errors: [],
      problems: [],
    });
  });
});

describe('a custom format that does not parse, in the reader’s language', () => {
  const write = (item: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/template',
      headers: { ...bearer(acme.token), ...headers },
      payload: { name: 'Broken', format: custom(item) },
    });

  it('is refused in the same English as before to a caller who asks nothing', async () => {
    const res = await write('{{ sku }\n');
    expect(res.statusCode).toBe(409);
    expect(envelope(res).payload.violations).toEqual([
      {
        property_path: 'format.custom.item',
        invalid_value: '{{ sku }\n',
        message: 'The Twig template does not render: Unexpected “}”. (line 1)',
      },
    ]);
    const refused = await write('line 1\n{{ sku|map(x => x) }}');
    expect(envelope(refused).payload.violations[0].message).toBe(
      'The Twig template uses the filter “map”, which is not allowed. Allowed filters: ' +
        'abs, batch, capitalize, date, default, e, escape, first, format, join, json_encode, keys, last, ' +
        'length, lower, merge, nl2br, number_format, raw, replace, reverse, round, slice, sort, spaceless, ' +
        'split, striptags, title, trim, upper, url_encode. (line 2)',
    );
  });

  it('is tried out in French too, each problem placed in its template and line', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/template/shop/format/test',
      headers: { ...bearer(acme.token), 'accept-language': 'fr' },
      payload: {
        rows: [{ sku: 'A1' }, { sku: 'A2' }],
        format: { format: 'custom', custom: { item: '{{ sku }};', footer: 'total\n{{ 1 / 0 }}' } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payload } = envelope(res);
    expect(payload.problems).toEqual([
      {
        message: 'Ligne 2 : Dans le pied : Division par zéro. (ligne 2) (1 erreur(s) de rendu).',
        property_path: null,
        part: 'footer',
        line: 2,
      },
    ]);
    expect(payload.errors).toEqual([payload.problems[0].message]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/template/shop/format/test',
      headers: { ...bearer(acme.token), 'accept-language': 'fr' },
      payload: { rows: [{ sku: 'A1' }], format: custom('ok\n{{ sku }') },
    });
    expect(envelope(broken).payload.problems).toEqual([
      {
        message: 'Le modèle Twig ne peut pas être rendu : « } » inattendu. (ligne 2)',
        property_path: 'format.custom.item',
        part: 'item',
        line: 2,
      },
    ]);
    expect(envelope(broken).payload.errors).toEqual([
      'format.custom.item: Le modèle Twig ne peut pas être rendu : « } » inattendu. (ligne 2)',
    ]);
  });

  it('is refused in French to a caller who asks for it, the line and values kept', async () => {
    const res = await write('{{ sku }\n', { 'accept-language': 'fr' });
    expect(res.statusCode).toBe(409);
    const { payload } = envelope(res);
    expect(payload.error.code).toBe('exception.violation');
    expect(payload.violations).toEqual([
      {
        property_path: 'format.custom.item',
        invalid_value: '{{ sku }\n',
        message: 'Le modèle Twig ne peut pas être rendu : « } » inattendu. (ligne 1)',
      },
    ]);
    const refused = await write('line 1\n{{ include("x") }}', { 'accept-language': 'fr' });
    expect(envelope(refused).payload.violations[0].message).toBe(
      'Le modèle Twig utilise la fonction « include », ce qui n’est pas autorisé. ' +
        'Fonctions autorisées : cycle, max, min, range. (ligne 2)',
    );
  });
});
