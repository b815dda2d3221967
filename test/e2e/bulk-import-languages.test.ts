/**
 * A bulk import speaks the language of the request that started it: its report's messages and its
 * `error` are written in it when the job runs, whoever reads them later; an import started without
 * Accept-Language keeps the English of the documentation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';
import { finished, listOfValues, reportOf, templateWith } from './bulk-import-fixtures.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobs: true });
  token = (await t.organisation('acme')).token;
  await templateWith(t, token, 'places', { country: listOfValues([{ value: 'Germany' }]) });
});
afterAll(() => t.close());

/** Uploads `content` as a value-list merge, in `language` when given, and waits for its end. */
async function importIn(content: string, language?: string) {
  const body = multipart({}, { name: 'values.csv', content });
  const res = await t.app.inject({
    method: 'POST',
    url: '/bulk-import/values/places/merge',
    headers: { ...bearer(token), ...body.headers, ...(language && { 'accept-language': language }) },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
  return finished(t, token, envelope(res).payload.import_id);
}

const REFUSED =
  'column,value,synonyms,notes\ncountry,France,,\ncountry,FRANCE,,\ncountry,Malta,MT,extra,cells\n';
const OPEN_QUOTE = 'column,value\ncountry,Norway\ncountry,"Sweden\ncountry,Finland\n';

describe('a bulk import started in French', () => {
  it('writes its report in French, read later without any language', async () => {
    const view = await importIn(REFUSED, 'fr');
    expect(view).toMatchObject({ status: 'completed', number_of_violations: 3 });
    expect((await reportOf(t, token, view)).map((r) => r.message)).toEqual([
      'Ce n’est pas un champ de cet import (column, value, synonyms) : ses cellules sont ignorées.',
      'Cette valeur figure déjà à la ligne 2 pour la colonne « country ».',
      'Cette ligne a 5 cellules, l’en-tête 4 : un séparateur dans une valeur doit être entre guillemets.',
    ]);
  });

  it('fails with its error in French', async () => {
    const view = await importIn(OPEN_QUOTE, 'fr');
    expect(view.status).toBe('failed');
    expect(view.error).toBe(
      'Ligne 3 : Une cellule entre guillemets commençant sur cette ligne n’est jamais fermée : la suite du fichier ne peut pas être lue.',
    );
  });
});

describe('a bulk import started without a language', () => {
  it('keeps the English of its report and error', async () => {
    const report = await reportOf(t, token, await importIn(REFUSED));
    expect(report.map((r) => r.message)).toEqual([
      'Not a field of this import (column, value, synonyms): its cells are ignored.',
      'This value is already on line 2 for the column "country".',
      'This line has 5 cells, the header 4: a delimiter inside a value must be quoted.',
    ]);
    expect((await importIn(OPEN_QUOTE)).error).toBe(
      'Line 3: A quoted cell starting on this line is never closed: the rest of the file cannot be read.',
    );
  });
});
