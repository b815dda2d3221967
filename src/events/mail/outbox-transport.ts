/**
 * The embedded default: each message becomes one `.eml` file in `FERRY_DATA_DIR/outbox/`, which
 * any mail client opens, and a log line says so. The file is composed by nodemailer (its stream
 * transport), byte for byte what the SMTP path would send, and written private (0600) under a
 * temporary name first, so a reader never sees half a message.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import { PRIVATE_FILE, PRIVATE_FOLDER } from '../../files/private-data-dir.ts';
import {
  type MailLog,
  type MailReceipt,
  type MailTransport,
  messageFields,
  type OutboundMail,
} from './mailer.ts';

/** `20261125T164512.307Z-3fa9c1d2e4b5.eml`: sorts by time (to the millisecond), unique without a lookup. */
function fileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '');
  return `${stamp}-${randomBytes(6).toString('hex')}.eml`;
}

export class OutboxTransport implements MailTransport {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

  constructor(
    /** The folder the messages go to (FERRY_DATA_DIR/outbox). */
    private readonly folder: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {}

  async deliver(mail: OutboundMail): Promise<MailReceipt> {
    const info = await this.transport.sendMail(messageFields(this.from, mail));
    await mkdir(this.folder, { recursive: true, mode: PRIVATE_FOLDER });
    const file = path.join(this.folder, fileName(new Date()));
    const temporary = `${file}.part`;
    try {
      await writeFile(temporary, info.message as Buffer, { mode: PRIVATE_FILE, flag: 'wx' });
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    this.log.info(`Mail "${mail.subject}" to ${mail.to} written to ${file}`);
    return { messageId: info.messageId, file };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
