/**
 * The `webhook-delivery` job run by hand, the way pg-boss runs it, to see what each try does: the
 * next try it schedules, that a try run again sends nothing, giving up, and what stops a delivery
 * (a manual success, a deleted subscription). The job port records what would be queued.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundHttp } from '../../../src/outbound/outbound-http.ts';
import type { BackgroundJobs } from '../../../src/services/background-jobs.ts';
import { SecretBox } from '../../../src/services/identity/secret-box.ts';
import type { DeliveryJob } from '../../../src/services/webhooks/delivery.ts';
import { WebhookService } from '../../../src/services/webhooks/webhooks.ts';
import { createTestApp, envelope, type TestApp } from '../../support/app.ts';
import { call } from '../../support/flow.ts';
import { insertTemplate, organisationId } from '../../support/receiver-fixtures.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let receiver: WebhookReceiver;
let webhooks: WebhookService;
const queued: { data: Record<string, unknown>; startAfterSeconds?: number }[] = [];
/** Set to make the job port fail once, as when the queue cannot be reached. */
let queueDown = false;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1] });
  acme = (await t.organisation('acme')).token;
  acmeId = await organisationId(t.database.db, 'acme');
  receiver = await WebhookReceiver.start();
  const jobs: BackgroundJobs = {
    async send(_name, data, options) {
      if (queueDown) {
        queueDown = false;
        throw new Error('the queue cannot be reached');
      }
      queued.push({ data, startAfterSeconds: options?.startAfterSeconds });
    },
  };
  const { ctx, ports } = t.services;
  webhooks = new WebhookService(
    ctx,
    { blobs: ports.blobs, jobs },
    new OutboundHttp(['127.0.0.1']),
    new SecretBox(ctx.config),
  );
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A subscription of `path`, alone in the organisation, one event published to it, and the job queued for it. */
async function oneDelivery(path: string): Promise<{ webhookId: string; job: DeliveryJob }> {
  for (const old of envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries) {
    await call(t, acme, 'DELETE', `/webhooks/${old.webhook_id}`);
  }
  const res = await call(t, acme, 'POST', '/webhooks', {
    url: receiver.url(path),
    events: ['BULK_IMPORT_FINISHED'],
  });
  const hook = envelope(res).payload;
  receiver.verifyWith(path, hook.secret);
  queued.length = 0;
  await webhooks.publish({
    organisationId: acmeId,
    type: 'BULK_IMPORT_FINISHED',
    templateId: null,
    data: { path },
  });
  expect(queued).toHaveLength(1);
  return { webhookId: hook.webhook_id, job: queued.pop()!.data as unknown as DeliveryJob };
}

async function delivery(webhookId: string) {
  const res = await call(t, acme, 'GET', `/webhooks/${webhookId}/deliveries`);
  return envelope(res).payload.entries[0];
}

describe('each automatic try', () => {
  it('schedules the next after a failure, sends nothing when run again, and gives up when the schedule is spent', async () => {
    receiver.answer('/down', [500]);
    const { webhookId, job } = await oneDelivery('/down');
    expect(job).toEqual({ organisationId: acmeId, deliveryId: expect.any(String), try: 1 });

    await webhooks.deliver(job);
    const first = await delivery(webhookId);
    expect(first).toMatchObject({ status: 'pending', attempts: [{ attempt: 1, status_code: 500 }] });
    expect(
      Date.parse(first.next_attempt_at) - Date.parse(first.attempts[0].started_at),
    ).toBeGreaterThanOrEqual(1000);
    expect(queued).toEqual([{ data: { ...job, try: 2 }, startAfterSeconds: 1 }]);

    queued.length = 0;
    await webhooks.deliver(job);
    expect(receiver.received('/down')).toHaveLength(1);
    expect(queued).toEqual([]);

    await webhooks.deliver({ ...job, try: 2 });
    await webhooks.deliver({ ...job, try: 2 });
    const given = await delivery(webhookId);
    expect(given).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(given.attempts).toHaveLength(2);
    expect(receiver.received('/down')).toHaveLength(2);
    expect(queued).toEqual([]);
  });

  it('stops once a manual attempt succeeded', async () => {
    receiver.answer('/recovered', [500, 200]);
    const { webhookId, job } = await oneDelivery('/recovered');
    await webhooks.deliver(job);
    const { delivery_id } = await delivery(webhookId);
    const retry = await call(t, acme, 'POST', `/webhooks/${webhookId}/deliveries/${delivery_id}/retry`);
    expect(envelope(retry).payload).toMatchObject({ status: 'succeeded', next_attempt_at: null });
    await webhooks.deliver({ ...job, try: 2 });
    expect(receiver.received('/recovered')).toHaveLength(2);
    expect((await delivery(webhookId)).attempts.map((a: any) => a.automatic)).toEqual([true, false]);
  });

  it('gives up, sending nothing, once the subscription is deleted', async () => {
    const { webhookId, job } = await oneDelivery('/deleted');
    const before = await delivery(webhookId);
    expect((await call(t, acme, 'DELETE', `/webhooks/${webhookId}`)).statusCode).toBe(204);
    await webhooks.deliver(job);
    expect(receiver.received('/deleted')).toEqual([]);
    const row = await t.database.db
      .selectFrom('webhook_deliveries')
      .select(['status', 'attempts_made'])
      .where('delivery_id', '=', before.delivery_id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'failed', attempts_made: 0 });
  });
});

