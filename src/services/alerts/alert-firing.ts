/**
 * Firing an alert: at most once an hour per alert and cause (the cause being the template or the
 * feed concerned, recorded in alert_firings), an e-mail to each recipient still a member, in their
 * language, and the ALERT_FIRED event to the alert's webhook and to the subscriptions that listen
 * to ALERT_FIRED.
 */
import { render } from '../../domain/messages/index.ts';
import { type AlertReason, alertMessage } from '../../events/mail/alert-message.ts';
import type { Mailer } from '../../events/mail/mailer.ts';
import { type AlertRow, claimFiring, recipientsOf } from '../../store/events/alerts.ts';
import { findOrganisationById } from '../../store/organisations/organisations.ts';
import type { ServiceContext } from '../context.ts';
import type { FerryEvent } from '../webhooks/event.ts';
import { alertViews } from './alert-view.ts';

/** Why an alert fires and where to look. */
export interface AlertCause {
  /** What the once-an-hour rule counts per: `template:<id>` or `feed:<id>`. */
  cause: string;
  reason: AlertReason;
  /** The console page: `/app/transformations/{id}`, `/app/submissions/{id}` or `/app/feeds/{id}`. */
  link: string;
  templateId: string | null;
  transformationId?: string;
  submissionId?: string;
}

/** Publishes an event once per key, also to an addressed subscription (WebhookService.publishTo). */
export type PublishTo = (event: FerryEvent, key: string, addressed: string | null) => Promise<void>;

export class AlertFiring {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly mail: Mailer,
    private readonly publishTo: PublishTo,
  ) {}

  /** True when it fired; false when it already had within the hour for this cause. */
  async fire(alert: AlertRow, cause: AlertCause): Promise<boolean> {
    const { db } = this.ctx;
    const at = this.ctx.now();
    if (!(await claimFiring(db, alert.alert_id, cause.cause, at))) return false;
    const organisation = await findOrganisationById(db, alert.organisation_id);
    for (const person of await recipientsOf(db, alert.organisation_id, alert.recipients)) {
      this.mail.sendLater(
        alertMessage({
          to: person.email,
          organisationName: organisation?.name ?? '',
          reason: cause.reason,
          link: cause.link,
          language: person.language,
        }),
      );
    }
    const [view] = await alertViews(db, [alert]);
    await this.publishTo(
      {
        organisationId: alert.organisation_id,
        type: 'ALERT_FIRED',
        templateId: cause.templateId,
        data: {
          alert: view,
          // A receiver's server reads it: English, as the other events' data.
          reason: render(cause.reason, 'en'),
          link: cause.link,
          ...(cause.transformationId ? { transformation_id: cause.transformationId } : {}),
          ...(cause.submissionId ? { submission_id: cause.submissionId } : {}),
        },
      },
      `ALERT_FIRED:${alert.alert_id}:${cause.cause}:${at.toISOString()}`,
      alert.webhook_id,
    );
    return true;
  }
}
