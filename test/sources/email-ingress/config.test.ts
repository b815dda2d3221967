/** FERRY_SMTP_PORT: where the e-mail ingress listens, 0 to run none; FERRY_SMTP_TLS_*: its STARTTLS. */
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../../src/config.ts';

describe('FERRY_SMTP_PORT', () => {
  it('is 2525 unless set, and 0 turns the ingress off', () => {
    expect(readConfig({}).smtpPort).toBe(2525);
    expect(readConfig({ FERRY_SMTP_PORT: '25' }).smtpPort).toBe(25);
    expect(readConfig({ FERRY_SMTP_PORT: '0' }).smtpPort).toBe(0);
  });

  it.each(['smtp', '70000', '-1'])('refuses %j with a sentence naming the variable', (value) => {
    expect(() => readConfig({ FERRY_SMTP_PORT: value })).toThrow(ConfigError);
    expect(() => readConfig({ FERRY_SMTP_PORT: value })).toThrow(/^FERRY_SMTP_PORT: /);
  });
});

describe('FERRY_SMTP_TLS_CERT and FERRY_SMTP_TLS_KEY', () => {
  it('offer no STARTTLS unless both are set', () => {
    expect(readConfig({}).smtpTls).toBeNull();
    expect(
      readConfig({ FERRY_SMTP_TLS_CERT: '/etc/ferry/mx.pem', FERRY_SMTP_TLS_KEY: '/etc/ferry/mx.key' })
        .smtpTls,
    ).toEqual({
      certFile: '/etc/ferry/mx.pem',
      keyFile: '/etc/ferry/mx.key',
    });
  });

  it('refuse one without the other, naming the one missing', () => {
    expect(() => readConfig({ FERRY_SMTP_TLS_CERT: '/etc/ferry/mx.pem' })).toThrow(
      'FERRY_SMTP_TLS_KEY: is needed with FERRY_SMTP_TLS_CERT.',
    );
    expect(() => readConfig({ FERRY_SMTP_TLS_KEY: '/etc/ferry/mx.key' })).toThrow(
      'FERRY_SMTP_TLS_CERT: is needed with FERRY_SMTP_TLS_KEY.',
    );
  });
});
