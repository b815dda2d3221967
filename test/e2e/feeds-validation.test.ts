/**
 * Every refused feed write: one violation per property at its path with a sentence a person
 * understands, a 400 for a wrong JSON type, and nothing stored or changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, envelope, type TestApp } from '../support/app.ts';
import { created, feedRows, refusedFeed, sender, template, urlSource, violations } from './feeds-fixtures.ts';

let t: TestApp;
let acme: string;
let send: ReturnType<typeof sender>;
let sourceId: string;

beforeAll(async () => {
  t = await createTestApp();
  send = sender(t);
  acme = (await t.organisation('acme')).token;
  await template(t, 'acme', 'orders');
  sourceId = await urlSource(t, acme);
});
afterAll(() => t.close());

const base = () => ({ name: 'Orders', source_id: sourceId, template_handle: 'orders' });

const refused = (body: Record<string, unknown>) => refusedFeed(t, acme, body);

describe('a feed write', () => {
  it('names every missing required property', async () => {
    expect(await refused({})).toEqual([
      ['name', 'This value should not be blank.'],
      ['source_id', 'This value should not be blank.'],
      ['template_handle', 'This value should not be blank.'],
    ]);
  });

  it('refuses a blank or too long name', async () => {
    expect(await refused({ ...base(), name: '   ' })).toEqual([['name', 'This value should not be blank.']]);
    expect(await refused({ ...base(), name: 'x'.repeat(256) })).toEqual([
      ['name', 'This value is too long. It should have 255 characters or less.'],
    ]);
  });

  it('refuses a cron expression Ferry does not run', async () => {
    const cases: [string, string][] = [
      [
        '* * * * * *',
        'A schedule runs at most once a minute: give 5 fields (minute, hour, day of month, month and day of week), without seconds.',
      ],
      [
        'every day',
        'This value should be a cron expression of 5 fields: minute, hour, day of month, month and day of week.',
      ],
      [
        '61 * * * *',
        'This value is not a valid cron expression: Constraint error, got value 61 expected range 0-59.',
      ],
      ['0 0 31 2 *', 'This value is not a valid cron expression: Invalid explicit day of month definition.'],
      ['H 2 * * *', 'This value should not use H: give the minute and hour the feed runs at.'],
    ];
    for (const [cron, message] of cases)
      expect(await refused({ ...base(), cron })).toEqual([['cron', message]]);
  });

  it('refuses a time zone that is not an IANA name', async () => {
    for (const timezone of ['Mars/Olympus', '+01:00', 'not a zone']) {
      expect(await refused({ ...base(), timezone })).toEqual([
        ['timezone', 'This value should be an IANA time zone, such as Europe/Paris or UTC.'],
      ]);
    }
  });

  it('refuses a wrong JSON type or an unknown property with a 400', async () => {
    const before = await feedRows(t);
    for (const body of [
      { ...base(), enabled: 'yes' },
      { ...base(), name: 5 },
      { ...base(), colour: 'red' },
    ]) {
      expect((await send(acme, 'POST', '/feeds', body)).statusCode).toBe(400);
    }
    expect(await feedRows(t)).toEqual(before);
  });

  it('refused on update leaves the feed as it was', async () => {
    const feed = await created(await send(acme, 'POST', '/feeds', { ...base(), cron: '0 * * * *' }));
    const url = `/feed/${feed.feed_id}`;
    const found = violations(await send(acme, 'PUT', url, { name: '', cron: '* * *', timezone: 'Nowhere' }));
    expect(found.map(([path]) => path)).toEqual(['name', 'cron', 'timezone']);
    expect(envelope(await send(acme, 'GET', url)).payload).toEqual(feed);
  });
});
