/**
 * The rules an alert write must meet, every broken one reported at once as a 409 violation on its
 * property: recipients are members of the organisation, the feed and the webhook are the
 * organisation's, a threshold belongs to error_rate alone (0 to 1), a feed to feed_silent alone
 * (which needs one). A feed or webhook of another organisation is "not found", as one that does
 * not exist: the answer says nothing of other tenants.
 */
import { type ViolationItem, violationOf } from '../../domain/errors.ts';
import { type Phrase, phrase } from '../../domain/messages/index.ts';
import { findTemplatesByHandles } from '../../store/customers/customers.ts';
import type { Db } from '../../store/db.ts';
import { type AlertFields, type AlertKind, membersByEmail } from '../../store/events/alerts.ts';
import { findWebhook } from '../../store/events/webhooks.ts';
import { findFeedById } from '../../store/sources/feeds.ts';

export const ALERT_KINDS: readonly AlertKind[] = ['automation_failed', 'feed_silent', 'error_rate'];

/** The request fields of `POST /alerts` and `PUT /alert/{id}`; every one optional in the schema. */
export interface AlertWrite {
  kind?: string | null;
  template_handles?: string[] | null;
  feed_id?: string | null;
  threshold?: number | null;
  recipients?: string[] | null;
  webhook_id?: string | null;
  enabled?: boolean | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The violation of `path`, said by the catalog's `violation.field.<what>`. */
function violation(path: string, value: unknown, what: string, values?: Phrase['values']): ViolationItem {
  return violationOf(path, value, phrase(`violation.field.${what}`, values && { ...values }));
}

async function recipientIds(db: Db, organisationId: string, emails: string[]) {
  const members = await membersByEmail(db, organisationId, emails);
  const byEmail = new Map(members.map((m) => [m.email.toLowerCase(), m.user_id]));
  const violations = emails.flatMap((email, i) =>
    byEmail.has(String(email).toLowerCase())
      ? []
      : [violation(`recipients[${i}]`, email, 'not_member', { email: String(email) })],
  );
  return { ids: [...new Set(emails.flatMap((e) => byEmail.get(String(e).toLowerCase()) ?? []))], violations };
}

async function templateIds(db: Db, organisationId: string, handles: string[] | null | undefined) {
  if (!handles || handles.length === 0) return { ids: null, violations: [] };
  const known = await findTemplatesByHandles(db, organisationId, handles);
  const violations = handles.flatMap((handle, i) =>
    known.has(handle) ? [] : [violation(`template_handles[${i}]`, handle, 'unknown_template', { handle })],
  );
  return { ids: [...new Set(handles.flatMap((h) => known.get(h) ?? []))], violations };
}

export async function checkAlert(
  db: Db,
  organisationId: string,
  body: AlertWrite,
): Promise<{ violations: ViolationItem[]; fields: AlertFields }> {
  const violations: ViolationItem[] = [];
  const kind = body.kind as AlertKind;
  if (!body.kind) violations.push(violation('kind', body.kind, 'blank'));
  else if (!ALERT_KINDS.includes(kind)) {
    violations.push(violation('kind', body.kind, 'not_a_choice', { choices: ALERT_KINDS.join(', ') }));
  }
  const templates = await templateIds(db, organisationId, body.template_handles);
  violations.push(...templates.violations);

  const feedId = body.feed_id ?? null;
  if (kind === 'feed_silent' && !feedId) {
    violations.push(violation('feed_id', feedId, 'alert_feed_needed'));
  } else if (feedId && kind !== 'feed_silent') {
    violations.push(violation('feed_id', feedId, 'alert_feed_unneeded'));
  } else if (feedId) {
    const feed = UUID.test(feedId) ? await findFeedById(db, feedId) : undefined;
    if (feed?.organisation_id !== organisationId) {
      violations.push(violation('feed_id', feedId, 'no_feed'));
    }
  }

  const threshold = body.threshold ?? null;
  if (kind === 'error_rate' && threshold === null) {
    violations.push(violation('threshold', threshold, 'alert_threshold_needed'));
  } else if (threshold !== null && kind !== 'error_rate') {
    violations.push(violation('threshold', threshold, 'alert_threshold_unneeded'));
  } else if (threshold !== null && !(threshold >= 0 && threshold <= 1)) {
    violations.push(violation('threshold', threshold, 'alert_threshold_range'));
  }

  const webhookId = body.webhook_id ?? null;
  if (webhookId && !(UUID.test(webhookId) && (await findWebhook(db, organisationId, webhookId)))) {
    violations.push(violation('webhook_id', webhookId, 'no_webhook'));
  }

  const recipients = await recipientIds(db, organisationId, body.recipients ?? []);
  violations.push(...recipients.violations);
  if (recipients.ids.length === 0 && !webhookId && recipients.violations.length === 0) {
    violations.push(violation('recipients', body.recipients, 'alert_recipients'));
  }
  return {
    violations,
    fields: {
      kind,
      template_ids: templates.ids,
      feed_id: kind === 'feed_silent' ? feedId : null,
      threshold: kind === 'error_rate' ? threshold : null,
      recipients: recipients.ids,
      webhook_id: webhookId,
      enabled: body.enabled ?? true,
    },
  };
}
