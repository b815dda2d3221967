/**
 * Outbound mail: by default one private .eml file per message in FERRY_DATA_DIR/outbox/ and a log
 * line; with SMTP_URL, through a real SMTP server (smtp-server on loopback here).
 */
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../../src/events/mail/create-mailer.ts';
import { loginCodeMessage } from '../../../src/events/mail/login-code-message.ts';

const FROM = 'Ferry <no-reply@ferry.test>';

function recordingLog() {
  const lines: { level: 'info' | 'warn'; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
  };
}

const message = loginCodeMessage({
  to: 'ada@shop.example',
  code: '042917',
  organisationName: 'Acme',
  minutes: 10,
  language: 'en',
});

describe('the outbox (no SMTP_URL)', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ferry-mail-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('writes each message as a private .eml file composed by nodemailer, and logs it', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: null, mailFrom: FROM, dataDir }, log);
    const receipt = await mailer.send(message);
    const second = await mailer.send({ ...message, to: 'bea@shop.example' });
    await mailer.close();
    const folder = path.join(dataDir, 'outbox');
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const files = (await readdir(folder)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{8}T\d{6}\.\d{3}Z-[0-9a-f]{12}\.eml$/.test(f))).toBe(true);
    expect(receipt.file).toBe(path.join(folder, path.basename(receipt.file!)));
    expect((await stat(receipt.file!)).mode & 0o777).toBe(0o600);
    const raw = await readFile(receipt.file!, 'utf8');
    expect(raw).toMatch(/^From: Ferry <no-reply@ferry\.test>\r$/m);
    expect(raw).toMatch(/^To: ada@shop\.example\r$/m);
    expect(raw).toMatch(/^Subject: 042917 is your code to send files to Acme\r$/m);
    expect(raw).toMatch(/^Content-Language: en\r$/m);
    expect(raw).toMatch(/^Message-ID: <.+>\r$/m);
    expect(raw).toContain(receipt.messageId);
    expect(raw).toMatch(/^ {4}042917\r$/m);
    expect(second.file).not.toBe(receipt.file);
    expect(log.lines).toEqual([
      {
        level: 'info',
        message: expect.stringMatching(/^Mail ".+" to ada@shop\.example written to .+\.eml$/),
      },
      { level: 'info', message: expect.stringMatching(/to bea@shop\.example written to/) },
    ]);
  });

  it('encodes a French message so any mail client shows it', async () => {
    const mailer = createMailer({ smtpUrl: null, mailFrom: FROM, dataDir }, recordingLog());
    const french = loginCodeMessage({
      to: 'aime@shop.example',
      code: '123456',
      organisationName: 'Société Générale des Fichiers',
      minutes: 10,
      language: 'fr',
    });
    const receipt = await mailer.send(french);
    const raw = await readFile(receipt.file!, 'utf8');
    expect(raw).toMatch(/^Content-Language: fr\r$/m);
    expect(raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(raw).toMatch(/^Content-Transfer-Encoding: quoted-printable\r$/m);
    expect(raw).toContain('Voici votre code');
    expect(raw).toMatch(/^ {4}123456\r$/m);
  });
});

describe('SMTP (SMTP_URL)', () => {
  interface Received {
    from: string | undefined;
    to: string[];
    user: string | undefined;
    data: string;
  }
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let refuseRecipients = false;

  beforeAll(async () => {
    server = new SMTPServer({
      // Plain text on loopback: the test server has no certificate a client would trust.
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'ferry' && auth.password === 's3cret') callback(null, { user: auth.username });
        else callback(Object.assign(new Error('Invalid login'), { responseCode: 535 }));
      },
      onRcptTo(_address, _session, callback) {
        if (refuseRecipients) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            user: session.user as string | undefined,
            data: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    received.length = 0;
    refuseRecipients = false;
  });

  const dataDir = '/nonexistent-ferry-data';

  it('sends the message to the server, and writes nothing to the outbox', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, dataDir }, log);
    const receipt = await mailer.send(message);
    await mailer.close();
    expect(receipt.file).toBeNull();
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'no-reply@ferry.test', to: ['ada@shop.example'] });
    expect(received[0]!.data).toMatch(/^Subject: 042917 is your code to send files to Acme\r$/m);
    expect(received[0]!.data).toMatch(/^Content-Language: en\r$/m);
    expect(log.lines[0]!.message).toMatch(/to ada@shop\.example sent through SMTP/);
  });

  it('logs in with the credentials of the URL', async () => {
    const mailer = createMailer(
      { smtpUrl: `smtp://ferry:s3cret@127.0.0.1:${port}`, mailFrom: FROM, dataDir },
      recordingLog(),
    );
    await mailer.send(message);
    await mailer.close();
    expect(received[0]!.user).toBe('ferry');
    const wrong = createMailer(
      { smtpUrl: `smtp://ferry:wrong@127.0.0.1:${port}`, mailFrom: FROM, dataDir },
      recordingLog(),
    );
    await expect(wrong.send(message)).rejects.toThrow(/Invalid login/);
    await wrong.close();
  });

  it('rejects a message the server refuses; delivered later, the refusal is logged instead', async () => {
    refuseRecipients = true;
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailFrom: FROM, dataDir }, log);
    await expect(mailer.send(message)).rejects.toThrow(/No such mailbox/);
    mailer.sendLater(message);
    await mailer.drain();
    await mailer.close();
    expect(received).toHaveLength(0);
    expect(log.lines).toEqual([
      {
        level: 'warn',
        message: expect.stringMatching(/to ada@shop\.example could not be delivered: .*No such mailbox/),
      },
    ]);
  });
});
