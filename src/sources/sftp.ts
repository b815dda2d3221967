/**
 * `sftp` sources: the first file in name order that the path names, from an SSH server, by
 * password or private key. Connecting, logging in and listing are retried on transient failures;
 * the download is not (see ./retry.ts). The host key is reported, and checked when pinned.
 */
import type { SftpBlock } from './blocks.ts';
import type { ExtractContext, ExtractedFile, Extractor } from './extractor.ts';
import { parseRemotePath, pathIn } from './remote-path.ts';
import { stopped, withRetries } from './retry.ts';
import { openSftpFile, sftpFailure, sftpPeer } from './sftp-session.ts';
import { sizeLimit, tooLarge } from './size-limit.ts';

export const sftpExtractor: Extractor<SftpBlock> = {
  async extract(block: SftpBlock, context: ExtractContext): Promise<ExtractedFile> {
    const pattern = parseRemotePath(block.path);
    const peer = sftpPeer(block, context);
    // Set once the stream is handed out: a connection lost afterwards fails the stream.
    let fail: ((error: unknown) => void) | null = null;
    const events = {
      onError: (error: unknown) => fail?.(error),
      onClose: () => fail?.(new Error('Unexpected close')),
    };
    const { client, entry, hostKey } = await withRetries(context, () =>
      openSftpFile(block, pattern, context, events),
    );
    if (entry.size > context.maxBytes) {
      await client.end().catch(() => {});
      throw tooLarge(entry.name, context.maxBytes);
    }
    const location = pathIn(pattern.folder, entry.name);
    const output = sizeLimit(entry.name, context.maxBytes);
    let received = 0;
    let finished = false;
    const close = () => void client.end().catch(() => {});
    fail = (error) => {
      if (!finished && !output.destroyed) output.destroy(sftpFailure(error, peer, block));
      close();
    };
    const stop = () => output.destroy(stopped());
    context.signal.addEventListener('abort', stop, { once: true });
    const remote = client.createReadStream(location);
    remote.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    // Ended by hand: SFTP has no end-of-transfer reply, so a file shorter than listed was cut off.
    remote.pipe(output, { end: false });
    remote.once('end', () => {
      finished = true;
      close();
      if (received < entry.size) output.destroy(sftpFailure(new Error('Unexpected end'), peer, block));
      else output.end();
    });
    // on, not once: ssh2 reports the same lost connection once per outstanding request.
    remote.on('error', (error: unknown) => fail?.(error));
    output.once('close', () => {
      context.signal.removeEventListener('abort', stop);
      if (!finished) remote.destroy();
      close();
    });
    return {
      fileName: entry.name,
      stream: output,
      size: entry.size,
      modifiedAt: new Date(entry.modifyTime),
      location,
      hostKey,
    };
  },
};
