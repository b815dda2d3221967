/**
 * The port outbound mail goes through (DESIGN §8): services hand it a message and do not know
 * whether it lands in the outbox folder or goes out through SMTP.
 */

/** A message to one recipient, already in the recipient's language. */
export interface OutboundMail {
  /** The recipient's address. */
  to: string;
  subject: string;
  /** The plain-text body. */
  text: string;
  /** The language the message is written in, sent as Content-Language. */
  language: 'en' | 'fr';
}

/** What became of a message. */
export interface MailReceipt {
  /** The Message-ID header it was given. */
  messageId: string;
  /** Where the outbox wrote it; null when it went out through SMTP. */
  file: string | null;
}

/** Where outbound mail goes. */
export interface Mailer {
  /** Composes and hands over one message; rejects when it could not be written or sent. */
  send(mail: OutboundMail): Promise<MailReceipt>;
  /** Releases connections; messages already handed over are finished first. */
  close(): Promise<void>;
}

/** The log lines a mailer writes (pino's methods fit). */
export interface MailLog {
  info(message: string): void;
  error(message: string): void;
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
