/** `POST /template/{handle}/conditions/check`: a save's judgement of conditions, with nothing saved. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;

beforeAll(async () => {
  t = await createTestApp();
  acme = (await t.organisation('acme')).token;
  globex = (await t.organisation('globex')).token;
  await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code', 'country']);
});
afterAll(() => t.close());

function check(token: string, handle: string, payload: unknown, language = 'en') {
  return t.app.inject({
    method: 'POST',
    url: `/template/${handle}/conditions/check`,
    headers: { ...bearer(token), 'accept-language': language },
    payload: payload as object,
  });
}

describe('checking conditions', () => {
  it('answers the canonical form and the references naming no column yet', async () => {
    const res = await check(acme, 'orders', { conditions: '#(country)/EQUALS/FR\nor/#(stauts)/IS_EMPTY' });
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toEqual({
      conditions: '#(country)/EQUALS/FR\nOR/#(stauts)/IS_EMPTY',
      unknown_columns: ['stauts'],
    });
    const blank = await check(acme, 'orders', { conditions: '  ' });
    expect(envelope(blank).payload).toEqual({ conditions: null, unknown_columns: [] });
  });

  it('refuses a text that does not parse with the 409 a save gets, naming the place', async () => {
    const text = '#(country)/EQUALZ/FR';
    const res = await check(acme, 'orders', { conditions: text });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.payload.error.code).toBe('exception.violation');
    const [violation] = body.payload.violations;
    expect(violation.property_path).toBe('conditions');
    expect(violation.message).toMatch(/^line 1, column 12 \(offset 11\): expected an operator/);
    // The same words as saving the column with that text.
    const columns = envelope(await t.app.inject({ url: '/template/orders/columns', headers: bearer(acme) }))
      .payload as { column_id: string }[];
    const save = await t.app.inject({
      method: 'PUT',
      url: `/template/orders/column/${columns[0]!.column_id}`,
      headers: bearer(acme),
      payload: { conditions: text },
    });
    expect(save.statusCode).toBe(409);
    expect(save.json().payload.violations[0].message).toBe(violation.message);
    const french = await check(acme, 'orders', { conditions: text }, 'fr');
    expect(french.json().payload.error.message).toBe('Certaines valeurs sont invalides.');
  });

  it('refuses a text over the bounds, and a body that is not one', async () => {
    const long = await check(acme, 'orders', { conditions: `#(code)/EQUALS/${'x'.repeat(10_000)}` });
    expect(long.statusCode).toBe(409);
    expect(long.json().payload.violations[0].message).toContain('limited to 10,000 characters');
    const wrong = await check(acme, 'orders', { conditions: 3 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().payload.error.message).toContain('conditions');
    const extra = await check(acme, 'orders', { conditions: '', other: 1 });
    expect(extra.statusCode).toBe(400);
  });

  it("is not found under another organisation's token, and says nothing of the template", async () => {
    const res = await check(globex, 'orders', { conditions: '#(code)/EQUALZ/1' });
    expect(res.statusCode).toBe(404);
    // Word for word what a handle that exists nowhere answers.
    const none = await check(globex, 'nothing-here', { conditions: '#(code)/EQUALZ/1' });
    expect(none.statusCode).toBe(404);
    expect(res.body).toBe(none.body.replace('nothing-here', 'orders'));
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/template/orders/conditions/check',
      payload: { conditions: '' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
