/**
 * Reads one message as it arrives over DATA: mailparser's streaming MailParser splits it, each
 * attachment with a readable name is written to a scratch file as it is decoded, and the others are
 * skipped unread, so memory stays flat whatever the size of the files. The message is checked as
 * soon as its headers are known; a refusal or a message over the size cap stops the parsing, and
 * the rest of DATA is drained unread (the SMTP reply can only be sent once it has all arrived).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  type AddressObject,
  type AttachmentStream,
  type EmailAddress,
  type Headers,
  MailParser,
} from 'mailparser';
import { readableAttachmentName } from './attachment-name.ts';
import { type MailRefused, refusals } from './refusal.ts';
import type { MessageMeta } from './types.ts';

export interface SavedAttachment {
  fileName: string;
  /** The scratch file holding the decoded bytes. */
  file: string;
  size: number;
}

export interface ReceivedMessage {
  meta: MessageMeta;
  attachments: SavedAttachment[];
  /** Removes the scratch files; call it once the attachments have been handed on. */
  discard(): Promise<void>;
}

export interface ReadOptions {
  scratchRoot: string;
  maxBytes: number;
  /** Largest decoded attachment; none when absent (the message cap bounds it). */
  maxAttachmentBytes?: number;
  /** Judges the message by its From addresses and subject; a refusal stops the reading. */
  judge(fromAddresses: string[], subject: string): MailRefused | null;
}

/** Resolves once DATA has all arrived; throws a MailRefused when the message is not taken. */
export async function readMessage(
  data: Readable & { sizeExceeded?: boolean },
  options: ReadOptions,
): Promise<ReceivedMessage> {
  // Everything that listens to `data` is set up before the first await: a client that hangs up
  // early has its stream destroyed at once, and a 'close' nobody heard would leave this waiting.
  let dir: string | null = null;
  const discard = async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  };
  const parser = new MailParser({
    skipHtmlToText: true,
    skipTextToHtml: true,
    skipImageLinks: true,
    checksumAlgo: false,
  });
  // mailparser takes an inline text/plain or text/html part for the body even when it names a
  // file, so a `notes.txt` some mail clients attach inline would vanish into the text, and the text
  // is held in memory whatever its size. With no text types every leaf part comes out as an
  // attachment stream: named ones are judged by their name, the body (nameless) is read and dropped.
  // An internal property (mailparser 3.14): the inline .txt test fails if it ever stops working.
  (parser as unknown as { textTypes: string[] }).textTypes = [];
  data.pipe(parser);
  let refusal: MailRefused | null = null;
  let current: AttachmentStream | null = null;
  const stop = (reason: MailRefused) => {
    refusal ??= reason;
    data.unpipe(parser);
    current?.content.destroy();
    parser.destroy();
    data.resume();
  };
  const ended = new Promise<void>((resolve) => {
    data.once('end', resolve);
    // The client went away mid-message: smtp-server destroys the stream, which never ends.
    data.once('close', () => {
      if (!data.readableEnded) stop(refusals.cutOff());
      resolve();
    });
    data.once('error', () => undefined);
  });
  let received = 0;
  data.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > options.maxBytes && !refusal) stop(refusals.tooLarge(options.maxBytes));
  });
  let meta: MessageMeta = { from: '', subject: '', messageId: null };
  let judged = false;
  const judge = (headers: Headers) => {
    judged = true;
    const from = addressesOf(headers.get('from') as AddressObject | undefined);
    const subject = String(headers.get('subject') ?? '');
    meta = {
      from: from[0] ?? '',
      subject,
      messageId: (headers.get('message-id') as string | undefined) ?? null,
    };
    const verdict = options.judge(from, subject);
    if (verdict) stop(verdict);
  };
  parser.once('headers', judge);
  const attachments: SavedAttachment[] = [];
  const skipped: string[] = [];
  try {
    await mkdir(options.scratchRoot, { recursive: true });
    dir = await mkdtemp(path.join(options.scratchRoot, 'ferry-mail-'));
  } catch (error) {
    // No disk to write to: drain the message, then let the caller answer "try later".
    stop(refusals.handlerFailed());
    await ended;
    throw error;
  }
  const folder = dir;
  try {
    for await (const part of parser as AsyncIterable<AttachmentStream | { type: 'text' }>) {
      if (part.type !== 'attachment') continue;
      current = part;
      const fileName = readableAttachmentName(part.filename);
      if (fileName) {
        // Numbered files: two attachments may share a name, and a name is not a safe path.
        const file = path.join(folder, String(attachments.length));
        await pipeline(
          part.content,
          capped(fileName, options.maxAttachmentBytes, stop),
          createWriteStream(file),
        );
        attachments.push({ fileName, file, size: (await stat(file)).size });
      } else {
        if (part.filename) skipped.push(part.filename);
        part.content.resume();
        await new Promise((resolve) => part.content.once('end', resolve).once('close', resolve));
      }
      current = null;
      part.release?.();
    }
  } catch {
    // Parsing stopped on purpose (refusal set), or the MIME structure broke it.
    refusal ??= refusals.unreadable();
  }
  await ended;
  if (!judged && !refusal) judge(new Map());
  if (data.sizeExceeded) refusal ??= refusals.tooLarge(options.maxBytes);
  if (!refusal && attachments.length === 0) refusal = refusals.noReadableAttachment(skipped);
  if (refusal) {
    await discard();
    throw refusal;
  }
  return { meta, attachments, discard };
}

/** Passes bytes on until an attachment goes over its cap, then refuses the message. */
function capped(fileName: string, max: number | undefined, stop: (reason: MailRefused) => void): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (max !== undefined && size > max) {
        stop(refusals.attachmentTooLarge(fileName, max));
        return done(new Error('attachment over its cap'));
      }
      done(null, chunk);
    },
  });
}

function addressesOf(header: AddressObject | undefined): string[] {
  const flat = (list: EmailAddress[]): string[] =>
    list.flatMap((entry) => (entry.group ? flat(entry.group) : entry.address ? [entry.address] : []));
  return header ? flat(header.value) : [];
}
