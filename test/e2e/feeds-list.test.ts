/** The list of feeds: pages in creation order, page numbers out of range refused. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { created, sender, template, urlSource } from './feeds-fixtures.ts';

let t: TestApp;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
});
afterAll(() => t.close());

describe('the list of feeds', () => {
  it('pages in creation order, and refuses pages out of range', async () => {
    const org = (await t.organisation('paged')).token;
    await template(t, 'paged', 'orders');
    const source = await urlSource(t, org);
    const names = ['a', 'b', 'c', 'd', 'e'];
    for (const name of names) {
      await created(
        await send(org, 'POST', '/feeds', { name, source_id: source, template_handle: 'orders' }),
      );
    }
    const first = envelope(await send(org, 'GET', '/feeds?page=1&per_page=2')).payload;
    expect(first).toMatchObject({ total_items: 5, total_pages: 3, current_page: 1, items_per_page: 2 });
    const third = envelope(await send(org, 'GET', '/feeds?page=3&per_page=2')).payload;
    const all = envelope(await send(org, 'GET', '/feeds')).payload;
    expect(all.entries.map((f: { name: string }) => f.name)).toEqual(names);
    expect(third.entries.map((f: { name: string }) => f.name)).toEqual(['e']);
    expect(first.entries.map((f: { name: string }) => f.name)).toEqual(['a', 'b']);
    for (const query of ['page=0', 'per_page=0', 'per_page=101']) {
      expect((await send(org, 'GET', `/feeds?${query}`)).statusCode).toBe(409);
    }
  });
});
