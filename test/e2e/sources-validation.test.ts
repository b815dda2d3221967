/**
 * Every bad field of a source is refused with 409 and its property path, every badly typed or
 * unknown property with 400, and nothing is stored: the count of sources does not move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { BLOCKS, created, sender, sourceBody, violations } from './sources-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
});
afterAll(() => t.close());

async function stored(): Promise<number> {
  return envelope(await send(acme, 'GET', '/sender/sources')).payload.total_items;
}

/** [what is wrong, body, property path, message] */
const BAD: [string, Record<string, unknown>, string, string][] = [
  ['no data_extractor', { name: 'x' }, 'data_extractor', 'This value should not be blank.'],
  [
    'an unknown data_extractor',
    { data_extractor: 'gopher' },
    'data_extractor',
    'The value must be one of upload, url, ftp, sftp, custom, email, api_fetcher.',
  ],
  [
    'a name too long',
    sourceBody('upload', { name: 'n'.repeat(256) }),
    'name',
    'This value is too long. It should have 255 characters or less.',
  ],
  [
    'a blank metadata name',
    sourceBody('upload', { user_metadata: [{ name: ' ', value: 'x' }] }),
    'user_metadata[0].name',
    'This value should not be blank.',
  ],
  [
    'a block of another type',
    sourceBody('url', { ftp: BLOCKS.ftp }),
    'ftp',
    'Only the block of the data_extractor (url) may be set.',
  ],
  [
    'a url block without its url',
    { data_extractor: 'url', url: { method: 'GET' } },
    'url.url',
    'This value should not be blank.',
  ],
  [
    'a URL that is not one',
    { data_extractor: 'url', url: { url: 'not a url' } },
    'url.url',
    'This value is not a valid URL.',
  ],
  [
    'an ftp:// URL',
    { data_extractor: 'url', url: { url: 'ftp://x.example/a' } },
    'url.url',
    'The URL must use http or https.',
  ],
  [
    'a URL over 2,000 characters',
    { data_extractor: 'url', url: { url: `https://x.example/${'a'.repeat(2000)}` } },
    'url.url',
    'This value is too long. It should have 2000 characters or less.',
  ],
  [
    'an unknown method',
    { data_extractor: 'url', url: { url: 'https://x.example', method: 'TRACE' } },
    'url.method',
    'The value must be one of GET, POST, PUT, DELETE, PATCH.',
  ],
  [
    'an unknown content type',
    { data_extractor: 'url', url: { url: 'https://x.example', method: 'POST', content_type: 'text/html' } },
    'url.content_type',
    'The value must be one of application/json, application/xml, text/plain, application/x-www-form-urlencoded, multipart/form-data.',
  ],
  [
    'a body on a GET',
    { data_extractor: 'url', url: { url: 'https://x.example', body: 'a=1' } },
    'url.body',
    'A GET request carries no body: use POST, PUT or PATCH to send one.',
  ],
  [
    'a header name with a space',
    { data_extractor: 'url', url: { url: 'https://x.example', headers: { 'X Bad': '1' } } },
    'url.headers.X Bad',
    "This is not a valid name: use letters, digits and !#$%&'*+.^_`|~- only.",
  ],
  [
    'a header value with a line break',
    { data_extractor: 'url', url: { url: 'https://x.example', headers: { 'X-A': 'a\r\nX-B: b' } } },
    'url.headers.X-A',
    'A header value must not contain a line break or a NUL character.',
  ],
  [
    'a Host header',
    { data_extractor: 'url', url: { url: 'https://x.example', headers: { Host: 'y.example' } } },
    'url.headers.Host',
    'Ferry sets this header itself.',
  ],
  [
    'a cookie value with a semicolon',
    { data_extractor: 'url', url: { url: 'https://x.example', cookies: { a: 'b; c=d' } } },
    'url.cookies.a',
    'A cookie value must not contain control characters, a semicolon, a comma, a quote or a backslash.',
  ],
  [
    'a private URL',
    { data_extractor: 'url', url: { url: 'http://169.254.169.254/latest/meta-data' } },
    'url.url',
    'This URL must not point to a private network.',
  ],
  [
    'a URL to loopback written as IPv4-compatible IPv6',
    { data_extractor: 'url', url: { url: 'http://[::127.0.0.1]/x.csv' } },
    'url.url',
    'This URL must not point to a private network.',
  ],
  [
    'an ftp host that is a private address written in 6to4',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, host: '2002:a00:1::' } },
    'ftp.host',
    'This host must not point to a private network.',
  ],
  [
    'a URL to localhost',
    { data_extractor: 'api_fetcher', api_fetcher: { url: 'http://localhost:8080/x' } },
    'api_fetcher.url',
    'This URL must not point to a private network.',
  ],
  [
    'an ftp host that is no host',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, host: 'bad host!' } },
    'ftp.host',
    'This value is not a valid host name or IP address.',
  ],
  [
    'a private ftp host',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, host: '10.0.0.1' } },
    'ftp.host',
    'This host must not point to a private network.',
  ],
  [
    'an sftp host resolving to loopback',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, host: 'localhost' } },
    'sftp.host',
    'This host must not point to a private network.',
  ],
  [
    'port 0',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, port: 0 } },
    'ftp.port',
    'This value should be between 1 and 65535.',
  ],
  [
    'port 65536',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, port: 65536 } },
    'sftp.port',
    'This value should be between 1 and 65535.',
  ],
  [
    'a blank username',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, username: '' } },
    'ftp.username',
    'This value should not be blank.',
  ],
  [
    'a relative path',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, path: 'in/a.csv' } },
    'ftp.path',
    'The path must be absolute: start it with /.',
  ],
  [
    'a wildcard in a folder',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, path: '/in-*/a.csv' } },
    'ftp.path',
    'Wildcards (* and ?) are allowed in the last segment of the path only.',
  ],
  [
    'a path to a folder',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, path: '/in/' } },
    'sftp.path',
    'The path must name a file, not end with /.',
  ],
  [
    'a line break in a path',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, path: '/in/a\n.csv' } },
    'sftp.path',
    'The path must not contain a line break.',
  ],
  [
    'no sftp password nor key',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, private_key: null } },
    'sftp.password',
    'Either password or private_key must be set.',
  ],
  [
    'a private key that is none',
    { data_extractor: 'sftp', sftp: { ...BLOCKS.sftp, private_key: 'hunter2' } },
    'sftp.private_key',
    'This is not a private key: paste the whole key, from -----BEGIN to -----END, in OpenSSH or PEM form.',
  ],
  [
    'a masked secret on creation',
    { data_extractor: 'ftp', ftp: { ...BLOCKS.ftp, password: '********' } },
    'ftp.password',
    'No secret is stored here to keep: send the secret itself.',
  ],
  [
    'a custom block naming no extractor',
    { data_extractor: 'custom', custom: { metadata: [] } },
    'custom.custom_data_extractor_id',
    'Either custom_data_extractor_id or handle must be set.',
  ],
  [
    'a custom extractor id that is no UUID',
    { data_extractor: 'custom', custom: { custom_data_extractor_id: 'abc' } },
    'custom.custom_data_extractor_id',
    'This is not a valid UUID.',
  ],
  [
    'no allowed senders',
    { data_extractor: 'email', email: { allowed_senders: [] } },
    'email.allowed_senders',
    'This value should not be blank. Use * to allow every sender.',
  ],
  [
    'a sender pattern with spaces',
    { data_extractor: 'email', email: { allowed_senders: ['a b@c.example'] } },
    'email.allowed_senders[0]',
    'This is not an e-mail address pattern such as *@partner.com.',
  ],
  [
    'a subject pattern that is no regex',
    { data_extractor: 'email', email: { allowed_senders: ['*'], subject_pattern: '(unclosed' } },
    'email.subject_pattern',
    'This is not a valid regular expression: error parsing regexp: missing closing ): `(unclosed`',
  ],
  [
    'a subject pattern too large',
    { data_extractor: 'email', email: { allowed_senders: ['*'], subject_pattern: '(?:a{1000}){3}' } },
    'email.subject_pattern',
    'This regular expression repeats enough to expand to about 3,007 steps, more than the 2,000 allowed.',
  ],
  [
    'page paging without its param',
    {
      data_extractor: 'api_fetcher',
      api_fetcher: { url: 'https://x.example', pagination: { type: 'page' } },
    },
    'api_fetcher.pagination.param',
    'This value should not be blank.',
  ],
  [
    'cursor paging without a cursor path',
    {
      data_extractor: 'api_fetcher',
      api_fetcher: { url: 'https://x.example', pagination: { type: 'cursor', param: 'c' } },
    },
    'api_fetcher.pagination.cursor_path',
    'This value should not be blank.',
  ],
  [
    'an unknown paging type',
    {
      data_extractor: 'api_fetcher',
      api_fetcher: { url: 'https://x.example', pagination: { type: 'offset' } },
    },
    'api_fetcher.pagination.type',
    'The value must be one of none, page, cursor, link.',
  ],
  [
    'max_pages 0',
    {
      data_extractor: 'api_fetcher',
      api_fetcher: { url: 'https://x.example', pagination: { max_pages: 0 } },
    },
    'api_fetcher.pagination.max_pages',
    'This value should be between 1 and 1000.',
  ],
  [
    'a records path with an empty step',
    { data_extractor: 'api_fetcher', api_fetcher: { url: 'https://x.example', records_path: 'data..items' } },
    'api_fetcher.records_path',
    'This is not a dotted path such as data.items.',
  ],
  [
    'a customer_id of no customer',
    sourceBody('upload', { customer_id: '00000000-0000-4000-8000-000000000000' }),
    'customer_id',
    'No customer of your organisation has this ID.',
  ],
  [
    'credentials in a URL',
    { data_extractor: 'url', url: { url: 'https://ferry:s3cret@x.example/a.csv' } },
    'url.url',
    'The URL must not hold a user name or password: send them in an Authorization header, which is kept secret.',
  ],
  [
    'a customer_id that is no UUID',
    sourceBody('upload', { customer_id: 'C-1' }),
    'customer_id',
    'This is not a valid UUID.',
  ],
];

