/** The checks of a source's fields that need no network, on inline tables. */
import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Phrase, render } from '../../../src/domain/messages/index.ts';
import {
  hostProblem,
  jsonPathProblem,
  remotePathProblem,
  senderPatternProblem,
} from '../../../src/services/sources/field-checks.ts';
import { privateKeyProblem } from '../../../src/services/sources/private-key.ts';

/** A check's problem in English, as a caller who asks nothing reads it. */
const english = (problem: Phrase | null) => problem && render(problem, 'en');

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

describe('hostProblem', () => {
  it.each([
    'ftp.partner.example',
    'localhost',
    'a-b.c',
    '93.184.215.14',
    '::1',
    '2001:db8::5',
    'host.example.',
  ])('takes %s', (host) => expect(english(hostProblem(host))).toBeNull());
  it.each([
    'bad host',
    '-a.example',
    'a..example',
    '999.1.1.1',
    'a_b.example',
    `${'a'.repeat(64)}.example`,
    '[::1]',
  ])('refuses %s', (host) =>
    expect(english(hostProblem(host))).toBe('This value is not a valid host name or IP address.'),
  );
});

describe('remotePathProblem', () => {
  it.each(['/a.csv', '/in/orders-*.csv', '/in/stock?.csv', '/a b/c.csv'])('takes %s', (p) =>
    expect(english(remotePathProblem(p))).toBeNull(),
  );
  it.each([
    ['', 'This value should not be blank.'],
    ['a.csv', 'The path must be absolute: start it with /.'],
    ['/in/', 'The path must name a file, not end with /.'],
    ['/in-?/a.csv', 'Wildcards (* and ?) are allowed in the last segment of the path only.'],
    ['/*/a.csv', 'Wildcards (* and ?) are allowed in the last segment of the path only.'],
    ['/a\nb.csv', 'The path must not contain a line break.'],
    [`/${'a'.repeat(1024)}`, 'This value is too long. It should have 1024 characters or less.'],
  ])('refuses %j', (p, message) => expect(english(remotePathProblem(p))).toBe(message));
});

describe('senderPatternProblem', () => {
  it.each(['*', '*@partner.example', 'orders@partner.example', '*@*.partner.example', "o'brien+x@a.example"])(
    'takes %s',
    (pattern) => expect(english(senderPatternProblem(pattern))).toBeNull(),
  );
  it.each(['a b@c.example', 'a@b@c', '<a@b.example>', '@'])('refuses %s', (pattern) =>
    expect(english(senderPatternProblem(pattern))).toBe(
      'This is not an e-mail address pattern such as *@partner.com.',
    ),
  );
});

describe('jsonPathProblem', () => {
  it.each(['', 'data', 'data.items', 'a.b-c.d_e'])('takes %j', (p) =>
    expect(english(jsonPathProblem(p))).toBeNull(),
  );
  it.each(['.data', 'data.', 'a..b', 'a b'])('refuses %j', (p) =>
    expect(english(jsonPathProblem(p))).toBe('This is not a dotted path such as data.items.'),
  );
});

describe('privateKeyProblem', () => {
  const pkcs8 = (passphrase?: string) =>
    generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: passphrase
        ? { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase }
        : { type: 'pkcs8', format: 'pem' },
    }).privateKey;
  const ENCRYPTED = 'This private key is encrypted: set its passphrase.';

  it('takes an OpenSSH key, and an encrypted one with a passphrase', () => {
    expect(english(privateKeyProblem(fixture('openssh-plain'), null))).toBeNull();
    expect(english(privateKeyProblem(fixture('openssh-encrypted'), 'open sesame'))).toBeNull();
    expect(english(privateKeyProblem(fixture('openssh-encrypted'), null))).toBe(ENCRYPTED);
  });

  it('opens a PEM key, checking the passphrase of an encrypted one', () => {
    expect(english(privateKeyProblem(pkcs8(), null))).toBeNull();
    const locked = pkcs8('open sesame');
    expect(english(privateKeyProblem(locked, 'open sesame'))).toBeNull();
    expect(english(privateKeyProblem(locked, null))).toBe(ENCRYPTED);
    expect(english(privateKeyProblem(locked, 'wrong'))).toBe(
      'The passphrase does not open this private key.',
    );
  });

  it('refuses what is not a whole key, without quoting it', () => {
    const key = fixture('openssh-plain');
    const cut = key.slice(0, key.length / 2);
    expect(english(privateKeyProblem(cut, null))).toMatch(/^This is not a private key/);
    const damaged = pkcs8().replace(/\n[A-Za-z0-9+/]{10}/, '\nAAAAAAAAAA');
    expect(english(privateKeyProblem(damaged, null))).toBe(
      'This private key cannot be read: it is damaged or of a kind Ferry does not know.',
    );
    const notOpenSsh = key.replace(/^(-----BEGIN OPENSSH PRIVATE KEY-----\n)b3Bl/, '$1AAAA');
    expect(english(privateKeyProblem(notOpenSsh, null))).toMatch(/^This OpenSSH private key is damaged/);
  });
});
