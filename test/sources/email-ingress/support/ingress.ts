/**
 * An e-mail ingress on loopback with its port kept in memory: sources by address, each accepted
 * message read to the end, and the log lines. Mail goes in through nodemailer, as a partner's
 * mail client would send it.
 */
import { buffer } from 'node:stream/consumers';
import type { SendMailOptions } from 'nodemailer';
import { createTransport } from 'nodemailer';
import { EmailIngress } from '../../../../src/sources/email-ingress/email-ingress.ts';
import type { EmailSource, MessageMeta } from '../../../../src/sources/email-ingress/types.ts';

export const DOMAIN = 'in.ferry.test';
/** The address whose lookup fails, as when the database is unreachable. */
export const BROKEN = `src-brokenbroken@${DOMAIN}`;

export interface Delivered {
  source: EmailSource;
  /** `scratchFile`: where the bytes were read from, when they came as a file stream. */
  files: { fileName: string; bytes: Buffer; size: number; scratchFile: string | null }[];
  meta: MessageMeta;
}

export interface TestIngress {
  port: number;
  delivered: Delivered[];
  logs: string[];
  /** Resolves once a log line containing `text` has been written (at once if one has). */
  logged(text: string): Promise<string>;
  /** Makes the next onMessage calls fail (the receiving side is down). */
  failHandler(fail: boolean): void;
  send(mail: SendMailOptions): Promise<unknown>;
  close(): Promise<void>;
}

export async function startIngress(
  sources: Record<string, Omit<EmailSource, 'organisationId'>>,
  settings: {
    maxMessageBytes?: number;
    maxAttachmentBytes?: number;
    scratchRoot?: string;
    port?: number;
    tls?: { key: string; cert: string };
  } = {},
): Promise<TestIngress> {
  const delivered: Delivered[] = [];
  const logs: string[] = [];
  const waiting: { text: string; resolve: (line: string) => void }[] = [];
  const write = (line: string) => {
    logs.push(line);
    for (const waiter of waiting.filter((w) => line.includes(w.text))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  let failing = false;
  const ingress = new EmailIngress(
    {
      domain: DOMAIN,
      maxMessageBytes: settings.maxMessageBytes ?? 10 * 1024 * 1024,
      scratchRoot: settings.scratchRoot,
      maxAttachmentBytes: settings.maxAttachmentBytes,
      tls: settings.tls,
    },
    {
      async findEmailSource(address) {
        if (address === BROKEN) throw new Error('connection to the database lost');
        const found = sources[address];
        return found ? { ...found, organisationId: 'org-1' } : null;
      },
      async onMessage(source, attachments, meta) {
        const files = [];
        for (const a of attachments) {
          const bytes = Buffer.isBuffer(a.content) ? a.content : await buffer(a.content);
          const scratchFile = 'path' in a.content ? String(a.content.path) : null;
          files.push({ fileName: a.fileName, bytes, size: a.size, scratchFile });
        }
        if (failing) throw new Error('the database is down');
        delivered.push({ source, files, meta });
      },
    },
    { info: (line) => write(line), warn: (line) => write(line) },
  );
  const port = await ingress.listen(settings.port ?? 0, '127.0.0.1');
  const transport = createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true });
  return {
    port,
    delivered,
    logs,
    logged: (text) =>
      new Promise((resolve) => {
        const line = logs.find((l) => l.includes(text));
        if (line) resolve(line);
        else waiting.push({ text, resolve });
      }),
    failHandler: (fail) => {
      failing = fail;
    },
    send: (mail) => transport.sendMail(mail),
    close: async () => {
      transport.close();
      await ingress.close();
    },
  };
}

/** The SMTP reply a refused sendMail rejected with, e.g. `550 No source receives …`. */
export async function refusal(sending: Promise<unknown>): Promise<{ code: number; text: string }> {
  const error = (await sending.then(
    () => {
      throw new Error('the message was accepted');
    },
    (e: unknown) => e,
  )) as { responseCode?: number; response?: string };
  return { code: error.responseCode ?? 0, text: error.response ?? '' };
}
