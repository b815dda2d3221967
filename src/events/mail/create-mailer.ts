/** The mailer the configuration asks for: through SMTP when SMTP_URL is set, else to the outbox folder. */
import path from 'node:path';
import type { Config } from '../../config.ts';
import { Mailer, type MailLog } from './mailer.ts';
import { OutboxTransport } from './outbox-transport.ts';
import { SmtpTransport } from './smtp-transport.ts';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  const transport = config.smtpUrl
    ? new SmtpTransport(config.smtpUrl, config.mailFrom, log)
    : new OutboxTransport(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
  return new Mailer(transport, log);
}
