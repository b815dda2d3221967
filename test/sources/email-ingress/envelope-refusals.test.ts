/**
 * Refusals decided from the envelope, before the message is sent (RCPT TO): a recipient outside
 * the mail domain (no open relay), an address no source has, a sender the source does not allow, a
 * bounce, a second source in the same message. Each is a 5xx a person can act on, logged, and the
 * port never hears of the message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN, refusal, startIngress, type TestIngress } from './support/ingress.ts';
import { ALL_ADDRESSES, CSV, OPEN, SOURCES, STOCK } from './support/sources.ts';

describe('e-mail ingress: envelope refusals', () => {
  let ingress: TestIngress;
  const texts: string[] = [];

  beforeAll(async () => {
    ingress = await startIngress(SOURCES);
  });

  afterAll(async () => {
    await ingress.close();
  });

  async function refused(mail: Parameters<TestIngress['send']>[0]) {
    const reply = await refusal(ingress.send({ subject: 'Stock 2026-07', attachments: [CSV], ...mail }));
    texts.push(reply.text);
    expect(ingress.delivered).toEqual([]);
    return reply;
  }

  it('refuses an address no source has with a 550 that says to check the address', async () => {
    const reply = await refused({ from: 'a@partner.com', to: 'src-zzzzzzzzzzzz@in.ferry.test' });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain(
      "No source receives files at src-zzzzzzzzzzzz@in.ferry.test: check the address in the source's settings.",
    );
  });

  it('relays nothing: a recipient of another domain is refused', async () => {
    const reply = await refused({ from: 'a@partner.com', to: 'someone@partner.com' });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain('This server takes mail for in.ferry.test only and relays nothing');
  });

  it('relays nothing either to a source-like address of another domain', async () => {
    const reply = await refused({ from: 'a@partner.com', to: OPEN.replace('in.ferry.test', 'ferry.test') });
    expect(reply.code).toBe(550);
  });

  it('refuses a sender the source does not allow', async () => {
    const reply = await refused({ from: 'a@partner.com.evil.io', to: OPEN });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain(
      'The sender a@partner.com.evil.io is not allowed to send files to this address.',
    );
  });

  it('matches sender patterns whatever the letter case, and * over several labels', async () => {
    await ingress.send({ from: 'Exports@EU.West.Supplier.NET', to: OPEN, subject: 'x', attachments: [CSV] });
    expect(ingress.delivered.map((d) => d.source.sourceId)).toEqual(['open']);
    ingress.delivered.length = 0;
  });

  it('refuses a message without a sender (a bounce)', async () => {
    const reply = await refused({ from: 'a@partner.com', envelope: { from: '', to: OPEN } });
    expect(reply.code).toBe(550);
    expect(reply.text).toContain(
      'A message without a sender address (such as a bounce) cannot deliver files.',
    );
  });

  it('takes one source per message: a second is put off with a 452, the first gets the file', async () => {
    const info = (await ingress.send({
      from: 'a@partner.com',
      to: [OPEN, STOCK],
      subject: 'Stock 2026-07',
      attachments: [CSV],
    })) as {
      accepted: string[];
      rejected: string[];
      rejectedErrors?: { response?: string }[];
    };
    expect(info.accepted).toEqual([OPEN]);
    expect(info.rejected).toEqual([STOCK]);
    expect(info.rejectedErrors?.[0]?.response).toContain('452 A message can go to one source address only');
    expect(ingress.delivered.map((d) => d.source.sourceId)).toEqual(['open']);
    ingress.delivered.length = 0;
  });

  it('asks the sender to try again later (451) when the address cannot be looked up', async () => {
    const reply = await refused({ from: 'a@partner.com', to: BROKEN });
    expect(reply.code).toBe(451);
    expect(reply.text).toContain('Ferry cannot check this address just now: please try again later.');
    expect(ingress.logs).toContain(
      `Looking up the source of ${BROKEN} failed: connection to the database lost`,
    );
    expect(ingress.logs.some((l) => l.startsWith('Mail refused (451) from "a@partner.com"'))).toBe(true);
  });

  it('logs each refusal with its reason', () => {
    const line = ingress.logs.find(
      (l) => l.includes('Mail refused (550)') && l.includes('a@partner.com.evil.io'),
    );
    expect(line).toContain('is not allowed to send files');
  });

  it('names in no reply the address of a source, and writes each as a sentence', () => {
    expect(texts.length).toBeGreaterThan(4);
    for (const text of texts) {
      for (const address of ALL_ADDRESSES) expect(text).not.toContain(address);
      expect(text).toMatch(/^[45]\d\d [A-Z].*[.]$/);
    }
  });
});
