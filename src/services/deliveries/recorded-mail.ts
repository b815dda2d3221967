/**
 * E-mails sent for an organisation's work that it may want to see and send again (a customer's
 * invitation): each is stored as a delivery before it is handed to the mailer, and each try is
 * recorded with its outcome (../../store/events/email-deliveries.ts). A failure still reaches the caller,
 * as with the mailer itself. Messages carrying a secret do not come here (see migration 0027).
 */
import type { Mailer, OutboundMail } from '../../events/mail/mailer.ts';
import {
  type EmailDeliveryRow,
  insertEmailDelivery,
  recordEmailAttempt,
} from '../../store/events/email-deliveries.ts';
import type { ServiceContext } from '../context.ts';

export class RecordedMail {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly mailer: Mailer,
  ) {}

  async send(
    organisationId: string,
    event: string,
    mail: OutboundMail,
    submissionId: string | null = null,
  ): Promise<void> {
    const deliveryId = await insertEmailDelivery(this.ctx.db, {
      organisation_id: organisationId,
      event,
      recipient: mail.to,
      subject: mail.subject,
      body: mail.text,
      language: mail.language,
      submission_id: submissionId,
      created_at: this.ctx.now(),
    });
    await this.attempt(deliveryId, mail);
  }

  /** The stored message, sent again as it was. */
  async sendAgain(row: EmailDeliveryRow): Promise<void> {
    const mail: OutboundMail = {
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      language: row.language,
    };
    await this.attempt(row.delivery_id, mail).catch(() => undefined);
  }

  private async attempt(deliveryId: string, mail: OutboundMail): Promise<void> {
    const started = Date.now();
    const startedAt = this.ctx.now();
    let failure: unknown = null;
    try {
      await this.mailer.send(mail);
    } catch (error) {
      failure = error;
    }
    await recordEmailAttempt(this.ctx.db, deliveryId, {
      started_at: startedAt,
      duration_ms: Date.now() - started,
      error: failure === null ? null : failure instanceof Error ? failure.message : String(failure),
    });
    if (failure !== null) throw failure;
  }
}
