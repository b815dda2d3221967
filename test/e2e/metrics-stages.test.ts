/**
 * `GET /metrics` after a real transformation: the stages it ran are in the duration histogram, the
 * rows the engine read are counted by stage, and a webhook delivery waiting for its retry is
 * counted as pending; none of it names the organisation, the template or the file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { call, createContactsTemplate, submitAndWait, uploadAndTransform } from '../support/flow.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

let t: TestApp;
let acme: TestOrganisation;
let hooks: WebhookReceiver;

beforeAll(async () => {
  // A failed webhook is tried again only in an hour: until then its delivery stays pending.
  t = await createTestApp({ outboundAllowlist: ['127.0.0.1'], deliveryRetrySeconds: [3600] }, { jobs: true });
  acme = await t.organisation('acme-stage-metrics');
  hooks = await WebhookReceiver.start();
});
afterAll(async () => {
  await t.close();
  await hooks.close();
});

async function metrics(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics' });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('the metrics of stages and deliveries', () => {
  it('has a sample per stage run, counts the rows read, and counts a delivery waiting for its retry', async () => {
    const before = await metrics();
    expect(value(before, 'ferry_deliveries_pending{channel="webhook"}')).toBe(0);
    expect(before).toMatch(/^ferry_deliveries_pending\{channel="push"\} 0$/m);
    expect(before).toMatch(/^ferry_deliveries_pending\{channel="email"\} 0$/m);

    hooks.answer('/hook', [500]);
    const hook = await call(t, acme.token, 'POST', '/webhooks', {
      url: hooks.url('/hook'),
      events: ['READY_FOR_DOWNLOAD'],
    });
    expect(hook.statusCode, hook.body).toBe(200);
    await createContactsTemplate(t, acme.token, 'secret-metrics-template');
    const rows = ['E-mail,Name,Price'];
    for (let i = 0; i < 25; i++) rows.push(`person${i}@example.com,Person ${i},${i}.50`);
    const created = await uploadAndTransform(
      t,
      acme.token,
      'secret-metrics-template',
      `${rows.join('\n')}\n`,
    );
    await submitAndWait(t, acme.token, created);

    const text = await metrics();
    for (const stage of ['normalize', 'match', 'transform', 'submit']) {
      expect(
        value(text, `ferry_stage_duration_seconds_count{stage="${stage}",outcome="done"}`),
        stage,
      ).toBeGreaterThanOrEqual(1);
    }
    expect(text).toMatch(
      /^ferry_stage_duration_seconds_bucket\{le="\+Inf",stage="transform",outcome="done"\} 1$/m,
    );
    // 25 rows: read once to normalize and once to transform; submit copies the transform's files.
    expect(value(text, 'ferry_engine_rows_total{stage="normalize"}')).toBe(25);
    expect(value(text, 'ferry_engine_rows_total{stage="transform"}')).toBe(25);

    // The delivery exists once the submission is processed; its first attempt fails, and it waits.
    const deliveries = envelope(await call(t, acme.token, 'GET', '/deliveries?channel=webhook')).payload;
    expect(deliveries.entries).toHaveLength(1);
    expect(deliveries.entries[0].status).toBe('pending');
    expect(value(text, 'ferry_deliveries_pending{channel="webhook"}')).toBe(1);

    for (const secret of ['secret-metrics-template', 'acme-stage-metrics', created.transformation_id]) {
      expect(text).not.toContain(secret);
    }
  });
});
