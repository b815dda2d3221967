/**
 * Outbound mail through an SMTP server (`SMTP_URL`), with nodemailer. The URL carries what
 * nodemailer reads from it: `smtps://` for TLS from the start, `smtp://` upgrading with STARTTLS
 * when the server offers it, credentials, and options as query parameters.
 */
import { createTransport } from 'nodemailer';
import {
  type MailLog,
  type MailReceipt,
  type MailTransport,
  messageFields,
  type OutboundMail,
} from './mailer.ts';

/** Bounds on a server that does not answer, far below nodemailer's defaults (2 and 10 minutes). */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export class SmtpTransport implements MailTransport {
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transport = createTransport({ url: smtpUrl, ...TIMEOUTS });
  }

  async deliver(mail: OutboundMail): Promise<MailReceipt> {
    const info = await this.transport.sendMail(messageFields(this.from, mail));
    this.log.info(`Mail "${mail.subject}" to ${mail.to} sent through SMTP (${info.messageId})`);
    return { messageId: info.messageId, file: null };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