describe('POST /sender/source refuses with 409 and stores nothing', () => {
  it.each(BAD)('%s', async (_what, body, path, message) => {
    const before = await stored();
    const res = await send(acme, 'POST', '/sender/source', body);
    expect(violations(res)).toContainEqual([path, message]);
    expect(
      envelope(res).payload.violations.find((v: { property_path: string }) => v.property_path === path),
    ).toHaveProperty('invalid_value');
    expect(await stored()).toBe(before);
  });

  it('lists every violation of one write at once', async () => {
    const res = await send(acme, 'POST', '/sender/source', {
      data_extractor: 'ftp',
      ftp: { host: '', username: '', path: 'x', port: 70000 },
    });
    expect(
      violations(res)
        .map(([path]) => path)
        .sort(),
    ).toEqual(['ftp.host', 'ftp.path', 'ftp.port', 'ftp.username']);
  });

  it('does not echo a URL that holds a password', async () => {
    const res = await send(acme, 'POST', '/sender/source', {
      data_extractor: 'url',
      url: { url: 'https://u:pw-xyz@x.example/' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('pw-xyz');
  });

  it('never echoes a secret as the invalid value', async () => {
    const res = await send(acme, 'POST', '/sender/source', {
      data_extractor: 'sftp',
      sftp: { ...BLOCKS.sftp, private_key: 'not-a-key-secret-xyz', passphrase: 'pass-secret-xyz' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.body).not.toContain('secret-xyz');
  });
});

describe('PUT /sender/source/{id} refuses a bad field and keeps the source as it was', () => {
  it.each([
    ['ftp', { ftp: { ...BLOCKS.ftp, port: -1 } }, 'ftp.port'],
    ['url', { url: { ...BLOCKS.url, url: 'http://10.1.2.3/' } }, 'url.url'],
    ['email', { email: { allowed_senders: ['@@'] } }, 'email.allowed_senders[0]'],
    ['upload', { data_extractor: 'nope' }, 'data_extractor'],
  ] as const)('a %s source', async (type, change, path) => {
    const source = await created(await send(acme, 'POST', '/sender/source', sourceBody(type)));
    expect(
      violations(await send(acme, 'PUT', `/sender/source/${source.source_id}`, change)).map(([p]) => p),
    ).toContain(path);
    expect(envelope(await send(acme, 'GET', `/sender/source/${source.source_id}`)).payload).toEqual(source);
  });
});

describe('400 for a body that cannot be mapped', () => {
  it.each([
    ['an unknown top-level property', { ...sourceBody('upload'), colour: 'red' }],
    ['an unknown block property', sourceBody('ftp', { ftp: { ...BLOCKS.ftp, timeout: 5 } })],
    ['a port as text', sourceBody('ftp', { ftp: { ...BLOCKS.ftp, port: '21' } })],
    ['headers as a list', sourceBody('url', { url: { ...BLOCKS.url, headers: ['Accept: */*'] } })],
    ['a header value as a number', sourceBody('url', { url: { ...BLOCKS.url, headers: { 'X-N': 1 } } })],
    ['allowed_senders as text', sourceBody('email', { email: { allowed_senders: '*' } })],
    ['a boolean name', { data_extractor: 'upload', name: true }],
    ['a NUL in a path', sourceBody('sftp', { sftp: { ...BLOCKS.sftp, path: '/in/a\u0000.csv' } })],
    ['a block that is a list', { data_extractor: 'ftp', ftp: [] }],
  ])('%s', async (_what, body) => {
    const before = await stored();
    expect((await send(acme, 'POST', '/sender/source', body)).statusCode).toBe(400);
    expect(await stored()).toBe(before);
  });

  it('answers a source id that is no UUID with a violation of sourceId', async () => {
    expect(violations(await send(acme, 'GET', '/sender/source/abc'))).toEqual([
      ['sourceId', 'This value is not valid.'],
    ]);
  });

  it('names the property of a wrong type, never echoing the block and its password', async () => {
    const res = await send(
      acme,
      'POST',
      '/sender/source',
      sourceBody('ftp', { ftp: { ...BLOCKS.ftp, port: '21' } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('ftp.port');
    expect(res.body).not.toContain('ftp-secret-1');
  });
});

describe('the allowlist', () => {
  it('lets a source reach a private host the operator allows', async () => {
    const open = await createTestApp({ outboundAllowlist: ['127.0.0.1'] });
    try {
      const token = (await open.organisation('lab')).token;
      const res = await sender(open)(token, 'POST', '/sender/source', {
        data_extractor: 'ftp',
        ftp: { ...BLOCKS.ftp, host: '127.0.0.1' },
      });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await open.close();
    }
  });
});
