/**
 * The SMTP server of e-mail sources, started by `ferry serve` only: one process binds
 * FERRY_SMTP_PORT (`ferry worker`s would compete for it), and it only stores each attachment and
 * starts runs, which any worker then works. Port 0 turns it off. A port that cannot be bound is
 * one line in the log naming FERRY_SMTP_PORT, and the API serves on: e-mail sources then receive
 * nothing until a restart.
 */
import { readFileSync } from 'node:fs';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Services } from '../services/container.ts';
import { EmailTrigger } from '../services/feeds/email-trigger.ts';
import { EmailIngress } from '../sources/email-ingress/email-ingress.ts';

/** Attachments travel in base64, a third larger than the file, plus the message around them. */
function maxMessageBytes(config: Config): number {
  return Math.ceil((config.maxUploadBytes * 4) / 3) + 1024 * 1024;
}

/** The operator's certificate and key for STARTTLS, read now: a file that cannot be read stops the server. */
function tlsFiles(config: Config): { cert: Buffer; key: Buffer } | null {
  if (!config.smtpTls) return null;
  const read = (file: string, variable: string) => {
    try {
      return readFileSync(file);
    } catch (error) {
      throw new Error(
        `${variable} ${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? error}`,
      );
    }
  };
  return {
    cert: read(config.smtpTls.certFile, 'FERRY_SMTP_TLS_CERT'),
    key: read(config.smtpTls.keyFile, 'FERRY_SMTP_TLS_KEY'),
  };
}

/** The SMTP server wired to the feeds of e-mail sources, not yet listening. */
export function createMailIngress(config: Config, services: Services, log: Logger): EmailIngress {
  const trigger = new EmailTrigger(services.ctx, services.ports.blobs, services.feedRunner, log);
  return new EmailIngress(
    {
      domain: config.mailDomain,
      maxMessageBytes: maxMessageBytes(config),
      // Each file as large as an upload may be, once decoded; the message cap allows for base64.
      maxAttachmentBytes: config.maxUploadBytes,
      tls: tlsFiles(config),
    },
    trigger,
    {
      info: (line) => log.info(line),
      warn: (line) => log.warn(line),
    },
  );
}

export async function startMailIngress(
  config: Config,
  services: Services,
  log: Logger,
): Promise<{ close(): Promise<void> } | null> {
  if (config.smtpPort === 0) return null;
  let ingress: EmailIngress;
  try {
    ingress = createMailIngress(config, services, log);
  } catch (err) {
    log.error({ err }, `E-mail sources receive nothing: ${(err as Error).message}`);
    return null;
  }
  try {
    const port = await ingress.listen(config.smtpPort, config.host);
    const tls = config.smtpTls ? ', STARTTLS offered' : '';
    log.info(`Receiving e-mail for ${config.mailDomain} on port ${port}${tls}.`);
    return ingress;
  } catch (err) {
    log.error(portRefusal(err as NodeJS.ErrnoException, config.smtpPort));
    return null;
  }
}

/** One line for the operator: why the port was refused, and the setting that moves it. */
function portRefusal(err: NodeJS.ErrnoException, port: number): string {
  const why =
    err.code === 'EADDRINUSE'
      ? `port ${port} is already taken (another Ferry, or a mail server, on this machine?)`
      : err.code === 'EACCES'
        ? `port ${port} needs privileges this process does not have`
        : `port ${port} could not be opened (${err.code ?? err.message})`;
  return `E-mail sources are off: ${why}. Set FERRY_SMTP_PORT to a free port, or to 0 to leave them off.`;
}
