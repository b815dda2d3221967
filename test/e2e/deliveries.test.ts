/**
 * `GET /deliveries` and `POST /delivery/{id}/retry` (DESIGN §10) against real receivers on
 * loopback: a webhook and a push that fail once and are retried, an e-mail in the same list, the
 * filters, keyset paging, and what another organisation and a sender may not see or do.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../src/events/mail/mailer.ts';
import { RecordedMail } from '../../src/services/deliveries/recorded-mail.ts';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { call, newCustomer } from '../support/flow.ts';
import { mailTo } from '../support/outbox.ts';
import { codeRows, pushTemplate, type Receiver, receiver, submitAndPush } from '../support/pushes.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

let t: TestApp;
let acme: TestOrganisation;
let other: TestOrganisation;
let hooks: WebhookReceiver;
let pushed: Receiver;

interface Delivery {
  delivery_id: string;
  channel: string;
  target: string | null;
  event: string;
  submission_id: string | null;
  status: string;
  attempts: { at: string; status_code: number | null; duration_ms: number; excerpt: string | null }[];
  next_attempt_at: string | null;
}

beforeAll(async () => {
  // No retry schedule: the first failed attempt is the last automatic one.
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [] }, { jobs: true });
  acme = await t.organisation('acme');
  other = await t.organisation('other');
  hooks = await WebhookReceiver.start();
  // The push receiver refuses the first request and takes every later one.
  pushed = await receiver((n) => (n === 1 ? 500 : 200));
});
afterAll(async () => {
  await t.close();
  await hooks.close();
  await pushed.close();
});

async function list(
  query = '',
  token = acme.token,
): Promise<{ entries: Delivery[]; next_cursor: string | null }> {
  const res = await call(t, token, 'GET', `/deliveries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload;
}

/** Polls the list until the delivery reaches `status` (bounded: about 60 s). */
async function until(deliveryId: string, status: string): Promise<Delivery> {
  for (let i = 0; i < 600; i++) {
    const found = (await list('?per_page=100')).entries.find((d) => d.delivery_id === deliveryId);
    if (found?.status === status) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`delivery ${deliveryId} never became ${status}`);
}

