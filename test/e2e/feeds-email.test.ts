/**
 * E-mail triggers: a message sent with nodemailer to an e-mail source's address, through Ferry's
 * own SMTP server on loopback, starts one `email` run per attachment for every enabled feed of the
 * source, each processed like an upload of the same file; a paused feed runs nothing, and a source
 * with no enabled feed refuses the message.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailIngress } from '../../src/cli/mail-ingress.ts';
import type { EmailIngress } from '../../src/sources/email-ingress/email-ingress.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call, createContactsTemplate } from '../support/flow.ts';
import { createSource, runUntil, submittedTarget } from './source-runs-support.ts';

const DOMAIN = 'in.ferry.test';
const ANN = 'E-mail,Name,Price\nann@example.com,Ann,12.50\n';
const BOB = 'E-mail,Name,Price\nbob@example.com,Bob,3.00\n';

let t: TestApp;
let acme: string;
let ingress: EmailIngress;
let mail: Transporter;

beforeAll(async () => {
  t = await createTestApp({ mailDomain: DOMAIN }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts');
  ingress = createMailIngress(t.services.ctx.config, t.services, pino({ level: 'silent' }));
  const port = await ingress.listen(0, '127.0.0.1');
  mail = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
}, 60_000);
afterAll(async () => {
  mail?.close();
  await ingress?.close();
  await t?.close();
});

async function emailSource(): Promise<{ sourceId: string; address: string }> {
  const body = {
    name: 'Partner mail',
    data_extractor: 'email',
    email: { allowed_senders: ['*@partner.com'] },
  };
  const sourceId = await createSource(t, acme, body);
  const source = envelope(await call(t, acme, 'GET', `/sender/source/${sourceId}`)).payload;
  return { sourceId, address: source.email.address };
}

async function feed(sourceId: string, name: string, enabled = true): Promise<string> {
  const res = await call(t, acme, 'POST', '/feeds', {
    name,
    source_id: sourceId,
    template_handle: 'contacts',
    enabled,
  });
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.feed_id;
}

async function runsOf(feedId: string) {
  return envelope(await call(t, acme, 'GET', `/feed/${feedId}/runs`)).payload.entries as {
    transformation_id: string;
    automation_id: string;
    type: string;
  }[];
}

/** Every file left in the blob store under a `received` folder. */
async function waiting(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.parentPath.split(path.sep).includes('received'))
    .map((e) => e.name);
}

describe('an e-mail to a source with feeds', () => {
  it('starts one run per attachment for each enabled feed, each processed', async () => {
    const { sourceId, address } = await emailSource();
    const first = await feed(sourceId, 'First');
    const second = await feed(sourceId, 'Second');
    const paused = await feed(sourceId, 'Paused', false);
    await mail.sendMail({
      from: 'exports@partner.com',
      to: address,
      subject: 'Contacts',
      text: 'Two files attached.',
      attachments: [
        { filename: 'ann.csv', content: ANN },
        { filename: 'bob.csv', content: BOB },
      ],
    });
    expect(await runsOf(paused)).toEqual([]);
    for (const feedId of [first, second]) {
      const runs = await runsOf(feedId);
      expect(runs.map((r) => r.type)).toEqual(['email', 'email']);
      const targets: string[] = [];
      for (const run of runs) {
        expect((await runUntil(t, acme, run.automation_id, ['processed', 'failed'])).step).toBe('processed');
        targets.push((await submittedTarget(t, acme, run.transformation_id)).toString());
        const read = envelope(await call(t, acme, 'GET', `/transformation/${run.transformation_id}`)).payload;
        expect(read.source_id).toBe(sourceId);
      }
      expect(targets.some((target) => target.includes('ann@example.com'))).toBe(true);
      expect(targets.some((target) => target.includes('bob@example.com'))).toBe(true);
    }
    // Each run copied the attachment into its own files; the copy received is gone.
    expect(await waiting(t.services.ctx.config.dataDir)).toEqual([]);
  }, 120_000);

  it('is refused when every feed of the source is paused, and runs nothing', async () => {
    const { sourceId, address } = await emailSource();
    const paused = await feed(sourceId, 'Paused', false);
    const sending = mail.sendMail({
      from: 'exports@partner.com',
      to: address,
      subject: 'Contacts',
      attachments: [{ filename: 'ann.csv', content: ANN }],
    });
    await expect(sending).rejects.toThrow(/55\d/);
    expect(await runsOf(paused)).toEqual([]);
  });

  it('takes no schedule and no run by hand: it has nothing to fetch', async () => {
    const { sourceId } = await emailSource();
    const message =
      'A feed of an e-mail source runs on each e-mail the source receives: it has no file to fetch on a schedule or by hand.';
    const scheduled = await call(t, acme, 'POST', '/feeds', {
      name: 'Hourly',
      source_id: sourceId,
      template_handle: 'contacts',
      cron: '0 * * * *',
    });
    expect(scheduled.statusCode).toBe(409);
    expect(envelope(scheduled).payload.violations).toEqual([
      { property_path: 'cron', invalid_value: '0 * * * *', message },
    ]);
    const feedId = await feed(sourceId, 'On mail');
    const run = await call(t, acme, 'POST', `/feed/${feedId}/run`);
    expect(run.statusCode).toBe(409);
    expect(envelope(run).payload.violations).toEqual([
      { property_path: 'source_id', invalid_value: sourceId, message },
    ]);
    expect(await runsOf(feedId)).toEqual([]);
  });
});
