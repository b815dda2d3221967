/**
 * fast-check arbitraries for the write-route fuzz test: values shaped by a JSON schema of the
 * OpenAPI document, hostile variants of them, and multipart bodies (well formed and broken).
 */
import fc from 'fast-check';

/** The part of JSON Schema the OpenAPI document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
}

type Components = Record<string, JsonSchema>;

function resolve(schema: JsonSchema, components: Components): JsonSchema {
  let current = schema;
  for (let i = 0; i < 5 && current.$ref; i++) {
    const name = current.$ref.split('/').pop()!;
    current = components[name] ?? {};
  }
  return current;
}

/** Strings a form would not expect: NUL, lone surrogates, BOM, right-to-left marks, emoji, huge. */
const oddString = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\uD800',
    '\uDFFF\uD800',
    '\uFEFFname',
    '\u202Eevil',
    'e\u0301\u0301\u0301',
    '💥'.repeat(50),
    '\u2028\u2029',
    '#(x)',
    '{{ 7*7 }}',
    '<script>',
    "'; DROP TABLE templates; --",
    '',
    ' ',
  ),
  fc.nat({ max: 3 }).map((n) => 'x'.repeat([300, 70_000, 250_000, 1_000][n]!)),
  fc.string({ unit: 'binary', maxLength: 30 }),
);

const extremeNumber = fc.constantFrom(
  0,
  -0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  5e-324,
);

/** A value of the schema's shape; `depth` bounds recursive schemas (json_nodes). */
export function schemaValue(
  schema: JsonSchema | null,
  components: Components,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const s = resolve(schema, components);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => schemaValue(v, components, depth + 1)));
  const type = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((ty) => schemaValue({ ...s, type: ty }, components, depth)));
  switch (type[0]) {
    case 'object': {
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties))
        record[key] = schemaValue(value, components, depth + 1);
      return fc.record(record, {
        requiredKeys: Object.keys(properties).filter((key) => required.has(key) || depth === 0),
      });
    }
    case 'array':
      return fc.array(schemaValue(s.items ?? null, components, depth + 1), { maxLength: 3 });
    case 'string':
      return s.format === 'uuid' ? fc.uuid() : fc.oneof(fc.string({ maxLength: 12 }), oddString);
    case 'integer':
      return fc.oneof(fc.integer({ min: s.minimum ?? -5, max: s.maximum ?? 100 }), extremeNumber);
    case 'number':
      return fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), extremeNumber);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A deeply nested array, as raw JSON text. */
const deep = fc.integer({ min: 500, max: 20_000 }).map((n) => `${'['.repeat(n)}${']'.repeat(n)}`);

/** Raw JSON texts that are broken, extreme, or valid but of the wrong shape. */
const rawJson = fc.constantFrom(
  '',
  '{',
  '{"name":',
  'null',
  '"text"',
  '[]',
  '42',
  'true',
  '{"name": 1e999}',
  '{"position": -1e999}',
  '{"__proto__": {"polluted": true}}',
  '{"constructor": {"prototype": {"polluted": true}}}',
  '{"name": "\\u0000"}',
  '{"name": "\\ud800"}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"name": "x"}garbage',
);

/** Hostile bodies for a route: valid-shaped ones with one part broken, wrong types, or raw text. */
export function hostileValue(schema: JsonSchema | null, components: Components): fc.Arbitrary<string> {
  const shaped = schemaValue(schema, components);
  const withExtra = fc
    .tuple(shaped, fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 1 }))
    .map(([value, key, extra]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? { ...value, [key || 'extra']: extra }
        : value,
    );
  const wrongTypes = fc
    .tuple(shaped, fc.oneof(oddString, extremeNumber, fc.jsonValue({ maxDepth: 3 })))
    .map(([value, odd]) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return odd;
      const keys = Object.keys(value);
      if (!keys.length) return { odd };
      return { ...value, [keys[keys.length - 1]!]: odd };
    });
  const nested = deep.map((d) => (schema ? `{"name":${d},"columns":${d},"rows":${d}}` : d));
  return fc.oneof(
    withExtra.map((v) => JSON.stringify(v)),
    wrongTypes.map((v) => JSON.stringify(v)),
    fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
    rawJson,
    nested,
  );
}

function multipartText(
  parts: { name: string; filename?: string; content: string }[],
  boundary: string,
): string {
  const body = parts.map((p) => {
    const disposition = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    return `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${disposition}\r\n\r\n${p.content}\r\n`;
  });
  return `${body.join('')}--${boundary}--\r\n`;
}

/** Multipart bodies: well formed with odd fields, cut off, with wrong or no boundary, or not multipart at all. */
export function hostileMultipart(
  schema: JsonSchema | null,
  components: Components,
): fc.Arbitrary<{ payload: string | Buffer; headers: Record<string, string> }> {
  const fieldNames = Object.keys(resolve(schema ?? {}, components).properties ?? {}).filter(
    (n) => n !== 'file',
  );
  const field = fc.record({
    name: fc.oneof(fc.constantFrom(...(fieldNames.length ? fieldNames : ['x'])), fc.string({ maxLength: 8 })),
    content: fc.oneof(fc.constantFrom('contacts', 'secret', 'UTF-8', ';', '1'), oddString),
  });
  const file = fc.record({
    name: fc.constant('file'),
    filename: fc.oneof(fc.constantFrom('a.csv', 'a.xlsx', 'a.json', '', '../../etc/passwd'), oddString),
    content: fc.oneof(
      fc.constantFrom('email,name\na@b.c,A\n', '', '\u0000\u0001\u0002', 'PK\u0003\u0004', '<a>', '{"a":'),
      fc.string({ unit: 'binary', maxLength: 200 }),
    ),
  });
  const parts = fc.tuple(
    fc.array(field, { maxLength: 5 }),
    fc.option(file),
    fc.array(file, { maxLength: 2 }),
  );
  return fc
    .tuple(
      parts,
      fc.constantFrom('ok', 'cut', 'wrong-boundary', 'no-boundary', 'not-multipart', 'many-parts'),
      fc.nat(),
    )
    .map(([[fields, first, more], shape, cut]) => {
      const boundary = 'fuzzboundary';
      const all = [...fields, ...(first ? [first] : []), ...more];
      if (shape === 'many-parts') for (let i = 0; i < 1100; i++) all.unshift({ name: `f${i}`, content: 'x' });
      const text = multipartText(all, boundary);
      const payload = Buffer.from(text);
      const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      switch (shape) {
        case 'cut':
          return { payload: payload.subarray(0, cut % Math.max(1, payload.length)), headers };
        case 'wrong-boundary':
          return { payload, headers: { 'content-type': 'multipart/form-data; boundary=other' } };
        case 'no-boundary':
          return { payload, headers: { 'content-type': 'multipart/form-data' } };
        case 'not-multipart':
          return { payload: text, headers: { 'content-type': 'application/json' } };
        default:
          return { payload, headers };
      }
    });
}
