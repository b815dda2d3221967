/**
 * The refusals of sign-in, lists and webhook subscriptions in the reader's language: the console
 * and the importer's sign-in screen send their picker's language in Accept-Language, and read the
 * error (and each violation) from the catalog in it. A caller who sends none reads the same English
 * as before, word for word.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phrase, render } from '../../src/domain/messages/index.ts';
import { bearer, createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';

let t: TestApp;
let acme: TestOrganisation;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.organisation('acme');
});
afterAll(() => t.close());

/** A call as the owner of acme (or with no token), in `language` when given. */
function ask(
  method: 'GET' | 'POST',
  url: string,
  options: { language?: string; token?: string | null; payload?: object } = {},
) {
  const token = options.token === undefined ? acme.token : options.token;
  return t.app.inject({
    method,
    url,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
    ...(options.payload ? { payload: options.payload } : {}),
  });
}

const signIn = (language?: string) =>
  ask('POST', '/auth/token', {
    token: null,
    language,
    payload: { grant_type: 'password', username: acme.email, password: 'not the password' },
  });

const subscribe = (language?: string) =>
  ask('POST', '/webhooks', {
    language,
    payload: { url: 'https://hooks.example.com/ferry', events: ['READY_FOR_DOWNLOAD', 'NO_SUCH_EVENT'] },
  });

/** Each violation of a 409 as [property, message]. */
function violations(res: Awaited<ReturnType<typeof ask>>): [string, string][] {
  expect(res.statusCode, res.body).toBe(409);
  return envelope(res).payload.violations.map((v: { property_path: string; message: string }) => [
    v.property_path,
    v.message,
  ]);
}

function error(res: Awaited<ReturnType<typeof ask>>, status: number): { code: string; message: string } {
  expect(res.statusCode, res.body).toBe(status);
  return envelope(res).payload.error;
}

describe('a refused sign-in', () => {
  it('reads the catalog in the language asked, and the same English as before without one', async () => {
    expect(error(await signIn(), 401)).toEqual({
      code: 'exception.bad_credentials',
      message: 'The e-mail or password is wrong.',
    });
    for (const language of ['fr', 'de']) {
      const refused = error(await signIn(`${language}-CH,${language};q=0.9,en;q=0.5`), 401);
      expect(refused.code).toBe('exception.bad_credentials');
      expect(refused.message).toBe(render(phrase('exception.bad_credentials'), language));
      expect(refused.message).not.toBe('The e-mail or password is wrong.');
    }
  });

  it('says which credential is unknown: an API key is not called an access token', async () => {
    const key = error(await ask('GET', '/webhooks', { token: 'fak_unknown', language: 'fr' }), 401);
    expect(key.message).toBe('La clé d’API est inconnue ou révoquée.');
    const access = error(await ask('GET', '/webhooks', { token: 'fat_unknown', language: 'fr' }), 401);
    expect(access.message).toBe("Le jeton d'accès est inconnu ou révoqué.");
    expect(error(await ask('GET', '/webhooks', { token: 'fak_unknown' }), 401).message).toBe(
      'The API key is unknown or revoked.',
    );
  });
});

describe('a list asked for a page it cannot give', () => {
  it('refuses a cursor it did not give in French, and in the same English without a language', async () => {
    const english = error(await ask('GET', '/submissions?cursor=not-a-cursor'), 400);
    expect(english).toEqual({
      code: 'exception.bad_cursor',
      message:
        'The cursor is not one this list gave: pass next_cursor exactly as it was received, or leave cursor out to start from the newest.',
    });
    const french = error(await ask('GET', '/submissions?cursor=not-a-cursor', { language: 'fr' }), 400);
    expect(french.code).toBe('exception.bad_cursor');
    expect(french.message).toBe(render(phrase('exception.bad_cursor'), 'fr'));
    expect(french.message).toMatch(/^Ce curseur/);
  });

  it('says pages out of range in French, and in the same English without a language', async () => {
    const url = '/webhooks?page=0&per_page=101';
    expect(violations(await ask('GET', url))).toEqual([
      ['page', 'This value should be greater than or equal to 1.'],
      ['per_page', 'This value should be between 1 and 100.'],
    ]);
    expect(violations(await ask('GET', url, { language: 'fr' }))).toEqual([
      ['page', 'Cette valeur doit être supérieure ou égale à 1.'],
      ['per_page', 'Cette valeur doit être comprise entre 1 et 100.'],
    ]);
  });
});

describe('an invalid webhook subscription', () => {
  it('lists its violations in French, and in the same English without a language', async () => {
    const [english] = violations(await subscribe());
    expect(english?.[0]).toBe('events[1]');
    expect(english?.[1]).toMatch(
      /^The value you selected is not a valid choice\. Choose one of READY_FOR_DOWNLOAD, /,
    );
    const [french] = violations(await subscribe('fr'));
    expect(french?.[1]).toMatch(/^La valeur sélectionnée n’est pas un choix valide\. .*READY_FOR_DOWNLOAD, /);
    // The envelope's own message is the catalog's too.
    expect(error(await subscribe('fr'), 409).message).toBe(render(phrase('exception.violation'), 'fr'));
  });

  it('says a blank list of events and an unknown template in French', async () => {
    const res = await ask('POST', '/webhooks', {
      language: 'fr',
      payload: { url: 'https://hooks.example.com/ferry', events: [], template_handles: ['nowhere'] },
    });
    expect(violations(res)).toEqual([
      ['events', 'Cette valeur ne doit pas être vide.'],
      ['template_handles[0]', 'Le modèle « nowhere » n’existe pas.'],
    ]);
  });

  it('says what is wrong with its URL in French', async () => {
    const res = await ask('POST', '/webhooks', {
      language: 'fr',
      payload: { url: 'http://127.0.0.1/ferry', events: ['READY_FOR_DOWNLOAD'] },
    });
    expect(violations(res)).toEqual([['url', 'Cette valeur ne doit pas pointer vers un réseau privé.']]);
  });
});

describe('a source refused', () => {
  it('names what is wrong with its fields in French, and in the same English without a language', async () => {
    const payload = { data_extractor: 'gopher', user_metadata: [{ name: 'a' }, { name: 'a' }] };
    expect(violations(await ask('POST', '/sender/source', { payload }))).toEqual([
      ['data_extractor', 'The value must be one of upload, url, ftp, sftp, custom, email, api_fetcher.'],
      ['user_metadata[1].name', 'The name "a" is used twice.'],
    ]);
    expect(violations(await ask('POST', '/sender/source', { payload, language: 'fr' }))).toEqual([
      [
        'data_extractor',
        'La valeur doit être l’une des valeurs upload, url, ftp, sftp, custom, email, api_fetcher.',
      ],
      ['user_metadata[1].name', 'Le nom « a » est utilisé deux fois.'],
    ]);
  });
});
