/**
 * `GET /metrics`: Prometheus text with this instance's requests by route pattern and the work
 * waiting across instances, open to the loopback only, or to FERRY_METRICS_TOKEN when it is set;
 * nothing in it names an organisation, a template or a file.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../src/config.ts';
import { ConfigError } from '../../src/config-error.ts';
import { createTestApp, envelope, type TestApp, type TestOrganisation } from '../support/app.ts';
import { call, createContactsTemplate, uploadFile } from '../support/flow.ts';

const TOKEN = 'metrics-token-of-the-operator-0123';

describe('GET /metrics without a token set', () => {
  let t: TestApp;
  let acme: TestOrganisation;
  beforeAll(async () => {
    // Jobs are queued but no worker takes them: the upload's first step stays waiting.
    t = await createTestApp({}, { jobs: 'send' });
    acme = await t.organisation('acme-metrics');
  });
  afterAll(() => t.close());

  it('counts requests by route pattern and shows the queued work, naming no tenant', async () => {
    await createContactsTemplate(t, acme.token, 'secret-handle-of-acme');
    const created = await uploadFile(
      t,
      acme.token,
      'secret-handle-of-acme',
      'E-mail,Name\nada@example.com,Ada\n',
    );
    expect((await call(t, acme.token, 'GET', '/template/secret-handle-of-acme')).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /^ferry_http_requests_total\{method="GET",route="\/template\/:templateHandle",status="200"\} 1$/m,
    );
    expect(text).toMatch(
      /^ferry_http_request_duration_seconds_count\{method="POST",route="\/template"\} 1$/m,
    );
    expect(text).toMatch(/^ferry_database_up 1$/m);
    expect(text).toMatch(/^ferry_jobs\{queue="[\w-]+",state="created"\} [1-9]/m);
    expect(text).toMatch(/^ferry_transformations_running\{step="transforming"\} 0$/m);
    expect(text).toMatch(/^ferry_process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^ferry_nodejs_eventloop_lag_p99_seconds /m);
    for (const secret of ['secret-handle-of-acme', 'acme-metrics', created.transformation_id, acme.email]) {
      expect(text).not.toContain(secret);
    }
  });

  it('counts an unknown path as one route, not one series per path', async () => {
    for (const path of ['/no-such-1', '/no-such-2']) await t.app.inject({ method: 'GET', url: path });
    const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toMatch(/^ferry_http_requests_total\{method="GET",route="unmatched",status="404"\} 2$/m);
    expect(text).not.toContain('no-such');
  });

  it('refuses a request from another machine, or forwarded by a proxy on this one, with a sentence', async () => {
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect(remote.statusCode).toBe(403);
    expect(envelope(remote).payload.error.message).toBe(
      'The metrics answer only on this machine; set FERRY_METRICS_TOKEN to read them from elsewhere.',
    );
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9', 'accept-language': 'fr' },
    });
    expect(forwarded.statusCode).toBe(403);
    expect(envelope(forwarded).payload.error.message).toContain('définissez FERRY_METRICS_TOKEN');
    expect(forwarded.body).not.toContain('ferry_http_requests_total');
  });
});

describe('GET /metrics with FERRY_METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  it('asks every caller for the token, the loopback too, and answers it from anywhere', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(envelope(none).payload.error.message).toBe(
      'These metrics ask for the bearer token set in FERRY_METRICS_TOKEN.',
    );
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN.slice(0, -1)}x` },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '10.1.2.3',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('ferry_http_requests_total');
  });

  it('refuses a token short enough to guess when the server starts, naming the setting', () => {
    expect(() => readConfig({ FERRY_METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => readConfig({ FERRY_METRICS_TOKEN: 'short' })).toThrow(
      /^FERRY_METRICS_TOKEN: must be at least 16/,
    );
    expect(readConfig({ FERRY_METRICS_TOKEN: ` ${TOKEN} ` }).metricsToken).toBe(TOKEN);
    expect(readConfig({}).metricsToken).toBeNull();
  });
});
