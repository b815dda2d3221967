/**
 * Every reply the ingress refuses a message with. A sender's mail server turns the text into the
 * bounce a person reads, so each one is a sentence saying what to change. None names another
 * source's address or settings: a sender learns only about the address it wrote to.
 */
import { READABLE_EXTENSIONS } from './attachment-name.ts';

/** A refusal at SMTP time: smtp-server answers with `responseCode` and the message. */
export class MailRefused extends Error {
  constructor(
    readonly responseCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'MailRefused';
  }
}

const extensions = READABLE_EXTENSIONS.map((e) => `.${e}`);
const readableList = `${extensions.slice(0, -1).join(', ')} or ${extensions.at(-1)}`;

/** `256 KB`, `1.5 MB`, `1024 MB`: rounded down, so the figure is never more than the limit. */
function megabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} KB`;
  const mb = bytes / 1024 / 1024;
  return mb >= 10 ? `${Math.floor(mb)} MB` : `${Math.floor(mb * 10) / 10} MB`;
}

export const refusals = {
  outsideDomain: (address: string, domain: string) =>
    new MailRefused(
      550,
      `This server takes mail for ${domain} only and relays nothing, so it does not deliver to ${address}.`,
    ),
  unknownAddress: (address: string) =>
    new MailRefused(
      550,
      `No source receives files at ${address}: check the address in the source's settings.`,
    ),
  secondSource: () =>
    new MailRefused(452, 'A message can go to one source address only: send it to the others separately.'),
  noSender: () =>
    new MailRefused(550, 'A message without a sender address (such as a bounce) cannot deliver files.'),
  senderNotAllowed: (sender: string) =>
    new MailRefused(550, `The sender ${sender} is not allowed to send files to this address.`),
  headerSenderNotAllowed: (sender: string) =>
    new MailRefused(
      550,
      `The sender in the From header, ${sender}, is not allowed to send files to this address.`,
    ),
  noHeaderSender: () =>
    new MailRefused(
      550,
      'The message has no From address, so Ferry cannot tell whether its sender is allowed.',
    ),
  subjectNotAccepted: () =>
    new MailRefused(550, 'The subject of the message is not one this address accepts.'),
  noReadableAttachment: (found: string[]) =>
    new MailRefused(
      550,
      `The message has no attachment Ferry can read${found.length ? ` (it had ${found.slice(0, 3).join(', ')}${found.length > 3 ? ', …' : ''})` : ''}: attach a ${readableList} file.`,
    ),
  tooLarge: (maxBytes: number) =>
    new MailRefused(552, `The message is larger than the ${megabytes(maxBytes)} this server accepts.`),
  attachmentTooLarge: (fileName: string, maxBytes: number) =>
    new MailRefused(
      552,
      `The attachment ${fileName} is larger than the ${megabytes(maxBytes)} a file may have here.`,
    ),
  unreadable: () =>
    new MailRefused(
      550,
      'The message could not be read: its MIME structure is broken or has too many parts.',
    ),
  /** Never read by the sender (it went away): for the log. */
  cutOff: () => new MailRefused(451, 'The connection closed before the whole message had arrived.'),
  lookupFailed: () =>
    new MailRefused(451, 'Ferry cannot check this address just now: please try again later.'),
  handlerFailed: () =>
    new MailRefused(451, 'Ferry could not take the files in just now: please send the message again later.'),
};