describe('publishing', () => {
  it('sends nothing to a subscription whose templates were all deleted, which reads []', async () => {
    const { templateId } = await insertTemplate(t.database.db, 'acme', 'gone', ['sku']);
    const hook = envelope(
      await call(t, acme, 'POST', '/webhooks', {
        url: receiver.url('/bound'),
        events: ['AUTOMATION_FAILED'],
        template_handles: ['gone'],
      }),
    ).payload;
    expect((await call(t, acme, 'DELETE', '/template/gone')).statusCode).toBe(204);
    const listed = envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries;
    expect(
      listed.find((h: { webhook_id: string }) => h.webhook_id === hook.webhook_id).template_handles,
    ).toEqual([]);
    for (const id of [templateId, null]) {
      await webhooks.publish({ organisationId: acmeId, type: 'AUTOMATION_FAILED', templateId: id, data: {} });
    }
    expect(await delivery(hook.webhook_id)).toBeUndefined();
  });

  it('queues again the first try of a message told twice whose job could not be queued', async () => {
    for (const old of envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries) {
      await call(t, acme, 'DELETE', `/webhooks/${old.webhook_id}`);
    }
    const hook = envelope(
      await call(t, acme, 'POST', '/webhooks', {
        url: receiver.url('/told'),
        events: ['READY_FOR_DOWNLOAD'],
      }),
    ).payload;
    const submissionId = randomUUID();
    await t.database.db
      .insertInto('submissions')
      .values({
        submission_id: submissionId,
        organisation_id: acmeId,
        created_by: 'user:test',
        template_name: 'x',
      })
      .execute();
    queued.length = 0;
    queueDown = true;
    await expect(webhooks.submissionReady(submissionId)).rejects.toThrow('the queue cannot be reached');
    await webhooks.submissionReady(submissionId);
    const [delivery] = envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload
      .entries;
    expect(queued.map((job) => job.data)).toEqual([
      { organisationId: acmeId, deliveryId: delivery.delivery_id, try: 1 },
    ]);
    expect(delivery.payload.data).toMatchObject({ submission_id: submissionId, template_name: 'x' });
  });

  it('makes nothing for a disabled subscription or a plan without X_WEBHOOKS', async () => {
    const res = await call(t, acme, 'POST', '/webhooks', {
      url: receiver.url('/off'),
      events: ['AUTOMATION_FAILED'],
      enabled: false,
    });
    expect(envelope(res).payload.enabled).toBe(false);
    const event = { organisationId: acmeId, type: 'AUTOMATION_FAILED', templateId: null, data: {} } as const;
    queued.length = 0;
    await webhooks.publish(event);
    expect(queued).toEqual([]);

    const on = envelope(
      await call(t, acme, 'POST', '/webhooks', { url: receiver.url('/on'), events: ['AUTOMATION_FAILED'] }),
    ).payload;
    await t.services.organisations.setPlan('acme', { limits: {}, grant: [], revoke: ['X_WEBHOOKS'] });
    await webhooks.publish(event);
    await t.services.organisations.setPlan('acme', { limits: {}, grant: ['X_WEBHOOKS'], revoke: [] });
    expect(queued).toEqual([]);
    expect(await delivery(on.webhook_id)).toBeUndefined();
  });
});
