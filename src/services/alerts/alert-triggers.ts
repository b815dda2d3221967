/**
 * What makes alerts fire: a run failing (told where AUTOMATION_FAILED is), a submission made with
 * more rows in error than an error_rate alert allows (told where READY_FOR_DOWNLOAD is), and a
 * feed that made no file over two of its scheduled ticks (the silent-feeds pass, src/jobs).
 */
import { phrase } from '../../domain/messages/index.ts';
import { alertsWatching, silentFeedWatches } from '../../store/events/alerts.ts';
import { findSubmission } from '../../store/submissions/submissions.ts';
import { findTemplateById } from '../../store/templates/templates.ts';
import { findTransformation } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import { nextTick } from '../feeds/feed-schedule.ts';
import type { AlertFiring } from './alert-firing.ts';

/**
 * A feed is silent once the second scheduled tick after its last file (or after its creation,
 * before any) is this far past: the run of that tick has had time to bring its file.
 */
export const SILENT_FEED_GRACE_MS = 15 * 60 * 1000;

/** A fraction as a percentage to one decimal, which the catalog writes by the reader's rules. */
const percent = (fraction: number) => Math.round(fraction * 1000) / 10;

export class AlertTriggers {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly firing: AlertFiring,
  ) {}

  /** A transformation failed (its step is `failed`). */
  async automationFailed(transformationId: string): Promise<void> {
    const { db, config } = this.ctx;
    const row = await findTransformation(db, transformationId);
    if (!row) return;
    const alerts = await alertsWatching(db, row.organisation_id, 'automation_failed', row.template_id);
    if (alerts.length === 0) return;
    const handle = (await findTemplateById(db, row.template_id))?.handle ?? '';

    for (const alert of alerts) {
      await this.firing.fire(alert, {
        cause: `template:${row.template_id}`,
        reason: row.details
          ? phrase('mail.alert.reason.automation_failed', { template: handle, details: row.details })
          : phrase('mail.alert.reason.automation_failed_silently', { template: handle }),
        link: `${config.publicUrl}/app/transformations/${transformationId}`,
        templateId: row.template_id,
        transformationId,
      });
    }
  }

  /** A submission was processed: error_rate alerts fire when its rows in error are above their threshold. */
  async submissionMade(submissionId: string): Promise<void> {
    const { db, config } = this.ctx;
    const row = await findSubmission(db, submissionId);
    if (!row || row.failed || !row.template_id) return;
    const rows = row.counters?.rows_in_target ?? 0;
    const errors = row.counters?.rows_in_error ?? 0;
    if (rows === 0) return;
    const rate = errors / rows;
    const alerts = (await alertsWatching(db, row.organisation_id, 'error_rate', row.template_id)).filter(
      (alert) => rate > (alert.threshold ?? 1),
    );
    const handle = (await findTemplateById(db, row.template_id))?.handle ?? row.template_name ?? '';
    for (const alert of alerts) {
      const limit = percent(alert.threshold ?? 1);
      await this.firing.fire(alert, {
        cause: `template:${row.template_id}`,
        reason: phrase('mail.alert.reason.error_rate', {
          errors,
          rows,
          template: handle,
          rate: percent(rate),
          limit,
        }),
        link: `${config.publicUrl}/app/submissions/${submissionId}`,
        templateId: row.template_id,
        transformationId: row.transformation_id ?? undefined,
        submissionId,
      });
    }
  }

  /** The silent-feeds pass: every enabled feed_silent alert whose scheduled feed made no file over two ticks. */
  async checkSilentFeeds(now: Date = this.ctx.now()): Promise<void> {
    const { db, config } = this.ctx;
    for (const watch of await silentFeedWatches(db)) {
      // A feed paused or run only by hand or by e-mail has no ticks to miss.
      if (!watch.feed_enabled || !watch.cron || !watch.feed_id) continue;
      const since = watch.last_file_at ? new Date(watch.last_file_at) : watch.feed_created_at;
      const first = nextTick(watch.cron, watch.timezone, since);
      const second = first && nextTick(watch.cron, watch.timezone, first);
      if (!second || second.getTime() + SILENT_FEED_GRACE_MS > now.getTime()) continue;
      const when = since.toISOString().replace('T', ' ').slice(0, 16);
      await this.firing.fire(watch, {
        cause: `feed:${watch.feed_id}`,
        reason: phrase('mail.alert.reason.feed_silent', { feed: watch.feed_name, since: when }),
        link: `${config.publicUrl}/app/feeds/${watch.feed_id}`,
        templateId: null,
      });
    }
  }
}
