/**
 * What one attempt sends and records, whatever the receiver does: a private address refused at
 * delivery time, a redirect returned rather than followed, the first 1 KB of a long answer, and a
 * signing secret kept sealed at rest, bound to its subscription.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboundHttp } from '../../../src/outbound/outbound-http.ts';
import { NO_BACKGROUND_JOBS } from '../../../src/services/background-jobs.ts';
import { SecretBox } from '../../../src/services/identity/secret-box.ts';
import { WebhookService } from '../../../src/services/webhooks/webhooks.ts';
import { createTestApp, envelope, type TestApp } from '../../support/app.ts';
import { call } from '../../support/flow.ts';
import { organisationId } from '../../support/receiver-fixtures.ts';
import { WebhookReceiver } from '../../support/webhook-receiver.ts';

let t: TestApp;
let acme: string;
let acmeId: string;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [1] });
  acme = (await t.organisation('acme')).token;
  acmeId = await organisationId(t.database.db, 'acme');
  receiver = await WebhookReceiver.start();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** The service as a worker would build it, reaching out through `allowlist`. */
function serviceWith(allowlist: string[]) {
  const { ctx, ports } = t.services;
  return new WebhookService(
    ctx,
    { blobs: ports.blobs, jobs: NO_BACKGROUND_JOBS },
    new OutboundHttp(allowlist),
    new SecretBox(ctx.config),
  );
}

/** Subscribes `path` alone, publishes one event, runs its first try with `service`; answers its delivery. */
async function firstTry(path: string, service = t.services.webhooks, url = receiver.url(path)) {
  for (const old of envelope(await call(t, acme, 'GET', '/webhooks')).payload.entries) {
    await call(t, acme, 'DELETE', `/webhooks/${old.webhook_id}`);
  }
  const hook = envelope(
    await call(t, acme, 'POST', '/webhooks', { url, events: ['AUTOMATION_FAILED'] }),
  ).payload;
  receiver.verifyWith(path, hook.secret);
  await service.publish({
    organisationId: acmeId,
    type: 'AUTOMATION_FAILED',
    templateId: null,
    data: { path },
  });
  const [{ delivery_id }] = envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`))
    .payload.entries;
  await service.deliver({ organisationId: acmeId, deliveryId: delivery_id, try: 1 });
  const log = envelope(await call(t, acme, 'GET', `/webhooks/${hook.webhook_id}/deliveries`)).payload;
  return { hook, delivery: log.entries[0] };
}

describe('an attempt', () => {
  it('is refused when the address is private at delivery time, reaching nothing', async () => {
    // Allowed when written, refused when sent: as a host name that later resolves to a private address.
    const { delivery } = await firstTry('/private', serviceWith([]));
    expect(receiver.received('/private')).toEqual([]);
    expect(delivery.status).toBe('pending');
    expect(delivery.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status_code: null, response_excerpt: null }),
    ]);
    expect(delivery.attempts[0].error).toMatch(/127\.0\.0\.1/);
  });

  it('says so when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const { delivery } = await firstTry('/gone', t.services.webhooks, `http://127.0.0.1:${port}/gone`);
    expect(delivery.attempts[0]).toMatchObject({
      status_code: null,
      error: 'The receiver refused the connection.',
    });
  });

  it('does not follow a redirect: the 3xx is the answer, and a failure', async () => {
    receiver.replyWith('/moved', (res) => {
      res.writeHead(307, { location: receiver.url('/elsewhere') });
      res.end();
    });
    const { delivery } = await firstTry('/moved');
    expect(delivery.attempts[0]).toMatchObject({
      status_code: 307,
      error: 'The receiver answered 307; a 2xx is needed.',
    });
    expect(receiver.received('/moved')).toHaveLength(1);
    expect(receiver.received('/elsewhere')).toEqual([]);
  });

  it('keeps the first 1 KB of the answer, a NUL byte made storable', async () => {
    receiver.replyWith('/chatty', (res) => {
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end(`ok\u0000${'x'.repeat(5000)}`);
    });
    const { delivery } = await firstTry('/chatty');
    expect(delivery.status).toBe('succeeded');
    const excerpt: string = delivery.attempts[0].response_excerpt;
    expect(Buffer.byteLength(excerpt)).toBe(1024 + 2); // the NUL became U+FFFD, three bytes
    expect(excerpt.startsWith('ok\uFFFDxxx')).toBe(true);
    expect(receiver.received('/chatty')[0]!.refusal).toBeNull();
  });
});

describe('the signing secret', () => {
  it('is stored sealed, and a sealed secret moved to another subscription does not open', async () => {
    const { hook } = await firstTry('/sealed');
    const rows = await t.database.db.selectFrom('webhooks').select(['webhook_id', 'secret']).execute();
    const stored = rows.find((row) => row.webhook_id === hook.webhook_id)!;
    expect(stored.secret).toMatch(/^v1:/);
    expect(JSON.stringify(rows)).not.toContain(hook.secret.slice('whsec_'.length));

    const { hook: other } = await firstTry('/moved-secret');
    await t.database.db
      .updateTable('webhooks')
      .set({ secret: stored.secret })
      .where('webhook_id', '=', other.webhook_id)
      .execute();
    await t.services.webhooks.publish({
      organisationId: acmeId,
      type: 'AUTOMATION_FAILED',
      templateId: null,
      data: {},
    });
    const log = envelope(await call(t, acme, 'GET', `/webhooks/${other.webhook_id}/deliveries`)).payload;
    const newest = log.entries[0];
    await t.services.webhooks.deliver({ organisationId: acmeId, deliveryId: newest.delivery_id, try: 1 });
    const after = envelope(await call(t, acme, 'GET', `/webhooks/${other.webhook_id}/deliveries`)).payload
      .entries[0];
    expect(after.attempts).toEqual([
      expect.objectContaining({ status_code: null, error: expect.stringMatching(/cannot be read/) }),
    ]);
    expect(receiver.received('/moved-secret')).toHaveLength(1);
  });
});
