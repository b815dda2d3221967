/** Reading the mail a test app wrote to its outbox folder (FERRY_DATA_DIR/outbox). */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './app.ts';

/** A message as written: its file and raw text. */
export interface OutboxMessage {
  file: string;
  raw: string;
}

/** Every message written so far, oldest first, once the deliveries under way have ended. */
export async function outbox(t: TestApp): Promise<OutboxMessage[]> {
  await t.services.ports.mail.drain();
  const folder = path.join(t.services.ctx.config.dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).sort();
  return Promise.all(
    names.map(async (name) => ({
      file: path.join(folder, name),
      raw: await readFile(path.join(folder, name), 'utf8'),
    })),
  );
}

/** The messages written to `to`, oldest first. */
export async function mailTo(t: TestApp, to: string): Promise<OutboxMessage[]> {
  const escaped = to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const header = new RegExp(`^To: ${escaped}\\r?$`, 'im');
  return (await outbox(t)).filter((m) => header.test(m.raw));
}

/** The six-digit code a login-code message carries (on a line of its own). */
export function codeIn(message: OutboxMessage): string {
  const match = /^ {4}(\d{6})\r?$/m.exec(message.raw);
  if (!match) throw new Error(`No code in ${message.file}:\n${message.raw}`);
  return match[1]!;
}