describe('the deliveries of an organisation', () => {
  let submissionId: string;
  let all: Delivery[];

  it('lists a failed webhook and a failed push of one submission, and an e-mail, newest first', async () => {
    hooks.answer('/hook', [500, 200]);
    const hook = await call(t, acme.token, 'POST', '/webhooks', {
      url: hooks.url('/hook'),
      events: ['READY_FOR_DOWNLOAD'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    hooks.verifyWith('/hook', envelope(hook).payload.secret);
    await pushTemplate(t, acme.token, 'codes', { url: `${pushed.url}/in` });
    const submission = await submitAndPush(t, acme.token, 'codes', codeRows(2));
    submissionId = submission.submission_id;

    const customer = await newCustomer(t, acme.token, {
      external_id: 'c-1',
      name: 'Cleo',
      email: 'cleo@partner.example',
      template_handles: ['codes'],
    });
    const invited = await call(t, acme.token, 'POST', `/customer/${customer.id}/invitation`, {
      template_handle: 'codes',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(await mailTo(t, 'cleo@partner.example')).toHaveLength(1);

    const webhook = (await list('?channel=webhook')).entries[0]!;
    await until(webhook.delivery_id, 'failed');
    all = (await list()).entries;
    expect(all.map((d) => d.channel).sort()).toEqual(['email', 'push', 'webhook']);
    expect(all[0]).toMatchObject({
      channel: 'email',
      target: 'cleo@partner.example',
      event: 'CUSTOMER_INVITATION',
      status: 'succeeded',
      submission_id: null,
    });
    expect(all[0]!.attempts).toHaveLength(1);
    expect(all[0]!.attempts[0]).toMatchObject({ status_code: null, excerpt: null });

    const failedHook = all.find((d) => d.channel === 'webhook')!;
    expect(failedHook).toMatchObject({
      target: hooks.url('/hook'),
      event: 'READY_FOR_DOWNLOAD',
      submission_id: submissionId,
      status: 'failed',
      next_attempt_at: null,
    });
    expect(failedHook.attempts).toHaveLength(1);
    expect(failedHook.attempts[0]).toMatchObject({ status_code: 500, excerpt: 'answer 500 to /hook' });
    expect(failedHook.attempts[0]!.duration_ms).toBeGreaterThanOrEqual(0);

    const failedPush = all.find((d) => d.channel === 'push')!;
    expect(failedPush).toMatchObject({
      delivery_id: submissionId,
      target: `${pushed.url}/in`,
      event: 'SUBMISSION_PUSH',
      submission_id: submissionId,
      status: 'failed',
    });
    // The push report's records, its note that it gave up included.
    expect(failedPush.attempts.map((a) => a.status_code)).toEqual([500, null]);
    expect(failedPush.attempts[1]!.excerpt).toMatch(/^Given up after 1 attempts/);
  });

  it('filters by channel, status, submission and time, and pages by cursor', async () => {
    expect((await list('?channel=email')).entries.map((d) => d.channel)).toEqual(['email']);
    const failed = (await list('?status=failed')).entries;
    expect(failed.map((d) => d.channel).sort()).toEqual(['push', 'webhook']);
    const ofSubmission = (await list(`?submission_id=${submissionId}`)).entries;
    expect(ofSubmission.map((d) => d.channel).sort()).toEqual(['push', 'webhook']);
    expect((await list('?from=2999-01-01T00:00:00Z')).entries).toEqual([]);
    expect((await list('?to=2000-01-01T00:00:00Z')).entries).toEqual([]);
    expect((await list(`?from=2000-01-01T00:00:00Z&to=2999-01-01T00:00:00Z`)).entries).toHaveLength(3);

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const query: string = cursor ? `?per_page=1&cursor=${cursor}` : '?per_page=1';
      const answer = await list(query);
      seen.push(...answer.entries.map((d) => d.delivery_id));
      cursor = answer.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(all.map((d) => d.delivery_id));

    for (const query of ['?cursor=nonsense', '?from=yesterday', '?per_page=0', '?channel=fax']) {
      const res = await call(t, acme.token, 'GET', `/deliveries${query}`);
      expect([400, 409], `${query}: ${res.body}`).toContain(res.statusCode);
      expect(envelope(res).payload.error.message).toBeTruthy();
    }
  });

  it('sends a failed webhook and a failed push again; refuses what did not fail', async () => {
    const failedHook = all.find((d) => d.channel === 'webhook')!;
    const retried = await call(t, acme.token, 'POST', `/delivery/${failedHook.delivery_id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(envelope(retried).payload).toMatchObject({ status: 'succeeded' });
    expect(envelope(retried).payload.attempts.map((a: { status_code: number }) => a.status_code)).toEqual([
      500, 200,
    ]);
    expect(hooks.received('/hook').every((r) => r.refusal === null)).toBe(true);

    const again = await call(t, acme.token, 'POST', `/delivery/${failedHook.delivery_id}/retry`);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).payload.violations[0].message).toBe(
      'Only a failed delivery can be sent again: it was received.',
    );
    const email = all.find((d) => d.channel === 'email')!;
    expect((await call(t, acme.token, 'POST', `/delivery/${email.delivery_id}/retry`)).statusCode).toBe(409);

    const push = await call(t, acme.token, 'POST', `/delivery/${submissionId}/retry`);
    expect(push.statusCode, push.body).toBe(200);
    const delivered = await until(submissionId, 'succeeded');
    expect(delivered.attempts.map((a) => a.status_code)).toEqual([500, null, 200]);
    expect(pushed.received).toHaveLength(2);

    // Both retries are in the audit log: the webhook's through its own delivery log, the push here.
    const audit = envelope(await call(t, acme.token, 'GET', '/audit-log?resource_type=delivery')).payload
      .entries;
    expect(audit.map((e: { resource_id: string }) => e.resource_id).sort()).toEqual(
      [failedHook.delivery_id, submissionId].sort(),
    );
    for (const entry of audit) {
      expect(entry).toMatchObject({ action: 'retry', before: { status: 'failed' } });
    }

    const unknown = await call(t, acme.token, 'POST', '/delivery/00000000-0000-4000-8000-000000000000/retry');
    expect(unknown.statusCode).toBe(404);
  });

  it('shows another organisation nothing and lets it retry nothing; a sender reaches neither route', async () => {
    expect((await list('', other.token)).entries).toEqual([]);
    expect((await list(`?submission_id=${submissionId}`, other.token)).entries).toEqual([]);
    for (const delivery of all) {
      const res = await call(t, other.token, 'POST', `/delivery/${delivery.delivery_id}/retry`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(delivery.delivery_id);
    }
    const sender = await newCustomer(t, acme.token, {
      external_id: 'c-2',
      name: 'Sam',
      template_handles: ['codes'],
    });
    expect((await call(t, sender.token, 'GET', '/deliveries')).statusCode).toBe(403);
    expect((await call(t, sender.token, 'POST', `/delivery/${submissionId}/retry`)).statusCode).toBe(403);
  });

  it('sends a failed e-mail again as it was stored', async () => {
    const refusing = {
      send: () => Promise.reject(new Error('SMTP server said 451 try later')),
    } as unknown as Mailer;
    const mail = {
      to: 'late@partner.example',
      subject: 'Your invitation',
      text: 'Come in.',
      language: 'en' as const,
    };
    const organisationId = (
      await t.database.db
        .selectFrom('organisations')
        .select('organisation_id')
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow()
    ).organisation_id;
    await expect(
      new RecordedMail(t.services.ctx, refusing).send(organisationId, 'CUSTOMER_INVITATION', mail),
    ).rejects.toThrow('451');
    const [failed] = (await list('?channel=email&status=failed')).entries;
    expect(failed).toMatchObject({ target: 'late@partner.example', status: 'failed' });
    expect(failed!.attempts.map((a) => a.excerpt)).toEqual(['SMTP server said 451 try later']);

    const res = await call(t, acme.token, 'POST', `/delivery/${failed!.delivery_id}/retry`);
    expect(res.statusCode, res.body).toBe(200);
    expect(envelope(res).payload).toMatchObject({ status: 'succeeded' });
    expect(envelope(res).payload.attempts).toHaveLength(2);
    const sent = await mailTo(t, 'late@partner.example');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.raw).toContain('Subject: Your invitation');
  });
});
