/**
 * Refusals decided from the message itself, after DATA: the From header, the subject, the
 * attachments, the size. The reply still reaches the sender's server while it is connected (a 5xx,
 * or a 451 when Ferry itself fails), the port never sees a refused message and no scratch file stays.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusal, startIngress, type TestIngress } from './support/ingress.ts';
import { ALL_ADDRESSES, CSV, OPEN, SOURCES, STOCK } from './support/sources.ts';

const MAX = 256 * 1024;

describe('e-mail ingress: message refusals', () => {
  let ingress: TestIngress;
  let scratch: string;
  const texts: string[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'ingress-scratch-'));
    ingress = await startIngress(SOURCES, {
      maxMessageBytes: MAX,
      maxAttachmentBytes: 100 * 1024,
      scratchRoot: scratch,
    });
  });

  afterAll(async () => {
    await ingress.close();
    expect(await readdir(scratch)).toEqual([]);
    await rm(scratch, { recursive: true, force: true });
  });

  async function refused(mail: Parameters<TestIngress['send']>[0]) {
    const reply = await refusal(
      ingress.send({ from: 'a@partner.com', to: STOCK, subject: 'Stock 2026-07', ...mail }),
    );
    texts.push(reply.text);
    expect(ingress.delivered).toEqual([]);
    expect(await readdir(scratch)).toEqual([]);
    return reply;
  }

  it('refuses a message whose From header names a sender not allowed, even from an allowed envelope', async () => {
    const reply = await refused({
      from: 'boss@elsewhere.io',
      envelope: { from: 'a@partner.com', to: STOCK },
      attachments: [CSV],
    });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain(
      'The sender in the From header, boss@elsewhere.io, is not allowed to send files to this address.',
    );
  });

  it('refuses a message without a From header', async () => {
    const reply = await refused({
      from: '',
      envelope: { from: 'a@partner.com', to: STOCK },
      attachments: [CSV],
    });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain('The message has no From address');
  });

  it('refuses a subject the source does not accept', async () => {
    const reply = await refused({ subject: 'Re: Stock 2026-07', attachments: [CSV] });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain('The subject of the message is not one this address accepts.');
  });

  it('accepts a subject matching the pattern, letter case aside as the pattern says', async () => {
    await ingress.send({ from: 'a@partner.com', to: STOCK, subject: 'STOCK 2026-08', attachments: [CSV] });
    expect(ingress.delivered.map((d) => d.source.sourceId)).toEqual(['stock']);
    ingress.delivered.length = 0;
  });

  it('refuses a message without any attachment, naming the files it takes', async () => {
    const reply = await refused({ to: OPEN, text: 'The file is attached.' });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain(
      'The message has no attachment Ferry can read: attach a .csv, .tsv, .txt, .xlsx, .xls, .ods, .json or .xml file.',
    );
  });

  it('refuses a message whose only attachment is a PDF, saying which file it saw', async () => {
    const pdf = { filename: 'report.pdf', content: Buffer.from('%PDF-1.7\n') };
    const reply = await refused({ to: OPEN, attachments: [pdf] });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain('no attachment Ferry can read (it had report.pdf)');
  });

  it('refuses a message over the size cap with a 552', async () => {
    const big = { filename: 'big.csv', content: Buffer.alloc(MAX, 'a;b\n') };
    const reply = await refused({ to: OPEN, attachments: [big] });
    expect(reply.code).toBe(552);
    expect(reply.text).toContain('The message is larger than the 256 KB this server accepts.');
  });

  it('refuses an attachment larger than a file may be once decoded, naming it, and keeps none of the message', async () => {
    const small = { filename: 'small.csv', content: 'a;b\n' };
    const big = { filename: 'big.csv', content: Buffer.alloc(100 * 1024 + 1, 'a;b\n') };
    const reply = await refused({ to: OPEN, attachments: [small, big] });
    expect(reply.code).toBe(552);
    expect(reply.text).toContain('The attachment big.csv is larger than the 100 KB a file may have here.');
  });

  it('takes an attachment exactly as large as a file may be', async () => {
    const full = { filename: 'full.csv', content: Buffer.alloc(100 * 1024, 'a;b\n') };
    await ingress.send({ from: 'a@partner.com', to: OPEN, subject: 'x', attachments: [full] });
    expect(ingress.delivered.map((d) => d.files[0]!.size)).toEqual([100 * 1024]);
    ingress.delivered.length = 0;
  });

  it('asks the sender to try again later (451) when the file cannot be taken in', async () => {
    ingress.failHandler(true);
    try {
      const reply = await refused({ to: OPEN, attachments: [CSV] });
      expect(reply.code).toBe(451);
      expect(reply.text).toContain(
        'Ferry could not take the files in just now: please send the message again later.',
      );
    } finally {
      ingress.failHandler(false);
    }
  });

  it('logs each refusal after DATA with its code and reason', () => {
    expect(ingress.logs.some((l) => l.startsWith('Mail refused (552)') && l.includes('larger than'))).toBe(
      true,
    );
    expect(ingress.logs.some((l) => l.includes('not taken in: the database is down'))).toBe(true);
  });

  it('names in no reply the address of a source, and writes each as a sentence', () => {
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) {
      for (const address of ALL_ADDRESSES) expect(text).not.toContain(address);
      expect(text).toMatch(/^[45]\d\d [A-Z].*[.]$/);
    }
  });
});
