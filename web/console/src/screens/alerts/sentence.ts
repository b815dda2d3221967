/** An alert in one sentence: who is told, and when ("E-mail Ada and Grace when an automation of any template fails"). */
import { locale, t } from '../../i18n.ts';
import type { Feed } from '../automations/types.ts';
import type { Alert, Member, Webhook } from './types.ts';

export function listOf(items: string[]): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
}

/** A member's name, else the e-mail address. */
export function memberName(members: Member[] | null, email: string): string {
  return members?.find((member) => member.email.toLowerCase() === email.toLowerCase())?.name || email;
}

/** Percentage as people write it, from a fraction (0.05 → "5 %" in French, "5%" in English). */
export function percent(fraction: number): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(fraction);
}

export function alertSentence(
  alert: Pick<Alert, 'kind' | 'template_handles' | 'feed_id' | 'threshold' | 'recipients' | 'webhook_id'>,
  context: { members: Member[] | null; feeds: Feed[] | null; webhooks: Webhook[] | null },
): string {
  const who = listOf(alert.recipients.map((email) => memberName(context.members, email)));
  const hook = alert.webhook_id
    ? (context.webhooks?.find((webhook) => webhook.webhook_id === alert.webhook_id)?.url ?? '…')
    : null;
  const tell =
    who && hook
      ? t('alerts.sentence.both', { who, url: hook })
      : hook
        ? t('alerts.sentence.webhook', { url: hook })
        : t('alerts.sentence.email', { who: who || '…' });
  const templates = alert.template_handles?.length ? listOf(alert.template_handles) : null;
  let when: string;
  if (alert.kind === 'feed_silent') {
    const feed = context.feeds?.find((entry) => entry.feed_id === alert.feed_id)?.name ?? '…';
    when = t('alerts.sentence.silent', { feed });
  } else if (alert.kind === 'error_rate') {
    const rate = percent(alert.threshold ?? 0);
    when = templates
      ? t('alerts.sentence.errorRateOf', { rate, templates })
      : t('alerts.sentence.errorRate', { rate });
  } else {
    when = templates ? t('alerts.sentence.failedOf', { templates }) : t('alerts.sentence.failed');
  }
  return t('alerts.sentence.whole', { tell, when });
}
