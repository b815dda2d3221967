/** Reads the block of a source's type from a write: defaults applied, every problem found. */
import { readCustomBlock } from './custom-block.ts';
import { readEmailBlock } from './email-block.ts';
import type { Findings } from './field-checks.ts';
import { readFtpBlock, readSftpBlock } from './server-blocks.ts';
import type { BlockName, BlockSettings } from './source-types.ts';
import { readApiFetcherBlock, readUrlBlock } from './url-block.ts';

// biome-ignore lint/suspicious/noExplicitAny: each reader takes its own block's input shape
const READERS: { [K in BlockName]: (input: any, at: string, found: Findings) => BlockSettings[K] } = {
  url: readUrlBlock,
  ftp: readFtpBlock,
  sftp: readSftpBlock,
  custom: readCustomBlock,
  email: readEmailBlock,
  api_fetcher: readApiFetcherBlock,
};

export function readBlock<K extends BlockName>(
  type: K,
  input: Record<string, unknown>,
  found: Findings,
): BlockSettings[K] {
  return READERS[type](input, type, found);
}
