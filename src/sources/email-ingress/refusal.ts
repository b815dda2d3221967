/**
 * Every reply the ingress refuses a message with. A sender's mail server turns the text into the
 * bounce a person reads, so each one is a sentence saying what to change. None names another
 * source's address or settings: a sender learns only about the address it wrote to.
 *
 * Each is said from the catalog (`mail.refusal.*`) and keeps its code and values. The reply is
 * the English one: the sender is not known (no customer, no request names a language) and the
 * text of an SMTP reply is printable US-ASCII only (RFC 5321's reply grammar).
 */
import { render } from '../../domain/messages/index.ts';
import { READABLE_EXTENSIONS } from './attachment-name.ts';

/** A refusal at SMTP time: smtp-server answers with `responseCode` and the message. */
export class MailRefused extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
    /** The catalog code of the message, `mail.refusal.<name>`. */
    readonly code: string,
    /** The values of the message. */
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = 'MailRefused';
  }

  /** The refusal of the catalog's `mail.refusal.<name>`, its reply the English message. */
  static of(responseCode: number, name: string, values: Record<string, string | number> = {}): MailRefused {
    const code = `mail.refusal.${name}`;
    return new MailRefused(responseCode, render({ code, values }, 'en'), code, values);
  }
}

const extensions = READABLE_EXTENSIONS.map((e) => `.${e}`);
/** The readable extensions as the message lists them: all but the last, and the last (`… or .xml`). */
const readable = { extensions: extensions.slice(0, -1).join(', '), last: extensions.at(-1)! };

/** `256 KB`, `1.5 MB`, `1024 MB`: rounded down, so the figure is never more than the limit. */
function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return mb >= 10 ? `${Math.floor(mb)} MB` : `${Math.floor(mb * 10) / 10} MB`;
}

/** The names of the attachments a message had, the first three, as the refusal quotes them. */
function attachmentsHad(found: string[]): string {
  return `${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''}`;
}

export const refusals = {
  outsideDomain: (address: string, domain: string) =>
    MailRefused.of(550, 'outside_domain', { domain, address }),
  unknownAddress: (address: string) => MailRefused.of(550, 'unknown_address', { address }),
  secondSource: () => MailRefused.of(452, 'second_source'),
  noSender: () => MailRefused.of(550, 'no_sender'),
  senderNotAllowed: (sender: string) => MailRefused.of(550, 'sender_not_allowed', { sender }),
  headerSenderNotAllowed: (sender: string) => MailRefused.of(550, 'header_sender_not_allowed', { sender }),
  noHeaderSender: () => MailRefused.of(550, 'no_header_sender'),
  subjectNotAccepted: () => MailRefused.of(550, 'subject_not_accepted'),
  noReadableAttachment: (found: string[]) =>
    found.length
      ? MailRefused.of(550, 'no_readable_attachment_had', { ...readable, had: attachmentsHad(found) })
      : MailRefused.of(550, 'no_readable_attachment', readable),
  tooLarge: (maxBytes: number) => MailRefused.of(552, 'too_large', { size: megabytes(maxBytes) }),
  attachmentTooLarge: (fileName: string, maxBytes: number) =>
    MailRefused.of(552, 'attachment_too_large', { file: fileName, size: megabytes(maxBytes) }),
  unreadable: () => MailRefused.of(550, 'unreadable'),
  /** Never read by the sender (it went away): for the log. */
  cutOff: () => MailRefused.of(451, 'cut_off'),
  lookupFailed: () => MailRefused.of(451, 'lookup_failed'),
  handlerFailed: () => MailRefused.of(451, 'handler_failed'),
};
