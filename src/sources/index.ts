/**
 * The front door of src/sources/: one extractor per source type that fetches a file, by the name
 * the Source resource's `data_extractor` gives it. `upload`, `email` and `custom` hand Ferry their
 * file themselves (a request, a mail, an installed module) and are not fetched here.
 */
import { apiFetcherExtractor } from './api-fetcher.ts';
import type { ApiFetcherBlock, FtpBlock, SftpBlock, UrlBlock } from './blocks.ts';
import type { ExtractContext, ExtractedFile, Extractor } from './extractor.ts';
import { ftpExtractor } from './ftp.ts';
import { sftpExtractor } from './sftp.ts';
import { urlExtractor } from './url.ts';

export type { ApiFetcherBlock, FtpBlock, SftpBlock, UrlBlock } from './blocks.ts';
export {
  type ExtractContext,
  type ExtractedFile,
  type Extractor,
  type FailureKind,
  SourceFailure,
} from './extractor.ts';

/** The block each fetched source type reads. */
export interface FetchedBlocks {
  url: UrlBlock;
  ftp: FtpBlock;
  sftp: SftpBlock;
  api_fetcher: ApiFetcherBlock;
}

export type FetchedType = keyof FetchedBlocks;

export const EXTRACTORS: { readonly [Type in FetchedType]: Extractor<FetchedBlocks[Type]> } = {
  url: urlExtractor,
  ftp: ftpExtractor,
  sftp: sftpExtractor,
  api_fetcher: apiFetcherExtractor,
};

/** Fetches the file a source's block names; fails with a SourceFailure. */
export function extract<Type extends FetchedType>(
  type: Type,
  block: FetchedBlocks[Type],
  context: ExtractContext,
): Promise<ExtractedFile> {
  return (EXTRACTORS[type] as Extractor<FetchedBlocks[Type]>).extract(block, context);
}
