/**
 * Free text of a template that Ferry parses (column conditions, DATE formats) cannot hold the API
 * or a run: over-long texts are refused before they are read, the largest accepted ones are saved
 * while the service keeps answering, a refused write leaves the stored column as it was, and a
 * format built to make date reading backtrack reads its cells in linear time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONDITIONS, MAX_CONDITIONS_LENGTH } from '../../src/domain/conditions/index.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { uploadAndTransform } from '../support/flow.ts';

let t: TestApp;
let acme: TestOrganisation;

const HANDLE = 'hostile';
const column = (id = '') => `/template/${HANDLE}/column${id ? `/${id}` : ''}`;
const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(acme.token), payload });
const read = (url: string) => t.app.inject({ url, headers: bearer(acme.token) });

/** `count` conditions joined by OR, the shape of the 340 KB text that once held the API for 21 s. */
const orChain = (count: number) =>
  Array.from({ length: count }, (_, i) => `#(country)/EQUALS/v${i}`).join('/OR/');

/** The largest text accepted: MAX_CONDITIONS conditions, the last literal padded to the length limit. */
function largestAccepted(): string {
  const head = Array.from({ length: MAX_CONDITIONS }, (_, i) => `#(country)/EQUALS/v${i}`).join('\nOR/');
  return head + 'x'.repeat(MAX_CONDITIONS_LENGTH - head.length);
}

let countryId: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
  await send('POST', '/template', { name: HANDLE, template_handle: HANDLE });
  const created = await send('POST', column(), {
    technical_name: 'country',
    pretty_name: 'Country',
    type: { type: 'TEXT' },
    importance: 'conditional',
    conditions: '#(country)/IS_NOT_EMPTY',
  });
  expect(created.statusCode).toBe(200);
  countryId = envelope(created).payload.column_id;
});
afterAll(() => t.close());

describe('column conditions from a hostile receiver', () => {
  it('saves the largest accepted conditions while /healthz answers', async () => {
    const text = largestAccepted();
    expect(text).toHaveLength(MAX_CONDITIONS_LENGTH);
    const [saved, health] = await Promise.all([
      send('PUT', column(countryId), { conditions: text }),
      t.app.inject({ url: '/healthz' }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).payload.conditions.split('\n')).toHaveLength(MAX_CONDITIONS);
  });

  it('refuses 20,001 OR-ed conditions with a 409 naming the limit, while /healthz answers', async () => {
    const text = orChain(20_001);
    const [refused, health] = await Promise.all([
      send('PUT', column(countryId), { conditions: text }),
      t.app.inject({ url: '/healthz' }),
    ]);
    expect(health.statusCode).toBe(200);
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).payload.violations).toEqual([
      {
        property_path: 'conditions',
        invalid_value: text,
        message: `Conditions are limited to 10,000 characters (this one has ${text.length.toLocaleString('en-US')}).`,
      },
    ]);
  });

  it('refuses an over-long text by its length before reading it: its syntax error is never reported', async () => {
    const text = `NOT A CONDITION ${'#(country)/'.repeat(1_000)}`;
    const refused = await send('POST', column(), {
      technical_name: 'other',
      pretty_name: 'Other',
      type: { type: 'TEXT' },
      conditions: text,
    });
    expect(refused.statusCode).toBe(409);
    const messages = envelope(refused).payload.violations.map((v: { message: string }) => v.message);
    expect(messages).toEqual([expect.stringMatching(/^Conditions are limited to 10,000 characters/)]);
  });

  it('refuses one condition more than allowed', async () => {
    const refused = await send('PUT', column(countryId), { conditions: orChain(MAX_CONDITIONS + 1) });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).payload.violations[0].message).toBe(
      `Conditions are limited to ${MAX_CONDITIONS} conditions joined by AND or OR (this one has more).`,
    );
  });

  it('leaves the stored column unchanged by every refused write', async () => {
    const before = envelope(await read(column(countryId))).payload;
    for (const conditions of [
      orChain(20_001),
      orChain(MAX_CONDITIONS + 1),
      `#(country)/REGEX/${'a'.repeat(1_001)}`,
      '#(country)/EQUAL/FR',
    ]) {
      const refused = await send('PUT', column(countryId), { pretty_name: 'Renamed', conditions });
      expect(refused.statusCode).toBe(409);
    }
    expect(envelope(await read(column(countryId))).payload).toEqual(before);
  });
});

describe('DATE formats from a hostile receiver', () => {
  it('refuses a format over 100 characters and more than 20 input formats, as violations', async () => {
    const refused = await send('POST', column(), {
      technical_name: 'when',
      pretty_name: 'When',
      type: {
        type: 'DATE',
        date_data_type: {
          input_formats: [`YYYY-MM-DD${' '.repeat(100)}`, ...Array.from({ length: 20 }, () => 'DD/MM/YYYY')],
        },
      },
    });
    expect(refused.statusCode).toBe(409);
    const messages = envelope(refused).payload.violations.map((v: { message: string }) => v.message);
    expect(messages.join(' | ')).toMatch(/at most 100 characters/);
    expect(messages.join(' | ')).toMatch(/at most 20/);
  });
});

describe('a DATE format built to make the reader backtrack', () => {
  // 28 one-or-two-digit tokens: a backtracking reader tries about 2^28 cuts of each 60-digit cell
  // (47 s for two such cells when formats were JavaScript regexes).
  const format = `${'MD'.repeat(14)}YYYY`;
  let jobs: TestApp;
  let owner: TestOrganisation;

  beforeAll(async () => {
    jobs = await createTestApp({}, { jobs: true });
    owner = await jobs.organisation('dates');
    const post = (url: string, payload: object) =>
      jobs.app.inject({ method: 'POST', url, headers: bearer(owner.token), payload });
    expect((await post('/template', { name: 'dates', template_handle: 'dates' })).statusCode).toBe(200);
    const column = await post('/template/dates/column', {
      technical_name: 'date',
      pretty_name: 'date',
      type: { type: 'DATE', date_data_type: { input_formats: [format] } },
    });
    expect(column.statusCode, column.body).toBe(200);
  });
  afterAll(() => jobs.close());

  it('transforms a file of hostile cells, each reported as not matching the format', async () => {
    const cells = ['9'.repeat(60), '8'.repeat(59), '7'.repeat(58)].map((digits) => `${digits}x`);
    const created = await uploadAndTransform(jobs, owner.token, 'dates', `date\n${cells.join('\n')}\n`);
    const data = envelope(
      await jobs.app.inject({
        url: `/transformation/${created.transformation_id}/data?only_errors=true`,
        headers: bearer(owner.token),
      }),
    ).payload;
    expect(data.total_items).toBe(3);
    for (const row of data.rows) {
      expect(row.violations).toEqual([
        {
          column: 'date',
          rule: 'type',
          message: expect.stringContaining(`does not match the date formats ${format}`),
        },
      ]);
    }
  });
});
