/**
 * An organisation whose endpoint hangs cannot hold every worker: its automatic tries beyond its
 * share wait (JobDeferred) while another organisation's go through; and an attempt ends by its
 * deadline whatever the receiver does, answer headers withheld or an answer that never ends.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundHttp } from '../../../src/outbound/outbound-http.ts';
import { JobDeferred, NO_BACKGROUND_JOBS } from '../../../src/services/background-jobs.ts';
import { SecretBox } from '../../../src/services/identity/secret-box.ts';
import { WebhookService } from '../../../src/services/webhooks/webhooks.ts';
import { createTestApp, envelope, type TestApp } from '../../support/app.ts';
import { call } from '../../support/flow.ts';
import { organisationId } from '../../support/receiver-fixtures.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';

let t: TestApp;
let receiver: WebhookReceiver;
const held: ServerResponse[] = [];

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1] });
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  for (const res of held) res.end();
  await t.close();
  await receiver.close();
});

function service(options: { timeoutMs?: number; inFlightPerOrganisation?: number }) {
  const { ctx, ports } = t.services;
  const jobs = { blobs: ports.blobs, jobs: NO_BACKGROUND_JOBS };
  return new WebhookService(ctx, jobs, new OutboundHttp(['127.0.0.1']), new SecretBox(ctx.config), options);
}

/** An organisation subscribed at `path`, `count` events published to it; answers the delivery ids. */
async function deliveriesOf(subdomain: string, path: string, count: number, webhooks: WebhookService) {
  const token = (await t.organisation(subdomain)).token;
  const organisation = await organisationId(t.database.db, subdomain);
  const hook = envelope(
    await call(t, token, 'POST', '/webhooks', { url: receiver.url(path), events: ['AUTOMATION_FAILED'] }),
  ).payload;
  for (let i = 0; i < count; i++) {
    await webhooks.publish({
      organisationId: organisation,
      type: 'AUTOMATION_FAILED',
      templateId: null,
      data: { i },
    });
  }
  const log = envelope(await call(t, token, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload;
  const jobs = log.entries.map((d: { delivery_id: string }) => ({
    organisationId: organisation,
    deliveryId: d.delivery_id,
    try: 1,
  }));
  return { token, hook, jobs };
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 600 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(condition()).toBe(true);
}

describe('deliveries of one organisation', () => {
  it('wait beyond its share of workers while another organisation’s go through', async () => {
    const webhooks = service({ inFlightPerOrganisation: 2 });
    receiver.replyWith('/hangs', (res) => held.push(res));
    const slow = await deliveriesOf('slowco', '/hangs', 3, webhooks);
    const quick = await deliveriesOf('quickco', '/quick', 1, webhooks);

    const first = webhooks.deliver(slow.jobs[0]);
    const second = webhooks.deliver(slow.jobs[1]);
    await until(() => receiver.received('/hangs').length === 2);
    await expect(webhooks.deliver(slow.jobs[2])).rejects.toBeInstanceOf(JobDeferred);
    await webhooks.deliver(quick.jobs[0]);
    expect(receiver.received('/quick')).toHaveLength(1);

    receiver.replyWith('/hangs', (res) => res.end('back'));
    for (const res of held.splice(0)) res.end('late but fine');
    await Promise.all([first, second]);
    await webhooks.deliver(slow.jobs[2]);
    expect(receiver.received('/hangs')).toHaveLength(3);
    const log = envelope(
      await call(t, slow.token, 'GET', `/webhooks/${slow.hook.webhook_id}/deliveries`),
    ).payload;
    expect(log.entries.map((d: { status: string }) => d.status)).toEqual([
      'succeeded',
      'succeeded',
      'succeeded',
    ]);
  });
});

describe('an attempt past its deadline', () => {
  it('ends without an answer, saying how long it waited', async () => {
    const webhooks = service({ timeoutMs: 300 });
    receiver.replyWith('/silent', (res) => held.push(res));
    const { token, hook, jobs } = await deliveriesOf('silentco', '/silent', 1, webhooks);
    await webhooks.deliver(jobs[0]);
    const [delivery] = envelope(await call(t, token, 'GET', `/webhooks/${hook.webhook_id}/deliveries`))
      .payload.entries;
    expect(delivery).toMatchObject({ status: 'pending' });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ status_code: null, error: 'No answer within 0.3 seconds.' }),
    ]);
  });

  it('keeps what came of an answer that never ends, and a 2xx is still a success', async () => {
    const webhooks = service({ timeoutMs: 300 });
    receiver.replyWith('/endless', (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.write('partial');
      held.push(res);
    });
    const { token, hook, jobs } = await deliveriesOf('endlessco', '/endless', 1, webhooks);
    await webhooks.deliver(jobs[0]);
    const [delivery] = envelope(await call(t, token, 'GET', `/webhooks/${hook.webhook_id}/deliveries`))
      .payload.entries;
    expect(delivery).toMatchObject({ status: 'succeeded' });
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ status_code: 200, response_excerpt: 'partial', error: null }),
    ]);
  });
});
