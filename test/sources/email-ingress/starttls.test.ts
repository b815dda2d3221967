/**
 * STARTTLS with the operator's certificate: offered only when one is configured (without it,
 * smtp-server would offer its published test certificate), and a partner's server that insists on
 * encryption delivers through it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngress, type TestIngress } from './support/ingress.ts';
import { rawSmtp } from './support/raw-smtp.ts';
import { OPEN, SOURCES } from './support/sources.ts';

const fixtures = path.join(import.meta.dirname, '..', 'fixtures');
const cert = readFileSync(path.join(fixtures, 'ftps-cert.pem'), 'utf8');
const key = readFileSync(path.join(fixtures, 'ftps-key.pem'), 'utf8');
const CSV = Buffer.from('sku,qty\nA1,3\n');

describe('e-mail ingress with a certificate', () => {
  let ingress: TestIngress;

  beforeAll(async () => {
    ingress = await startIngress(SOURCES, { tls: { cert, key } });
  });
  afterAll(() => ingress.close());

  it('offers STARTTLS, still no AUTH', async () => {
    const smtp = await rawSmtp(ingress.port);
    const ehlo = await smtp.command('EHLO client.partner.com');
    expect(ehlo).toContain('STARTTLS');
    expect(ehlo).not.toMatch(/AUTH/);
    smtp.close();
  });

  it('receives a message from a server that requires TLS, verifying the certificate', async () => {
    const transport = createTransport({
      host: '127.0.0.1',
      port: ingress.port,
      secure: false,
      requireTLS: true,
      tls: { ca: cert, servername: 'localhost' },
    });
    try {
      const before = ingress.delivered.length;
      const info = await transport.sendMail({
        from: 'orders@partner.com',
        to: OPEN,
        subject: 'Stock',
        attachments: [{ filename: 'stock.csv', content: CSV }],
      });
      expect(info.accepted).toEqual([OPEN]);
      expect(ingress.delivered[before]!.files[0]!.bytes.equals(CSV)).toBe(true);
    } finally {
      transport.close();
    }
  });
});

describe('e-mail ingress without a certificate', () => {
  it('leaves a server that requires TLS unable to send, rather than offer a certificate it does not own', async () => {
    const ingress = await startIngress(SOURCES);
    const transport = createTransport({
      host: '127.0.0.1',
      port: ingress.port,
      secure: false,
      requireTLS: true,
    });
    try {
      await expect(
        transport.sendMail({ from: 'orders@partner.com', to: OPEN, subject: 'Stock', text: 'x' }),
      ).rejects.toThrow(/STARTTLS/);
      expect(ingress.delivered).toEqual([]);
    } finally {
      transport.close();
      await ingress.close();
    }
  });
});
