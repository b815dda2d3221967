/**
 * What a fetch gets from a source: its block with the secrets opened, typed as the extractor of its
 * type takes it (src/sources/blocks.ts), so that a change on either side fails to compile here
 * rather than at the first fetch.
 */
import type { ApiFetcherBlock, FtpBlock, SftpBlock, UrlBlock } from '../../sources/blocks.ts';
import type { CustomSettings, EmailSettings } from './source-types.ts';

export type FetchSettings =
  | { data_extractor: 'upload'; block: null }
  | { data_extractor: 'url'; block: UrlBlock }
  | { data_extractor: 'ftp'; block: FtpBlock }
  | { data_extractor: 'sftp'; block: SftpBlock }
  | { data_extractor: 'custom'; block: CustomSettings }
  | { data_extractor: 'email'; block: EmailSettings }
  | { data_extractor: 'api_fetcher'; block: ApiFetcherBlock };
