/**
 * What a feed points at, refused with a violation when the caller or the source's owner may not
 * use it: another organisation's or an upload source, a template closed to the owner, a connector
 * of another template or customer. Nothing is stored.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  created,
  refusedFeed,
  sender,
  senderLogin,
  template,
  urlSource,
  violations,
} from './feeds-fixtures.ts';
import { sourceBody } from './sources-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;
let sourceId: string;
let ada: { customerId: string; token: string };

/** A connector row as a save would leave it, on `handle`'s template, owned by `customerId`. */
async function connector(handle: string, customerId: string | null): Promise<string> {
  const db = t.services.ctx.db;
  const tpl = await db
    .selectFrom('templates')
    .select(['template_id', 'organisation_id'])
    .where('handle', '=', handle)
    .executeTakeFirstOrThrow();
  const id = randomUUID();
  await db
    .insertInto('connectors')
    .values({
      connector_id: id,
      organisation_id: tpl.organisation_id,
      customer_id: customerId,
      template_id: tpl.template_id,
      transformation_id: null,
      name: 'Saved',
      picture_url: null,
      reading: JSON.stringify({}),
      columns: JSON.stringify([]),
      created_at: new Date(),
      updated_at: new Date(),
    })
    .execute();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
  await template(t, 'acme', 'orders');
  await template(t, 'acme', 'stock');
  sourceId = await urlSource(t, acme);
  ada = await senderLogin(t, acme, 'acme', 'ada');
});
afterAll(() => t.close());

const base = () => ({ name: 'Orders', source_id: sourceId, template_handle: 'orders' });

const refused = (body: Record<string, unknown>) => refusedFeed(t, acme, body);

describe('what a feed points at', () => {
  it('refuses a source that is not one of the organisation, or an upload source', async () => {
    const globex = (await t.organisation('globex')).token;
    const theirs = await urlSource(t, globex);
    const upload = await created(await send(acme, 'POST', '/sender/source', sourceBody('upload')));
    for (const id of ['not-a-uuid', randomUUID(), theirs]) {
      expect(await refused({ ...base(), source_id: id })).toEqual([
        ['source_id', 'This source does not exist.'],
      ]);
    }
    const found = await refused({ ...base(), source_id: upload.source_id });
    expect(found).toEqual([['source_id', expect.stringContaining('An upload source has no file to fetch')]]);
  });

  it("refuses an unknown template, or one the source's owner may not use", async () => {
    expect(await refused({ ...base(), template_handle: 'nope' })).toEqual([
      ['template_handle', 'Template nope does not exist.'],
    ]);
    await template(t, 'acme', 'internal');
    await t.services.ctx.db
      .updateTable('templates')
      .set({ access_type: 'private' })
      .where('handle', '=', 'internal')
      .execute();
    const adas = await urlSource(t, acme, { customer_id: ada.customerId });
    expect(await refused({ ...base(), source_id: adas, template_handle: 'internal' })).toEqual([
      ['template_handle', 'The customer who owns the source may not use this template.'],
    ]);
    // The receiver's own source may feed any template of the organisation.
    await created(await send(acme, 'POST', '/feeds', { ...base(), template_handle: 'internal' }));
  });

  it("refuses a connector that is not the organisation's, of another template, or another customer's", async () => {
    const other = await connector('stock', null);
    const bobs = (await senderLogin(t, acme, 'acme', 'bob')).customerId;
    const adas = await urlSource(t, acme, { customer_id: ada.customerId });
    const ofBob = await connector('orders', bobs);
    expect(await refused({ ...base(), connector_id: randomUUID() })).toEqual([
      ['connector_id', 'This connector does not exist.'],
    ]);
    expect(await refused({ ...base(), connector_id: other })).toEqual([
      ['connector_id', "This connector was saved for another template than the feed's."],
    ]);
    expect(await refused({ ...base(), source_id: adas, connector_id: ofBob })).toEqual([
      ['connector_id', 'This connector does not exist.'],
    ]);
    const good = await connector('orders', null);
    // A sender does not reach the receiver's connectors, nor another sender's.
    const own = await urlSource(t, ada.token);
    for (const id of [good, ofBob]) {
      const found = violations(
        await send(ada.token, 'POST', '/feeds', {
          name: 'Ada',
          source_id: own,
          template_handle: 'tpl-ada',
          connector_id: id,
        }),
      );
      expect(found).toEqual([['connector_id', 'This connector does not exist.']]);
    }
    const mine = await connector('tpl-ada', ada.customerId);
    const body = { name: 'Ada', source_id: own, template_handle: 'tpl-ada', connector_id: mine };
    expect((await created(await send(ada.token, 'POST', '/feeds', body))).connector_id).toBe(mine);
    expect(
      (await created(await send(acme, 'POST', '/feeds', { ...base(), connector_id: good }))).connector_id,
    ).toBe(good);
  });
});

describe('a sender', () => {
  it('makes a feed of its own source only', async () => {
    const own = await urlSource(t, ada.token);
    const feed = await created(
      await send(ada.token, 'POST', '/feeds', { name: 'Mine', source_id: own, template_handle: 'tpl-ada' }),
    );
    expect(feed.customer_id).toBe(ada.customerId);
    const found = violations(
      await send(ada.token, 'POST', '/feeds', {
        name: 'Theirs',
        source_id: sourceId,
        template_handle: 'tpl-ada',
      }),
    );
    expect(found).toEqual([['source_id', 'This source does not exist.']]);
  });
});
