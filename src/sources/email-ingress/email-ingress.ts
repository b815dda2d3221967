/**
 * Ferry's inbound SMTP server (DESIGN §7): it takes mail for FERRY_MAIL_DOMAIN only, to the address
 * of an `email` source, from a sender that source allows, and hands the readable attachments of
 * each accepted message to the port. Everything else is refused while the sender's server is still
 * connected (a 5xx it turns into a bounce), and logged. It is an MX, not a submission server: no
 * AUTH. STARTTLS is offered only with the operator's certificate (FERRY_SMTP_TLS_CERT and _KEY):
 * without one, smtp-server would offer it with its published test certificate. Spam filtering
 * belongs to a relay in front.
 */
import { createReadStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import {
  SMTPServer,
  type SMTPServerAddress,
  type SMTPServerDataStream,
  type SMTPServerSession,
} from 'smtp-server';
import { readMessage } from './message-reader.ts';
import { MailRefused, refusals } from './refusal.ts';
import { senderAllowed } from './sender-match.ts';
import { subjectAccepted } from './subject-match.ts';
import type { EmailIngressPort, EmailIngressSettings, EmailSource, IngressLog } from './types.ts';

type Done = (error?: Error | null) => void;

export class EmailIngress {
  private readonly server: SMTPServer;
  /** The source each mail transaction delivers to, by its envelope (a new object per transaction). */
  private readonly sources = new WeakMap<object, EmailSource>();

  constructor(
    private readonly settings: EmailIngressSettings,
    private readonly port: EmailIngressPort,
    private readonly log: IngressLog,
  ) {
    this.server = new SMTPServer({
      name: settings.domain,
      banner: `Ferry receives files for ${settings.domain}`,
      disabledCommands: settings.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
      ...(settings.tls ? { key: settings.tls.key, cert: settings.tls.cert } : {}),
      authOptional: true,
      // Announced in EHLO and checked against MAIL FROM's SIZE=; the count in DATA is ours.
      size: settings.maxMessageBytes,
      maxClients: settings.maxClients ?? 100,
      logger: false,
      onRcptTo: (address, session, done) =>
        this.answer(this.acceptRecipient(address, session), done, refusals.lookupFailed()),
      onData: (stream, session, done) =>
        this.answer(this.receive(stream, session), done, refusals.handlerFailed()),
    });
    // A failure to listen is the caller's to report (listen() rejects with it), not a second line.
    this.server.on('error', (error) => {
      if (this.server.server.listening) this.log.warn(`Mail server error: ${error.message}`);
    });
  }

  /** Starts listening; resolves with the port (useful with 0). */
  listen(port: number, host = '0.0.0.0'): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.server.off('error', reject);
        resolve((this.server.server.address() as AddressInfo).port);
      });
    });
  }

  /** Stops taking connections and waits for those open to end (smtp-server closes them after 30 s). */
  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Replies with the refusal thrown, or with `fallback` (a 451: try later) for anything unexpected. */
  private answer(work: Promise<void>, done: Done, fallback: MailRefused): void {
    work.then(
      () => done(),
      (error: unknown) => {
        if (error instanceof MailRefused) return done(error);
        this.log.warn(`Mail refused (${fallback.responseCode}): ${(error as Error).message}`);
        done(fallback);
      },
    );
  }

  private async acceptRecipient(rcpt: SMTPServerAddress, session: SMTPServerSession): Promise<void> {
    const address = rcpt.address.toLowerCase();
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const refuse = (refusal: MailRefused) => this.refuse(refusal, session, sender, address);
    const domain = address.slice(address.lastIndexOf('@') + 1);
    if (domain !== this.settings.domain.toLowerCase())
      throw refuse(refusals.outsideDomain(rcpt.address, this.settings.domain));
    const source = await this.port.findEmailSource(address).catch((error: unknown) => {
      this.log.warn(`Looking up the source of ${address} failed: ${(error as Error).message}`);
      throw refuse(refusals.lookupFailed());
    });
    if (!source) throw refuse(refusals.unknownAddress(rcpt.address));
    const chosen = this.sources.get(session.envelope);
    if (chosen && chosen.sourceId !== source.sourceId) throw refuse(refusals.secondSource());
    if (!sender) throw refuse(refusals.noSender());
    if (!senderAllowed(sender, source.allowedSenders)) throw refuse(refusals.senderNotAllowed(sender));
    this.sources.set(session.envelope, source);
  }

  private async receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const source = this.sources.get(session.envelope);
    const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
    const recipient = session.envelope.rcptTo[0]?.address ?? '';
    if (!source) {
      // smtp-server lets DATA through only after an accepted RCPT, which always sets the source.
      stream.resume();
      throw refusals.lookupFailed();
    }
    const message = await readMessage(stream, {
      scratchRoot: this.settings.scratchRoot ?? tmpdir(),
      maxBytes: this.settings.maxMessageBytes,
      maxAttachmentBytes: this.settings.maxAttachmentBytes,
      judge: (from, subject) => {
        if (from.length === 0) return refusals.noHeaderSender();
        const stranger = from.find((address) => !senderAllowed(address, source.allowedSenders));
        if (stranger) return refusals.headerSenderNotAllowed(stranger);
        return subjectAccepted(subject, source.subjectPattern) ? null : refusals.subjectNotAccepted();
      },
    }).catch((error: unknown) => {
      throw error instanceof MailRefused ? this.refuse(error, session, sender, recipient) : error;
    });
    const attachments = message.attachments.map((a) => ({
      fileName: a.fileName,
      content: createReadStream(a.file),
      size: a.size,
    }));
    try {
      await this.port.onMessage(source, attachments, message.meta).catch((error: unknown) => {
        this.log.warn(`Mail from ${sender} to ${recipient} not taken in: ${(error as Error).message}`);
        throw this.refuse(refusals.handlerFailed(), session, sender, recipient);
      });
      const names = message.attachments.map((a) => JSON.stringify(a.fileName)).join(', ');
      this.log.info(`Mail from ${sender} to ${recipient} accepted for source ${source.sourceId}: ${names}`);
    } finally {
      for (const a of attachments) a.content.destroy();
      await message.discard();
    }
  }

  private refuse(
    refusal: MailRefused,
    session: SMTPServerSession,
    sender: string,
    recipient: string,
  ): MailRefused {
    this.log.info(
      `Mail refused (${refusal.responseCode}) from ${JSON.stringify(sender)} to ${JSON.stringify(recipient)}, client ${session.remoteAddress}: ${refusal.message}`,
    );
    return refusal;
  }
}
