/**
 * A feed write (create, or a partial update over the stored feed) checked field by field: every
 * problem is one violation at its property (409), and nothing is stored unless all pass. The
 * source, template and connector must be the caller's organisation's and usable by the source's
 * owner; a caller who may not see one is told it does not exist, as for one that does not.
 */
import { Violation, type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import type { Db } from '../../store/db.ts';
import type { FeedFields, FeedRow } from '../../store/sources/feeds.ts';
import type { Principal } from '../principal.ts';
import { checkConnector, checkSource, checkTemplate } from './feed-references.ts';
import { canonicalTimeZone, cronProblem, nextTick } from './feed-schedule.ts';

export interface FeedWrite {
  name?: string | null;
  source_id?: string | null;
  template_handle?: string | null;
  connector_id?: string | null;
  cron?: string | null;
  timezone?: string | null;
  auto_submit?: boolean;
  enabled?: boolean;
}

const BLANK = phrase('violation.field.blank');

/** An e-mail source's feed runs on each message: a schedule or a run by hand has nothing to fetch. */
export const EMAIL_RUNS = phrase('violation.field.feed_email_runs');

/** The fields to store, or a Violation listing every refused property. */
export async function feedFields(
  db: Db,
  principal: Principal,
  body: FeedWrite,
  stored: FeedRow | undefined,
  now: Date,
): Promise<FeedFields> {
  const violations: ViolationItem[] = [];
  const refuse = (property_path: string, invalid_value: unknown, message: Phrase) =>
    violations.push(violationOf(property_path, invalid_value, message));
  const given = <K extends keyof FeedWrite>(key: K) => key in body && body[key] !== undefined;

  const name = given('name') ? body.name : stored?.name;
  if (typeof name !== 'string' || !/\S/.test(name)) refuse('name', name, BLANK);
  else if (name.length > 255) refuse('name', name, phrase('violation.field.too_long', { max: 255 }));

  const sourceId = given('source_id') ? body.source_id : stored?.source_id;
  const source = sourceId ? await checkSource(db, principal, sourceId) : { problem: BLANK };
  if ('problem' in source) refuse('source_id', sourceId, source.problem);
  const owner = 'problem' in source ? undefined : source.customer_id;

  const handle = given('template_handle') ? body.template_handle : stored?.template_handle;
  const template = handle ? await checkTemplate(db, principal, handle, owner ?? null) : { problem: BLANK };
  if ('problem' in template) refuse('template_handle', handle, template.problem);

  const connectorId = given('connector_id') ? (body.connector_id ?? null) : (stored?.connector_id ?? null);
  if (connectorId !== null && 'template_id' in template && owner !== undefined) {
    const problem = await checkConnector(db, principal, connectorId, template.template_id, owner);
    if (problem) refuse('connector_id', connectorId, problem);
  }

  const cron = given('cron') ? body.cron?.trim() || null : (stored?.cron ?? null);
  const cronRefusal = cron === null ? null : cronProblem(cron);
  if (cronRefusal) refuse('cron', body.cron, cronRefusal);
  else if (cron !== null && 'data_extractor' in source && source.data_extractor === 'email') {
    refuse('cron', cron, EMAIL_RUNS);
  }

  const zoneGiven = given('timezone') ? (body.timezone ?? 'UTC') : (stored?.timezone ?? 'UTC');
  const timezone = canonicalTimeZone(zoneGiven);
  if (!timezone) refuse('timezone', zoneGiven, phrase('violation.field.time_zone'));

  if (violations.length) throw new Violation(violations);
  const enabled = body.enabled ?? stored?.enabled ?? true;
  const fields = {
    customer_id: owner ?? null,
    name: name as string,
    source_id: sourceId as string,
    template_id: (template as { template_id: string }).template_id,
    connector_id: connectorId,
    cron: cron ? cron.split(/\s+/).join(' ') : null,
    timezone: timezone as string,
    auto_submit: body.auto_submit ?? stored?.auto_submit ?? true,
    enabled,
  };
  return { ...fields, next_tick_at: nextTickAfterWrite(fields, stored, now) };
}

/**
 * The schedule's next tick: kept while the schedule and the pause stay as they were, so that an
 * edit of the name does not skip or repeat a tick; otherwise the first tick after now, so that
 * resuming a paused feed does not run the ticks it missed.
 */
function nextTickAfterWrite(
  fields: Pick<FeedFields, 'cron' | 'timezone' | 'enabled'>,
  stored: FeedRow | undefined,
  now: Date,
): Date | null {
  if (!fields.enabled || !fields.cron) return null;
  const same =
    stored?.enabled &&
    stored.cron === fields.cron &&
    stored.timezone === fields.timezone &&
    stored.next_tick_at;
  return same ? stored.next_tick_at : nextTick(fields.cron, fields.timezone, now);
}
