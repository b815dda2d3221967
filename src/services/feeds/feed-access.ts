/**
 * Who may address a feed: the receiver's users and API keys, any feed of their organisation; a
 * customer (sender), only the feeds of its own sources, and a login bound to one template only
 * that template's. Anyone else's feed answers 403 (DESIGN §3: another party's resource addressed
 * by UUID), an unknown id 404; either way nothing of the feed is shown.
 */
import { Forbidden, fromCatalog, NotFound } from '../../domain/errors.ts';
import type { Db } from '../../store/db.ts';
import { type FeedRow, findFeedById } from '../../store/sources/feeds.ts';
import { type Principal, reachesTemplate } from '../principal.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function feedOf(db: Db, principal: Principal, feedId: string): Promise<FeedRow> {
  const row = UUID.test(feedId) ? await findFeedById(db, feedId) : undefined;
  if (!row) throw new NotFound('Feed');
  if (row.organisation_id !== principal.organisationId) throw new Forbidden();
  if (principal.kind === 'customer' && row.customer_id !== principal.customerId) {
    throw new Forbidden(...fromCatalog('exception.feeds.other_party'));
  }
  if (!reachesTemplate(principal, row.template_id))
    throw new Forbidden(...fromCatalog('exception.feeds.other_party'));
  return row;
}

/** Feeds a principal lists: a customer's own, or all of the organisation's (undefined). */
export function listedFeedOwner(principal: Principal): string | undefined {
  return principal.kind === 'customer' ? principal.customerId : undefined;
}
