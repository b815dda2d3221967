/**
 * Who reaches a feed: another organisation's token gets 403 on every id route, learns nothing and
 * changes nothing; a sender sees, changes and runs the feeds of its own sources only; the
 * receiver's users see every feed of the organisation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, type TestApp } from '../support/app.ts';
import {
  created,
  feedRows,
  openAccessCast,
  type SenderLogin,
  type sender,
  template,
  urlSource,
  violations,
} from './feeds-fixtures.ts';

let t: TestApp;
let acme: string;
let globex: string;
let send: ReturnType<typeof sender>;
let ada: SenderLogin;
let bob: SenderLogin;

beforeAll(async () => {
  ({ t, send, acme, globex, ada, bob } = await openAccessCast());
  await template(t, 'acme', 'orders');
});
afterAll(() => t.close());

/** Every route that takes a feed id, with a body where it needs one. */
function routes(feedId: string): [string, string, unknown?][] {
  const url = `/feed/${feedId}`;
  return [
    ['GET', url],
    ['PUT', url, { name: 'Taken', cron: '* * * * *' }],
    ['DELETE', url],
    ['POST', `${url}/run`],
    ['GET', `${url}/runs`],
  ];
}

async function expectRefusedAll(token: string, feedId: string) {
  const before = await feedRows(t);
  for (const [method, url, body] of routes(feedId)) {
    const res = await send(token, method as 'GET', url, body);
    expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
    expect(res.body).not.toContain(feedId);
  }
  expect(await feedRows(t)).toEqual(before);
  const runs = await t.services.ctx.db.selectFrom('transformations').select('transformation_id').execute();
  expect(runs).toEqual([]);
}

describe("another organisation's feed", () => {
  it('is 403 on every route, and stays as it was', async () => {
    const source = await urlSource(t, acme);
    const feed = await created(
      await send(acme, 'POST', '/feeds', { name: 'Acme', source_id: source, template_handle: 'orders' }),
    );
    await expectRefusedAll(globex, feed.feed_id);
    expect(envelope(await send(acme, 'GET', `/feed/${feed.feed_id}`)).payload).toEqual(feed);
    expect(envelope(await send(globex, 'GET', '/feeds')).payload.total_items).toBe(0);
  });

  it('is 404 for an id no feed has, and a violation of feedId for one that is not a UUID', async () => {
    for (const [method, url, body] of routes('00000000-0000-4000-8000-000000000000')) {
      expect((await send(acme, method as 'GET', url, body)).statusCode).toBe(404);
    }
    expect(violations(await send(acme, 'GET', '/feed/abc'))).toEqual([
      ['feedId', 'This value is not valid.'],
    ]);
  });
});

describe("a sender and its organisation's feeds", () => {
  it("reaches the feeds of its own sources only; the receiver's users reach all", async () => {
    const adaSource = await urlSource(t, ada.token);
    const bobSource = await urlSource(t, bob.token);
    const adaFeed = await created(
      await send(ada.token, 'POST', '/feeds', {
        name: 'Ada',
        source_id: adaSource,
        template_handle: 'tpl-ada',
      }),
    );
    const bobFeed = await created(
      await send(bob.token, 'POST', '/feeds', {
        name: 'Bob',
        source_id: bobSource,
        template_handle: 'tpl-bob',
      }),
    );
    const receiverFeed = await created(
      await send(acme, 'POST', '/feeds', {
        name: 'Receiver',
        source_id: await urlSource(t, acme),
        template_handle: 'orders',
      }),
    );
    await expectRefusedAll(ada.token, bobFeed.feed_id);
    await expectRefusedAll(ada.token, receiverFeed.feed_id);
    const adas = envelope(await send(ada.token, 'GET', '/feeds')).payload;
    expect(adas.entries.map((f: { feed_id: string }) => f.feed_id)).toEqual([adaFeed.feed_id]);
    expect(envelope(await send(ada.token, 'GET', `/feed/${adaFeed.feed_id}`)).payload).toEqual(adaFeed);
    const all = envelope(await send(acme, 'GET', '/feeds')).payload.entries.map(
      (f: { name: string }) => f.name,
    );
    expect(all).toEqual(expect.arrayContaining(['Ada', 'Bob', 'Receiver']));
    // A receiver's feed on a customer's source belongs to that customer.
    const forAda = await created(
      await send(acme, 'POST', '/feeds', {
        name: 'For Ada',
        source_id: adaSource,
        template_handle: 'tpl-ada',
      }),
    );
    expect(forAda.customer_id).toBe(ada.customerId);
    expect(envelope(await send(ada.token, 'GET', `/feed/${forAda.feed_id}`)).payload).toEqual(forAda);
  });

  it("cannot move its feed to another customer's source", async () => {
    const adaSource = await urlSource(t, ada.token);
    const bobSource = await urlSource(t, bob.token);
    const feed = await created(
      await send(ada.token, 'POST', '/feeds', {
        name: 'Mine',
        source_id: adaSource,
        template_handle: 'tpl-ada',
      }),
    );
    const res = await send(ada.token, 'PUT', `/feed/${feed.feed_id}`, { source_id: bobSource });
    expect(res.statusCode).toBe(409);
    expect(envelope(await send(ada.token, 'GET', `/feed/${feed.feed_id}`)).payload).toEqual(feed);
  });

  it('go with their source when the receiver gives it to another customer', async () => {
    const source = await urlSource(t, acme, { customer_id: ada.customerId });
    const body = { name: 'Moving', source_id: source, template_handle: 'orders' };
    const feed = await created(await send(acme, 'POST', '/feeds', body));
    expect(feed.customer_id).toBe(ada.customerId);
    await created(await send(acme, 'PUT', `/sender/source/${source}`, { customer_id: bob.customerId }));
    expect(envelope(await send(bob.token, 'GET', `/feed/${feed.feed_id}`)).payload.customer_id).toBe(
      bob.customerId,
    );
    expect((await send(ada.token, 'GET', `/feed/${feed.feed_id}`)).statusCode).toBe(403);
  });
});
