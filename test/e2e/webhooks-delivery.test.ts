/**
 * Deliveries made by the job queue to a real receiver on loopback, which verifies every signature
 * with the `standardwebhooks` package: retries on the schedule (shortened to 1 s, 1 s here), giving
 * up, manual redelivery with the same webhook-id, and subscriptions bound to templates.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '../../src/services/webhooks/event.ts';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { call } from '../support/flow.ts';
import { insertTemplate, organisationId } from '../support/receiver-fixtures.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let receiver: WebhookReceiver;
let orders: string;
let stock: string;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1, 1] }, { jobs: true });
  acme = (await t.organisation('acme')).token;
  acmeId = await organisationId(t.database.db, 'acme');
  orders = (await insertTemplate(t.database.db, 'acme', 'orders', ['sku'])).templateId;
  stock = (await insertTemplate(t.database.db, 'acme', 'stock', ['sku'])).templateId;
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** Subscribes `path` of the receiver and tells the receiver the secret to verify with. */
async function subscribe(path: string, events: EventType[], templateHandles?: string[]) {
  const res = await call(t, acme, 'POST', '/webhooks', {
    url: receiver.url(path),
    events,
    ...(templateHandles ? { template_handles: templateHandles } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  const hook = envelope(res).payload;
  receiver.verifyWith(path, hook.secret);
  return hook.webhook_id as string;
}

function publish(type: EventType, templateId: string | null, data: unknown) {
  return t.services.webhooks.publish({ organisationId: acmeId, type, templateId, data });
}

async function deliveries(webhookId: string) {
  const res = await call(t, acme, 'GET', `/webhooks/${webhookId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return envelope(res).payload.entries;
}

/** Polls the delivery log until its only delivery has left `pending` (bounded: about 60 s). */
async function settled(webhookId: string) {
  for (let i = 0; i < 600; i++) {
    const [delivery] = await deliveries(webhookId);
    if (delivery && delivery.status !== 'pending') return delivery;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the delivery of ${webhookId} never settled`);
}

describe('a receiver that answers 500, 500, then 200', () => {
  it('gets three signed attempts of one message, and the log shows each', async () => {
    receiver.answer('/flaky', [500, 500, 200]);
    const webhookId = await subscribe('/flaky', ['AUTOMATION_FAILED']);
    await publish('AUTOMATION_FAILED', orders, { automation_id: 'x-1', step: 'failed' });
    const delivery = await settled(webhookId);
    expect(delivery).toMatchObject({ status: 'succeeded', type: 'AUTOMATION_FAILED', next_attempt_at: null });
    expect(delivery.attempts.map((a: any) => [a.attempt, a.automatic, a.status_code])).toEqual([
      [1, true, 500],
      [2, true, 500],
      [3, true, 200],
    ]);
    expect(delivery.attempts[0]).toMatchObject({
      response_excerpt: 'answer 500 to /flaky',
      error: 'The receiver answered 500; a 2xx is needed.',
    });
    expect(delivery.attempts[2]).toMatchObject({ response_excerpt: 'answer 200 to /flaky', error: null });
    const received = receiver.received('/flaky');
    expect(received).toHaveLength(3);
    for (const request of received) {
      expect(request.refusal).toBeNull();
      expect(request.headers['webhook-id']).toBe(delivery.message_id);
      expect(request.body).toBe(received[0]!.body);
    }
    expect(delivery.message_id).toMatch(/^msg_[0-9a-f]{32}$/);
    const body = received[0]!.verified as any;
    expect(Object.keys(body)).toEqual(['type', 'timestamp', 'data']);
    expect(body).toMatchObject({ type: 'AUTOMATION_FAILED', data: { automation_id: 'x-1', step: 'failed' } });
    expect(delivery.payload).toEqual(body);
  });
});

describe('a receiver that never answers 2xx', () => {
  it('is given up after the schedule, then a manual redelivery with the same webhook-id succeeds', async () => {
    receiver.answer('/down', [503]);
    const webhookId = await subscribe('/down', ['BULK_IMPORT_FINISHED']);
    await publish('BULK_IMPORT_FINISHED', null, { import_id: 'b-1', status: 'completed' });
    const failed = await settled(webhookId);
    expect(failed).toMatchObject({ status: 'failed', next_attempt_at: null });
    expect(failed.attempts.map((a: any) => a.status_code)).toEqual([503, 503, 503]);

    receiver.answer('/down', [200]);
    const url = `/webhooks/${webhookId}/deliveries/${failed.delivery_id}/retry`;
    const res = await call(t, acme, 'POST', url);
    expect(res.statusCode, res.body).toBe(200);
    const retried = envelope(res).payload;
    expect(retried).toMatchObject({
      delivery_id: failed.delivery_id,
      status: 'succeeded',
      message_id: failed.message_id,
    });
    expect(retried.attempts.at(-1)).toMatchObject({ attempt: 4, automatic: false, status_code: 200 });
    const received = receiver.received('/down');
    expect(received).toHaveLength(4);
    expect(received.every((r) => r.refusal === null && r.headers['webhook-id'] === failed.message_id)).toBe(
      true,
    );
  });

  it('answers 404 to a redelivery of a delivery that is not this subscription’s', async () => {
    const webhookId = await subscribe('/other', ['BULK_IMPORT_FINISHED']);
    const hooks = envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries;
    const down = hooks.find((hook: { url: string }) => hook.url === receiver.url('/down'));
    const [delivery] = await deliveries(down.webhook_id);
    const res = await call(
      t,
      acme,
      'POST',
      `/webhooks/${webhookId}/deliveries/${delivery.delivery_id}/retry`,
    );
    expect(res.statusCode).toBe(404);
    expect(receiver.received('/other')).toHaveLength(0);
  });
});

describe('a subscription bound to a template', () => {
  it("hears its template's events and not another's", async () => {
    const onlyOrders = await subscribe('/orders', ['READY_FOR_DOWNLOAD'], ['orders']);
    const every = await subscribe('/every', ['READY_FOR_DOWNLOAD']);
    await publish('READY_FOR_DOWNLOAD', stock, { submission_id: null, template_name: 'stock' });
    await settled(every);
    expect(await deliveries(onlyOrders)).toEqual([]);
    await publish('READY_FOR_DOWNLOAD', orders, { submission_id: null, template_name: 'orders' });
    const heard = await settled(onlyOrders);
    expect(heard.payload.data).toEqual({ submission_id: null, template_name: 'orders' });
    expect(receiver.received('/orders')).toHaveLength(1);
    expect(receiver.received('/every')).toHaveLength(2);
  });
});
