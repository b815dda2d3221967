/**
 * What the e-mail ingress needs from the rest of Ferry (a port, so that it knows nothing of the
 * database) and what it hands over for each message it accepts.
 */
import type { Readable } from 'node:stream';

/** The `email` source a recipient address belongs to, as the ingress needs it. */
export interface EmailSource {
  sourceId: string;
  organisationId: string;
  /** Patterns such as `*@partner.com`, `orders@partner.com` or `*`, compared case-insensitively. */
  allowedSenders: string[];
  /** An RE2 regular expression searched in the subject; null takes every subject. */
  subjectPattern: string | null;
}

/** One attachment with a readable extension, kept in a scratch file while the handler runs. */
export interface IngressAttachment {
  /** The name the sender gave, without any folder. */
  fileName: string;
  /** The decoded bytes; readable until the handler's promise settles, then the file is removed. */
  content: Readable | Buffer;
  /** Decoded size in bytes. */
  size: number;
}

/** Facts about the message, for the runs it starts and for their logs. */
export interface MessageMeta {
  /** The address in the From header. */
  from: string;
  subject: string;
  /** The Message-ID header, or null when the message had none. */
  messageId: string | null;
}

export interface EmailIngressPort {
  /** The `email` source receiving at `address` (lower case), or null when none does. */
  findEmailSource(address: string): Promise<EmailSource | null>;
  /**
   * Called once per accepted message with all its readable attachments (at least one). A rejection
   * makes the sender's server try again later (451); the attachments must be read before it settles.
   */
  onMessage(source: EmailSource, attachments: IngressAttachment[], meta: MessageMeta): Promise<void>;
}

/** The lines the ingress writes: each refusal and each accepted message (pino fits). */
export interface IngressLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface EmailIngressSettings {
  /** FERRY_MAIL_DOMAIN: the only domain the server takes mail for. */
  domain: string;
  /** The largest message, as sent (attachments in base64 grow by a third), in bytes. */
  maxMessageBytes: number;
  /** The largest attachment once decoded, in bytes (the upload limit); only the message cap when absent. */
  maxAttachmentBytes?: number;
  /** Where each message's attachments are written while it is handled (the system's temp folder by default). */
  scratchRoot?: string;
  /** Connections served at once; more are turned away with a 421 until one ends (default 100). */
  maxClients?: number;
  /** The operator's certificate and key (PEM): STARTTLS is offered with them; without, not at all. */
  tls?: { key: string | Buffer; cert: string | Buffer } | null;
}
