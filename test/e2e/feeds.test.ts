/**
 * Feeds: creation with defaults, reads, partial updates and deletion; a feed read and sent back
 * unchanged changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { created, sender, template, urlSource } from './feeds-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;
let sourceId: string;

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
  await template(t, 'acme', 'orders');
  await template(t, 'acme', 'stock');
  sourceId = await urlSource(t, acme);
});
afterAll(() => t.close());

describe('a feed', () => {
  it('is created with its defaults: UTC, auto_submit, enabled, no schedule', async () => {
    const feed = await created(
      await send(acme, 'POST', '/feeds', { name: 'Orders', source_id: sourceId, template_handle: 'orders' }),
    );
    expect(feed).toMatchObject({
      name: 'Orders',
      source_id: sourceId,
      template_handle: 'orders',
      customer_id: null,
      connector_id: null,
      cron: null,
      timezone: 'UTC',
      auto_submit: true,
      enabled: true,
      last_run_at: null,
      next_run_at: null,
    });
    expect(envelope(await send(acme, 'GET', `/feed/${feed.feed_id}`)).payload).toEqual(feed);
  });

  it('with a schedule says when it runs next, in its time zone', async () => {
    const now = new Date();
    const feed = await created(
      await send(acme, 'POST', '/feeds', {
        name: 'Nightly',
        source_id: sourceId,
        template_handle: 'orders',
        cron: '30  2 * * *',
        timezone: 'europe/paris',
      }),
    );
    expect(feed.cron).toBe('30 2 * * *');
    expect(feed.timezone).toBe('Europe/Paris');
    const next = new Date(feed.next_run_at);
    expect(next.getTime()).toBeGreaterThan(now.getTime());
    expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(25 * 3600 * 1000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    }).format(next);
    expect(local).toBe('02:30');
  });

  it('is updated in part: what is not sent stays; pausing clears the next run', async () => {
    const feed = await created(
      await send(acme, 'POST', '/feeds', {
        name: 'Stock',
        source_id: sourceId,
        template_handle: 'orders',
        cron: '*/15 * * * *',
        auto_submit: false,
      }),
    );
    const url = `/feed/${feed.feed_id}`;
    const renamed = await created(
      await send(acme, 'PUT', url, { name: 'Stock levels', template_handle: 'stock' }),
    );
    expect(renamed).toMatchObject({
      ...feed,
      name: 'Stock levels',
      template_handle: 'stock',
      updated_at: renamed.updated_at,
    });
    expect(renamed.next_run_at).toBe(feed.next_run_at);
    const paused = await created(await send(acme, 'PUT', url, { enabled: false }));
    expect(paused).toMatchObject({
      enabled: false,
      next_run_at: null,
      cron: '*/15 * * * *',
      auto_submit: false,
    });
    const unscheduled = await created(await send(acme, 'PUT', url, { enabled: true, cron: null }));
    expect(unscheduled).toMatchObject({ enabled: true, cron: null, next_run_at: null });
  });

  it('read and sent back unchanged changes nothing', async () => {
    const feed = await created(
      await send(acme, 'POST', '/feeds', {
        name: 'Round trip',
        source_id: sourceId,
        template_handle: 'orders',
        cron: '0 6 * * 1-5',
      }),
    );
    const back = await created(await send(acme, 'PUT', `/feed/${feed.feed_id}`, feed));
    expect(back).toEqual(feed);
  });

  it('is deleted with a 204 and no body, then is a 404', async () => {
    const feed = await created(
      await send(acme, 'POST', '/feeds', { name: 'Gone', source_id: sourceId, template_handle: 'orders' }),
    );
    const res = await send(acme, 'DELETE', `/feed/${feed.feed_id}`);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    for (const method of ['GET', 'DELETE'] as const) {
      expect((await send(acme, method, `/feed/${feed.feed_id}`)).statusCode).toBe(404);
    }
    expect((await send(acme, 'POST', `/feed/${feed.feed_id}/run`)).statusCode).toBe(404);
    expect((await send(acme, 'GET', `/feed/${feed.feed_id}/runs`)).statusCode).toBe(404);
  });

  it('goes with its source', async () => {
    const own = await urlSource(t, acme);
    const feed = await created(
      await send(acme, 'POST', '/feeds', { name: 'Tied', source_id: own, template_handle: 'orders' }),
    );
    expect((await send(acme, 'DELETE', `/sender/source/${own}`)).statusCode).toBe(204);
    expect((await send(acme, 'GET', `/feed/${feed.feed_id}`)).statusCode).toBe(404);
  });
});
