/**
 * The events the stages raise, end to end: a file uploaded and submitted over HTTP is told to the
 * receiver as READY_FOR_DOWNLOAD with the Submission, whose pushed_at is then set; a file whose
 * step fails is told as AUTOMATION_FAILED with the automation status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import {
  call,
  createContactsTemplate,
  submitAndWait,
  untilStep,
  uploadAndTransform,
  uploadFile,
} from '../support/flow.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

let t: TestApp;
let acme: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  await createContactsTemplate(t, acme, 'contacts', { accept_errors: true });
  receiver = await WebhookReceiver.start();
  for (const [path, events] of [
    ['/ready', ['READY_FOR_DOWNLOAD']],
    ['/failed', ['AUTOMATION_FAILED']],
  ] as const) {
    const res = await call(t, acme, 'POST', '/webhooks', {
      url: receiver.url(path),
      events,
      template_handles: ['contacts'],
    });
    receiver.verifyWith(path, envelope(res).payload.secret);
  }
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** Polls until the receiver got `count` requests on `path` (bounded: about 60 s). */
async function receivedOn(path: string, count = 1) {
  for (let i = 0; i < 600 && receiver.received(path).length < count; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const received = receiver.received(path);
  expect(received.length, `requests on ${path}`).toBe(count);
  return received;
}

async function submission(id: string) {
  return envelope(await call(t, acme, 'GET', `/submission/${id}`)).payload;
}

describe('READY_FOR_DOWNLOAD', () => {
  it('sends the processed Submission once, and its delivery sets pushed_at', async () => {
    const created = await uploadAndTransform(
      t,
      acme,
      'contacts',
      'E-mail,Name,Price\nada@example.com,Ada,3\n',
    );
    const submitted = await submitAndWait(t, acme, created);
    const [request] = await receivedOn('/ready');
    expect(request!.refusal).toBeNull();
    const body = request!.verified as any;
    expect(body.type).toBe('READY_FOR_DOWNLOAD');
    // The Submission as it stood when it became ready: not yet pushed.
    expect(body.data).toEqual({ ...submitted, pushed_at: null });
    let pushedAt: string | null = null;
    for (let i = 0; i < 600 && !pushedAt; i++) {
      pushedAt = (await submission(submitted.submission_id)).pushed_at;
      if (!pushedAt) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pushedAt).not.toBeNull();
    expect(Date.parse(pushedAt!)).toBeGreaterThanOrEqual(Date.parse(body.timestamp));
    expect(receiver.received('/failed')).toHaveLength(0);
  });

  it('is one message however many times the stage tells it', async () => {
    const before = receiver.received('/ready').length;
    const [row] = await t.database.db.selectFrom('submissions').select('submission_id').execute();
    await t.services.webhooks.submissionReady(row!.submission_id);
    const hooks = envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries;
    const ready = hooks.find((hook: { url: string }) => hook.url === receiver.url('/ready'));
    const log = envelope(await call(t, acme, 'GET', `/webhooks/${ready.webhook_id}/deliveries`)).payload;
    expect(log.total_items).toBe(1);
    expect(receiver.received('/ready')).toHaveLength(before);
  });
});

describe('AUTOMATION_FAILED', () => {
  it('sends the automation status of a file whose step failed', async () => {
    const created = await uploadFile(t, acme, 'contacts', '');
    const status = await untilStep(t, acme, created.automation_id, ['failed']);
    const [request] = await receivedOn('/failed');
    expect(request!.refusal).toBeNull();
    const automation = envelope(
      await call(t, acme, 'GET', `/transformation/automation/${created.automation_id}`),
    );
    expect(request!.verified).toMatchObject({ type: 'AUTOMATION_FAILED', data: automation.payload });
    expect((request!.verified as any).data).toMatchObject({ step: 'failed', details: status.details });
  });
});
