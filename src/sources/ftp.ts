/**
 * `ftp` sources: the first file in name order that the path names, from a plain FTP or an FTPS
 * server. Connecting, logging in and listing are retried on transient failures; the download is
 * not (see ./retry.ts).
 */
import { Writable } from 'node:stream';
import type { FtpBlock } from './blocks.ts';
import type { ExtractContext, ExtractedFile, Extractor } from './extractor.ts';
import { ftpFailure, ftpPeer, openFtpFile } from './ftp-session.ts';
import { parseRemotePath, pathIn } from './remote-path.ts';
import { stopped, withRetries } from './retry.ts';
import { sizeLimit, tooLarge } from './size-limit.ts';

export const ftpExtractor: Extractor<FtpBlock> = {
  async extract(block: FtpBlock, context: ExtractContext): Promise<ExtractedFile> {
    const pattern = parseRemotePath(block.path);
    const { client, entry } = await withRetries(context, () => openFtpFile(block, pattern, context));
    if (entry.size > context.maxBytes) {
      client.close();
      throw tooLarge(entry.name, context.maxBytes);
    }
    const location = pathIn(pattern.folder, entry.name);
    const output = sizeLimit(entry.name, context.maxBytes);
    let finished = false;
    // The output ends only when the server confirms the transfer (226), not when the data
    // connection closes: a transfer aborted by the server must not look like a complete file.
    const gate = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        if (output.destroyed) return callback(new Error('The reader is gone.'));
        if (output.write(chunk)) callback();
        else output.once('drain', () => callback());
      },
    });
    const stop = () => output.destroy(stopped());
    context.signal.addEventListener('abort', stop, { once: true });
    output.once('close', () => {
      context.signal.removeEventListener('abort', stop);
      if (!finished) client.close();
    });
    // The session changed into the folder: the bare name is the file's path there.
    client.downloadTo(gate, entry.name).then(
      () => {
        finished = true;
        client.close();
        output.end();
      },
      (error: unknown) => {
        client.close();
        if (!output.destroyed) output.destroy(ftpFailure(error, ftpPeer(block, context), block));
      },
    );
    return {
      fileName: entry.name,
      stream: output,
      size: entry.size >= 0 ? entry.size : undefined,
      modifiedAt: entry.modifiedAt,
      location,
    };
  },
};
