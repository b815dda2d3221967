/** A feed's imported files: the first claim of an identity wins, even when claims race. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimFeedFile, releaseFeedFile } from '../../src/store/sources/feed-files.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';

let t: TestApp;
let feedId: string;
let otherFeedId: string;

async function insertFeed(name: string): Promise<string> {
  const db = t.services.ctx.db;
  const { templateId } = await insertTemplate(db, 'acme', `tpl-${name}`, ['code']);
  const organisationId = (
    await db
      .selectFrom('templates')
      .select('organisation_id')
      .where('template_id', '=', templateId)
      .executeTakeFirstOrThrow()
  ).organisation_id;
  const sourceId = randomUUID();
  const now = new Date();
  await db
    .insertInto('sources')
    .values({
      source_id: sourceId,
      organisation_id: organisationId,
      customer_id: null,
      name,
      data_extractor: 'upload',
      block: null,
      user_metadata: '[]',
      email_address: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const feed = await db
    .insertInto('feeds')
    .values({
      organisation_id: organisationId,
      customer_id: null,
      name,
      source_id: sourceId,
      template_id: templateId,
      connector_id: null,
      cron: null,
      timezone: 'UTC',
      auto_submit: true,
      enabled: true,
      created_at: now,
      updated_at: now,
    })
    .returning('feed_id')
    .executeTakeFirstOrThrow();
  return feed.feed_id;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.organisation('acme');
  feedId = await insertFeed('first');
  otherFeedId = await insertFeed('second');
});
afterAll(() => t.close());

describe('claimFeedFile', () => {
  it('is true for a new file and false for the same file again', async () => {
    const db = t.services.ctx.db;
    const identity = 'ftp:/exports/orders.csv|120|2026-11-27T10:00:00.000Z';
    expect(await claimFeedFile(db, { feedId, identity })).toBe(true);
    expect(await claimFeedFile(db, { feedId, identity })).toBe(false);
    // The same file is new to another feed, and a changed file is new to this one.
    expect(await claimFeedFile(db, { feedId: otherFeedId, identity })).toBe(true);
    expect(await claimFeedFile(db, { feedId, identity: `${identity}x` })).toBe(true);
  });

  it('gives true to exactly one of many claims racing the same file', async () => {
    const db = t.services.ctx.db;
    const identity = 'etag:"abc"';
    const results = await Promise.all(
      Array.from({ length: 8 }, () => claimFeedFile(db, { feedId, identity })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('claims a released file again', async () => {
    const db = t.services.ctx.db;
    const identity = 'sha256:00ff';
    expect(await claimFeedFile(db, { feedId, identity })).toBe(true);
    await releaseFeedFile(db, { feedId, identity });
    expect(await claimFeedFile(db, { feedId, identity })).toBe(true);
  });
});
