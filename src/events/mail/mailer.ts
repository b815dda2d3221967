/**
 * The port outbound mail goes through (DESIGN §8): services hand it a message and do not know
 * whether it lands in the outbox folder or goes out through SMTP (the transport).
 */

/** A message to one recipient, already in the recipient's language. */
export interface OutboundMail {
  /** The recipient's address. */
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The language the message is written in, sent as Content-Language. */
  language: string;
}

/** What became of a message. */
export interface MailReceipt {
  /** The Message-ID header it was given. */
  messageId: string;
  /** Where the outbox wrote it; null when it went out through SMTP. */
  file: string | null;
}

/** One way of delivering composed mail: the outbox folder or an SMTP server. */
export interface MailTransport {
  /** Composes and delivers one message; rejects when it could not be written or sent. */
  deliver(mail: OutboundMail): Promise<MailReceipt>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** The log lines of outbound mail (pino's methods fit). */
export interface MailLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The fields every transport gets from an OutboundMail, composed by nodemailer. */
export function messageFields(from: string, mail: OutboundMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    headers: { 'Content-Language': mail.language },
  };
}

export class Mailer {
  /** Deliveries under way after their caller moved on, so that a shutdown (or a test) waits for them. */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly transport: MailTransport,
    private readonly log: MailLog,
  ) {}

  /** Delivers now; rejects when the message could not be written or sent. */
  send(mail: OutboundMail): Promise<MailReceipt> {
    return this.transport.deliver(mail);
  }

  /**
   * Delivers after the caller has answered, so that an answer never waits for (or betrays by its
   * timing) a delivery; a failure is logged, not thrown.
   */
  sendLater(mail: OutboundMail): void {
    const delivery: Promise<void> = this.transport
      .deliver(mail)
      .then(
        () => undefined,
        (error: unknown) => {
          const reason = error instanceof Error ? error.message : String(error);
          this.log.warn(`Mail "${mail.subject}" to ${mail.to} could not be delivered: ${reason}`);
        },
      )
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Resolves once every delivery started so far has ended (delivered, or failed and logged). */
  async drain(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /** Finishes the deliveries under way, then releases the transport. */
  async close(): Promise<void> {
    await this.drain();
    await this.transport.close();
  }
}
