/** The mailer the configuration asks for: SMTP when SMTP_URL is set, else the outbox folder. */
import path from 'node:path';
import type { Config } from '../../config.ts';
import type { Mailer, MailLog } from './mailer.ts';
import { OutboxMailer } from './outbox-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom, log);
  return new OutboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, log);
}
