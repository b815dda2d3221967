/** What the feed tests share: sources and templates to point feeds at, and the requests. */

import { expect } from 'vitest';
import type { TestApp } from '../support/app.ts';
import { insertTemplate } from '../support/receiver-fixtures.ts';
import { created, sender, sourceBody, violations } from './sources-fixtures.ts';

export {
  created,
  openAccessCast,
  type SenderLogin,
  sender,
  senderLogin,
  violations,
} from './sources-fixtures.ts';

/** A url source (its URL public, never fetched) made by `token`: a customer's own when a sender's. */
export async function urlSource(
  t: TestApp,
  token: string,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const source = await created(await sender(t)(token, 'POST', '/sender/source', sourceBody('url', extra)));
  return source.source_id;
}

/** A template of the organisation with one column `code`. */
export async function template(t: TestApp, subdomain: string, handle: string): Promise<string> {
  await insertTemplate(t.services.ctx.db, subdomain, handle, ['code']);
  return handle;
}

/** The rows of every table a feed write touches, to check that a refused write changed nothing. */
export async function feedRows(t: TestApp): Promise<unknown[]> {
  return t.services.ctx.db.selectFrom('feeds').selectAll().orderBy('feed_id').execute();
}

/** The violations of a refused `POST /feeds` by `token`, after checking that it stored nothing. */
export async function refusedFeed(
  t: TestApp,
  token: string,
  body: Record<string, unknown>,
): Promise<[string, string][]> {
  const before = await feedRows(t);
  const found = violations(await sender(t)(token, 'POST', '/feeds', body));
  expect(await feedRows(t)).toEqual(before);
  return found;
}
