/**
 * The SMTP conversation itself, spoken by hand: what the server offers (an inbound MX: no AUTH,
 * and no STARTTLS without a certificate), a SIZE announced too large, and a sender that hangs up
 * in the middle of DATA.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startIngress, type TestIngress } from './support/ingress.ts';
import { rawSmtp } from './support/raw-smtp.ts';
import { OPEN, SOURCES } from './support/sources.ts';

const MAX = 64 * 1024;

describe('e-mail ingress: the SMTP session', () => {
  let ingress: TestIngress;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'ingress-scratch-'));
    ingress = await startIngress(SOURCES, { maxMessageBytes: MAX, scratchRoot: scratch });
  });

  afterAll(async () => {
    await ingress.close();
    await rm(scratch, { recursive: true, force: true });
  });

  it('greets as the mail domain and offers SIZE but neither AUTH nor STARTTLS', async () => {
    const smtp = await rawSmtp(ingress.port);
    const ehlo = await smtp.command('EHLO client.partner.com');
    expect(ehlo).toMatch(/^250-in\.ferry\.test/);
    expect(ehlo).toContain(`SIZE ${MAX}`);
    expect(ehlo).not.toMatch(/AUTH|STARTTLS/);
    expect(await smtp.command('AUTH PLAIN AGEAYg==')).toMatch(/^5\d\d /);
    expect(await smtp.command('STARTTLS')).toMatch(/^5\d\d /);
    smtp.close();
  });

  it('refuses at MAIL FROM a message announced larger than the cap', async () => {
    const smtp = await rawSmtp(ingress.port);
    await smtp.command('EHLO client.partner.com');
    expect(await smtp.command(`MAIL FROM:<a@partner.com> SIZE=${MAX + 1}`)).toMatch(/^552 /);
    smtp.close();
  });

  it('refuses an attachment sent without a name, as a file it cannot name', async () => {
    const smtp = await rawSmtp(ingress.port);
    await smtp.command('EHLO client.partner.com');
    await smtp.command('MAIL FROM:<a@partner.com>');
    expect(await smtp.command(`RCPT TO:<${OPEN}>`)).toMatch(/^250 /);
    expect(await smtp.command('DATA')).toMatch(/^354 /);
    smtp.write(
      [
        'From: a@partner.com',
        'Subject: no name',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/csv',
        'Content-Disposition: attachment',
        '',
        'a;b',
        '--b--',
        '.',
        '',
      ].join('\r\n'),
    );
    expect(await smtp.reply()).toMatch(/^550 The message has no attachment Ferry can read/);
    smtp.close();
    expect(ingress.delivered).toEqual([]);
  });

  it('refuses a message with more MIME parts than the parser takes as one it cannot read', async () => {
    const smtp = await rawSmtp(ingress.port);
    await smtp.command('EHLO client.partner.com');
    await smtp.command('MAIL FROM:<a@partner.com>');
    await smtp.command(`RCPT TO:<${OPEN}>`);
    await smtp.command('DATA');
    const parts = Array.from(
      { length: 1001 },
      (_, i) => `--b\r\nContent-Type: text/csv; name="${i}.csv"\r\n\r\nx`,
    );
    const head = 'From: a@partner.com\r\nSubject: parts\r\nContent-Type: multipart/mixed; boundary=b\r\n\r\n';
    smtp.write(`${head}${parts.join('\r\n')}\r\n--b--\r\n.\r\n`);
    expect(await smtp.reply()).toMatch(
      /^550 The message could not be read: its MIME structure is broken or has too many parts\./,
    );
    smtp.close();
    expect(ingress.delivered).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('keeps nothing of a message whose sender hangs up in the middle of DATA', async () => {
    const smtp = await rawSmtp(ingress.port);
    await smtp.command('EHLO client.partner.com');
    await smtp.command('MAIL FROM:<a@partner.com>');
    await smtp.command(`RCPT TO:<${OPEN}>`);
    await smtp.command('DATA');
    smtp.write(
      [
        'From: a@partner.com',
        'Subject: cut',
        'MIME-Version: 1.0',
        'Content-Type: multipart/mixed; boundary=b',
        '',
        '--b',
        'Content-Type: text/csv; name="cut.csv"',
        'Content-Disposition: attachment; filename="cut.csv"',
        '',
        'a;b\r\n'.repeat(2000),
      ].join('\r\n'),
    );
    // A message sent afterwards on a new connection is handled once the cut one has been put away.
    smtp.close();
    await ingress.send({
      from: 'a@partner.com',
      to: OPEN,
      subject: 'next',
      attachments: [{ filename: 'n.csv', content: 'x' }],
    });
    expect(ingress.delivered.map((d) => d.files.map((f) => f.fileName))).toEqual([['n.csv']]);
    // The refusal is logged once the scratch folder is gone.
    expect(await ingress.logged('closed before the whole message')).toMatch(/^Mail refused \(451\)/);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('fails to start, saying why, on a port already taken', async () => {
    const again = startIngress(SOURCES, { port: ingress.port });
    await expect(again).rejects.toThrow(/EADDRINUSE/);
  });
});
