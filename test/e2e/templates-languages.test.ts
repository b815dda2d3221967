/**
 * A refused template write in the reader's language: the violations of its body (blank, not a
 * choice) and its 400s are said from the catalog in French for a caller who asks for
 * French, and in the specification's English, word for word, for a caller who asks nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
});
afterAll(() => t.close());

const BAD_BODY = { name: ' ', access_type: 'open' };

async function write(payload: unknown, language?: string) {
  const headers = { ...bearer(acme.token), ...(language ? { 'accept-language': language } : {}) };
  return t.app.inject({ method: 'POST', url: '/template', headers, payload: payload as object });
}

function messages(res: Awaited<ReturnType<typeof write>>): Record<string, string> {
  const violations = envelope(res).payload.violations as { property_path: string; message: string }[];
  return Object.fromEntries(violations.map((v) => [v.property_path, v.message]));
}

describe('a template write with a bad body', () => {
  it('lists its violations in English, word for word, to a caller who asks nothing', async () => {
    const res = await write(BAD_BODY);
    expect(res.statusCode).toBe(409);
    expect(messages(res)).toEqual({
      name: 'This value should not be blank.',
      access_type:
        'The value you selected is not a valid choice. Valid choices: public, restricted, private.',
    });
  });

  it('lists its violations in French to a caller who asks for French', async () => {
    const res = await write(BAD_BODY, 'fr');
    expect(res.statusCode).toBe(409);
    expect(messages(res)).toEqual({
      name: 'Cette valeur ne doit pas être vide.',
      access_type:
        "La valeur choisie n'est pas un choix valide. Choix valides : public, restricted, private.",
    });
  });

  it('says an unknown property and a property of the wrong type in the reader’s language', async () => {
    const unknown = await write({ name: 'x', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).payload.error.message).toBe('Unknown property colour in the body.');
    const unknownFr = await write({ name: 'x', colour: 'red' }, 'fr');
    expect(envelope(unknownFr).payload.error).toEqual({
      code: 'exception.unknown_property',
      message: 'Propriété inconnue colour dans le corps de la requête.',
    });
    const wrongType = await write({ name: 12 });
    expect(envelope(wrongType).payload.error.message).toBe(
      'The body cannot be read: "name" has the wrong type (integer).',
    );
    const wrongTypeDe = await write({ name: 12 }, 'de');
    expect(envelope(wrongTypeDe).payload.error.message).toBe(
      'Fehler beim Lesen des Inhalts der Anfrage: „name“ hat den falschen Typ (integer).',
    );
  });
});

describe("a template column's constraint with wrong arguments", () => {
  it("lists what to fix in the receiver's language, and the same English as before to a caller who asks nothing", async () => {
    const { columns } = await insertTemplate(t.services.ctx.db, 'acme', 'orders', ['code']);
    const payload = {
      column_id: columns.code,
      function: 'length_between',
      arguments: [
        { name: 'min', value: 'x' },
        { name: 'size', value: '3' },
      ],
    };
    const ask = (language?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/constraint',
        headers: { ...bearer(acme.token), ...(language ? { 'accept-language': language } : {}) },
        payload,
      });
    const english = await ask();
    expect(english.statusCode).toBe(409);
    expect(messages(english)).toEqual({
      'arguments[0].value': '"x" is not a whole number.',
      'arguments[1].name': 'length_between has no argument "size" (its arguments: min, max).',
      arguments: 'The argument "max" is required by length_between.',
    });
    const french = await ask('fr');
    expect(messages(french)).toEqual({
      'arguments[0].value': "« x » n'est pas un nombre entier.",
      'arguments[1].name': "length_between n'a pas d'argument « size » (ses arguments : min, max).",
      arguments: "L'argument « max » est obligatoire pour length_between.",
    });
  });
});
