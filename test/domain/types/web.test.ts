import { describe, expect, it } from 'vitest';
import { columnType as email } from '../../../src/domain/types/email.ts';
import { columnType as image } from '../../../src/domain/types/image.ts';
import { columnType as url } from '../../../src/domain/types/url.ts';
import { EMPTY_ROW } from './support.ts';

const run = (type: typeof url, raw: string, config: object = {}) =>
  type.prepare(config, []).convert(raw, EMPTY_ROW);

describe('URL', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    [' http://example.com/a?b=c#d ', 'http://example.com/a?b=c#d'],
    ['www.example.com/page', 'https://www.example.com/page'],
    ['https://exemple.xn--p1ai', 'https://exemple.xn--p1ai'],
  ])('accepts %j as %j', (raw, canonical) => {
    expect(run(url, raw)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    'ftp://example.com',
    'https://localhost',
    'http://10.0.0.1/x',
    'https://exa mple.com',
    'javascript:alert(1)',
    'http://',
  ])('rejects %j by default', (raw) => {
    expect(run(url, raw)).toEqual({ ok: false, message: `"${raw}" is not a valid URL (http, https)` });
  });

  it('follows the configured schemes, TLD rule and missing scheme rule', () => {
    expect(run(url, 'ftp://files.example.com', { schemes: ['ftp'] })).toEqual({
      ok: true,
      value: 'ftp://files.example.com',
    });
    expect(run(url, 'http://localhost:8080', { require_tld: false })).toEqual({
      ok: true,
      value: 'http://localhost:8080',
    });
    expect(run(url, 'example.com', { add_missing_scheme: false }).ok).toBe(false);
  });

  it('refuses a malformed scheme in the configuration', () => {
    expect(url.validateConfig({ schemes: ['HTTP'] })[0]?.property_path).toBe('type.url_data_type.schemes[0]');
  });
});

describe('IMAGE', () => {
  it('accepts a URL whose path ends in an image extension, whatever its case or query', () => {
    expect(run(image, 'https://cdn.example.com/p/12.JPG?w=200')).toEqual({
      ok: true,
      value: 'https://cdn.example.com/p/12.JPG?w=200',
    });
  });

  it('rejects another file and says what is expected', () => {
    expect(run(image, 'https://example.com/doc.pdf', { extensions: ['png', 'jpg'] })).toEqual({
      ok: false,
      message: '"https://example.com/doc.pdf" is not an image URL (expected .png, .jpg)',
    });
    expect(run(image, 'not a url')).toEqual({ ok: false, message: '"not a url" is not a valid URL' });
  });

  it('refuses an extension written with its dot', () => {
    expect(image.validateConfig({ extensions: ['.png'] })[0]?.property_path).toBe(
      'type.image_data_type.extensions[0]',
    );
  });
});

describe('EMAIL', () => {
  it.each([
    ['Ada.Lovelace@Example.COM', {}, 'Ada.Lovelace@example.com'],
    ['Ada.Lovelace@Example.COM', { lowercase_local_part: true }, 'ada.lovelace@example.com'],
    [' mailto:bob+tag@example.org ', {}, 'bob+tag@example.org'],
    ['jose@correo.españa.es', {}, 'jose@correo.españa.es'],
    ['root@localhost', { require_tld: false }, 'root@localhost'],
  ])('accepts %j with %j as %j', (raw, config, canonical) => {
    expect(run(email, raw, config)).toEqual({ ok: true, value: canonical });
  });

  it.each([
    'plainaddress',
    '@example.com',
    'a@b',
    'a..b@example.com',
    'a@-example.com',
    'a b@example.com',
    'root@localhost',
    `${'x'.repeat(65)}@example.com`,
  ])('rejects %j', (raw) => {
    const result = run(email, raw);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(/is not a valid e-mail address$/);
  });
});
