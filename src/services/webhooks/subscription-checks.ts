/**
 * The rules a new subscription must meet, every broken one reported at once as a 409 violation
 * with its path. A template handle that is not in the organisation is a violation at its index
 * (as on customers), not a 404: the route exists, the property is wrong.
 */

import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { MAX_URL_LENGTH } from '../../domain/url-length.ts';
import { maxLength, notBlank, problemAt } from '../../domain/validation.ts';
import type { OutboundHttp } from '../../outbound/outbound-http.ts';
import { findTemplatesByHandles } from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { EVENT_TYPES, type EventType } from './event.ts';

/** The request fields of `POST /webhooks`; every one is optional in the schema, checked here. */
export interface WebhookWrite {
  url?: string | null;
  events?: string[] | null;
  template_handles?: string[] | null;
  enabled?: boolean;
}

/** A write that passed every check. */
export interface CheckedWebhook {
  url: string;
  events: EventType[];
  /** Null: every template of the organisation. */
  templateIds: string[] | null;
  enabled: boolean;
}

async function urlViolation(
  outbound: OutboundHttp,
  url: string | null | undefined,
): Promise<Phrase | string | null> {
  const blank = notBlank(url);
  if (blank || typeof url !== 'string') return blank;
  const tooLong = maxLength(url, MAX_URL_LENGTH);
  if (tooLong) return tooLong;
  // The outbound check names what is wrong ('must not point to a private network'); the sentence is ours.
  const found = await outbound.urlProblem(url.trim());
  return found && phrase('violation.field.this_value', { problem: found });
}

function eventViolations(events: string[] | null | undefined): ViolationItem[] {
  if (!events || events.length === 0) return [violationOf('events', events, phrase('violation.field.blank'))];
  const known = new Set<string>(EVENT_TYPES);
  const choices = EVENT_TYPES.join(', ');
  return events.flatMap((event, i) =>
    known.has(event)
      ? []
      : [violationOf(`events[${i}]`, event, phrase('violation.field.not_a_choice', { choices }))],
  );
}

/** Resolves handles in the organisation; none sent (null or empty) means every template. */
async function templateIds(db: Db, organisationId: string, handles: string[] | null | undefined) {
  if (!handles || handles.length === 0) return { ids: null, violations: [] };
  const known = await findTemplatesByHandles(db, organisationId, handles);
  const violations: ViolationItem[] = [];
  for (const [i, handle] of handles.entries()) {
    const message =
      notBlank(handle) ?? (known.has(handle) ? null : phrase('violation.field.unknown_template', { handle }));
    if (message) violations.push(problemAt(`template_handles[${i}]`, handle, message));
  }
  return { ids: [...new Set(handles.flatMap((handle) => known.get(handle) ?? []))], violations };
}

export async function checkWebhook(
  db: Db,
  outbound: OutboundHttp,
  organisationId: string,
  body: WebhookWrite,
): Promise<{ violations: ViolationItem[]; checked: CheckedWebhook }> {
  const violations: ViolationItem[] = [];
  const url = await urlViolation(outbound, body.url);
  if (url) violations.push(problemAt('url', body.url, url));
  violations.push(...eventViolations(body.events));
  const templates = await templateIds(db, organisationId, body.template_handles);
  violations.push(...templates.violations);
  return {
    violations,
    checked: {
      url: body.url?.trim() ?? '',
      events: [...new Set(body.events ?? [])] as EventType[],
      templateIds: templates.ids,
      enabled: body.enabled ?? true,
    },
  };
}
