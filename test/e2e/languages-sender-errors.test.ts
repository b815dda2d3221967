/**
 * What a sender is refused while mapping, reviewing and replacing, and what a receiver is told of a
 * template whose column references dangle, in the reader's language: a French customer's own
 * `language`, or `Accept-Language: fr` (what the importer and the console send), reads the
 * catalog's French; a caller who asks nothing reads the same English as before, word for word.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { say } from '../browser/support/english.ts';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  type Created,
  call,
  confirmMapping,
  createContactsTemplate,
  newCustomer,
  untilStep,
  uploadFile,
} from '../support/flow.ts';
import { multipart } from '../support/multipart.ts';

/** A cell holds at most this many characters, and one replace may add a thousand times as many. */
const MAX_CELL_LENGTH = 100;
const ROWS = 2000;
/** One Q in each name: a replace of Q by 60 of them adds 59 characters to each row, 118,000 in all. */
const SOURCE = [
  'E-mail,Name,Price',
  ...Array.from({ length: ROWS }, (_, i) => `p${i}@example.com,Q${i},${(i % 900) + 1}`),
].join('\n');

const fr = say('fr');

let t: TestApp;
let acme: string;
/** A customer whose `language` is French, and one that chose none. */
let french: string;
let plain: string;

beforeAll(async () => {
  t = await createTestApp({ maxCellLength: MAX_CELL_LENGTH }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  const customer = (externalId: string, language?: string) =>
    newCustomer(t, acme, {
      name: externalId,
      external_id: externalId,
      template_handles: ['contacts'],
      ...(language ? { language } : {}),
    });
  french = (await customer('shop-fr', 'fr')).token;
  plain = (await customer('shop-plain')).token;
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';

/** The request as `token`, with `Accept-Language` when `language` is given. */
function ask(token: string, method: Method, url: string, payload?: object, language?: string) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The violations' messages of a 409, and its envelope's message. */
async function refusal(response: Promise<{ statusCode: number; body: string }>) {
  const res = await response;
  expect(res.statusCode, res.body.slice(0, 500)).toBe(409);
  const payload = envelope(res as never).payload;
  return {
    message: payload.error.message as string,
    said: (payload.violations as { message: string }[]).map((v) => v.message),
  };
}

/**
 * The same refusal read three ways: by the French customer, by the other customer asking for
 * French, and by the other customer asking nothing.
 */
async function readThreeWays(
  created: { french: Created; plain: Created },
  method: Method,
  rest: string,
  payload: object,
) {
  const url = (c: Created) => `/transformation/${c.transformation_id}${rest}`;
  return {
    customer: await refusal(ask(french, method, url(created.french), payload)),
    header: await refusal(ask(plain, method, url(created.plain), payload, 'fr')),
    english: await refusal(ask(plain, method, url(created.plain), payload)),
  };
}

describe('a sender’s refused mapping, edit and replace', () => {
  const created = {} as { french: Created; plain: Created };

  beforeAll(async () => {
    for (const [who, token] of [
      ['french', french],
      ['plain', plain],
    ] as const) {
      created[who] = await uploadFile(t, token, 'contacts', SOURCE);
      await untilStep(t, token, created[who].automation_id, ['matched']);
    }
  });

  it('names an unknown column, a header the file lacks and the required columns left unmapped', async () => {
    const unknown = randomUUID();
    const read = await readThreeWays(created, 'PUT', '/mapping', {
      columns: [{ column_id: unknown, source: 'Nowhere' }],
    });
    const english = [
      'This column is not in the template.',
      'This header is not in the source file.',
      'E-mail (email) is required: map a source column to it.',
      'Name (name) is required: map a source column to it.',
    ];
    expect(read.english.said).toEqual(english);
    const inFrench = [
      fr('violation.field.column_not_in_template'),
      fr('violation.field.header_not_in_source'),
      fr('violation.field.required_unmapped', { pretty_name: 'E-mail', technical_name: 'email' }),
      fr('violation.field.required_unmapped', { pretty_name: 'Name', technical_name: 'name' }),
    ];
    expect(read.customer.said).toEqual(inFrench);
    expect(read.header.said).toEqual(inFrench);
    expect(inFrench.filter((message) => english.includes(message))).toEqual([]);
  });

  describe('once transformed', () => {
    beforeAll(async () => {
      for (const [who, token] of [
        ['french', french],
        ['plain', plain],
      ] as const) {
        await confirmMapping(t, token, created[who]);
        await untilStep(t, token, created[who].automation_id, ['transformed']);
      }
    });

    it('refuses an edit of a row past the end and of a column the template lacks', async () => {
      const read = await readThreeWays(created, 'PUT', '/data', {
        rows: [
          { row: 5000, data: { '#(name)': 'Ada' } },
          { row: 1, data: { nowhere: 'x' } },
        ],
      });
      expect(read.english.said).toEqual([
        'Row 5000 does not exist: the data has 2000 rows.',
        'nowhere is not a column of the template.',
      ]);
      const inFrench = [
        fr('violation.field.edit_row_past_end', { row: 5000, count: ROWS }),
        fr('violation.field.not_a_column', { reference: 'nowhere' }),
      ];
      expect(inFrench[0]).toBe('La ligne 5000 n’existe pas : les données ont 2000 lignes.');
      expect(read.customer.said).toEqual(inFrench);
      expect(read.header.said).toEqual(inFrench);
    });

    it('refuses a replace with nothing to find or a column the template lacks', async () => {
      const read = await readThreeWays(created, 'POST', '/data/replace', {
        find: '',
        replace: 'x',
        columns: ['nowhere'],
      });
      expect(read.english.said).toEqual([
        'This value should not be blank.',
        'nowhere is not a column of the template.',
      ]);
      const inFrench = [
        fr('violation.field.blank'),
        fr('violation.field.not_a_column', { reference: 'nowhere' }),
      ];
      expect(read.customer.said).toEqual(inFrench);
      expect(read.header.said).toEqual(inFrench);
      expect(read.english.message).toBe('Some values are not valid.');
      expect(read.customer.message).toBe(fr('exception.violation'));
    });

    it('refuses a replace that would add too much to the file, naming the row it reached', async () => {
      const read = await readThreeWays(created, 'POST', '/data/replace', {
        find: 'Q',
        replace: 'Q'.repeat(60),
        columns: ['name'],
      });
      const reached = /reached at row (\d+)/.exec(read.english.said[0]!)?.[1];
      expect(read.english.said).toEqual([
        `This replace would add more than 100,000 characters to the file (reached at row ${reached}); replace in fewer columns or whole cells only.`,
      ]);
      const row = Number(reached);
      const inFrench = fr('violation.field.replace_too_large', { limit: 100_000, row });
      expect(inFrench).toContain('100\u202f000');
      expect(read.customer.said).toEqual([inFrench]);
      expect(read.header.said).toEqual([inFrench]);
      expect(read.customer.message).toBe(fr('exception.replace_too_large', { limit: 100_000, row }));
    });
  });
});

describe('a template whose column references dangle', () => {
  const conditions = '#(discount)/IS_NOT_EMPTY';

  beforeAll(async () => {
    const template = await call(t, acme, 'POST', '/template', { name: 'Orders', template_handle: 'orders' });
    expect(template.statusCode, template.body).toBe(200);
    const column = await call(t, acme, 'POST', '/template/orders/column', {
      technical_name: 'total',
      pretty_name: 'Total',
      type: { type: 'TEXT' },
      conditions,
    });
    expect(column.statusCode, column.body).toBe(200);
  });

  const upload = (token: string, language?: string) => {
    const body = multipart({ template_handle: 'orders' }, { name: 'data.csv', content: 'total\n3\n' });
    return t.app.inject({
      method: 'POST',
      url: '/transformation',
      headers: { ...bearer(token), ...body.headers, ...(language ? { 'accept-language': language } : {}) },
      payload: body.payload,
    });
  };

  it('lists each reference to the receiver, on the template read and on an upload', async () => {
    const english =
      'The conditions of column "total" name the column "discount", which the template does not have.';
    const inFrench = fr('violation.field.condition_unknown_column', { column: 'total', name: 'discount' });
    expect(inFrench).toBe(
      'Les conditions de la colonne « total » nomment la colonne « discount », que le modèle n’a pas.',
    );
    const problems = async (language?: string) =>
      envelope(await ask(acme, 'GET', '/template/orders', undefined, language)).payload.problems.map(
        (p: { message: string }) => p.message,
      );
    expect(await problems()).toEqual([english]);
    expect(await problems('fr')).toEqual([inFrench]);
    expect((await refusal(upload(acme))).said).toEqual([english]);
    expect((await refusal(upload(acme, 'fr'))).said).toEqual([inFrench]);
  });

  it('tells a sender only that the template is not ready, in its language', async () => {
    const english =
      'This template refers to columns it does not have; its owner must correct it before files can be sent.';
    const inFrench = fr('violation.field.template_not_ready');
    expect(inFrench).not.toBe(english);
    expect((await refusal(upload(plain))).said).toEqual([english]);
    expect((await refusal(upload(plain, 'fr'))).said).toEqual([inFrench]);
    expect((await refusal(upload(french))).said).toEqual([inFrench]);
  });
});
