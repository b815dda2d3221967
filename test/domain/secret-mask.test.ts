import { describe, expect, it } from 'vitest';
import { MASK, maskSecrets } from '../../src/domain/secret-mask.ts';

describe('masking secrets in a resource', () => {
  it.each([
    [{ ftp: { host: 'h', password: 'p' } }, { ftp: { host: 'h', password: MASK } }],
    [{ sftp: { private_key: 'k', passphrase: null } }, { sftp: { private_key: MASK, passphrase: null } }],
    [
      { secret: 'whsec_x', url: 'https://a' },
      { secret: MASK, url: 'https://a' },
    ],
    [{ embed_secret: 'e' }, { embed_secret: MASK }],
    [
      { headers: { Accept: 'text/csv', Authorization: 'Bearer t' } },
      { headers: { Accept: MASK, Authorization: MASK } },
    ],
    [{ cookies: { session: 's' } }, { cookies: { session: MASK } }],
    [{ push: { headers: { 'X-Key': 'k' } } }, { push: { headers: { 'X-Key': MASK } } }],
    [
      { access_token: 'a', has_password: true },
      { access_token: MASK, has_password: true },
    ],
    [[{ api_key: 'k' }], [{ api_key: MASK }]],
    [
      { name: 'Orders', columns: [{ technical_name: 'code' }] },
      { name: 'Orders', columns: [{ technical_name: 'code' }] },
    ],
  ])('masks %j', (value, masked) => {
    expect(maskSecrets(value)).toEqual(masked);
  });
});
