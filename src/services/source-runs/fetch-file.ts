/**
 * Which extractor fetches a source's file: the source's `data_extractor` names it. `upload` and
 * `email` sources have nothing to fetch (a person or a mail brings their files); a `custom` source
 * needs the custom extractors the server has installed.
 */

import { apiFetcherExtractor } from '../../sources/api-fetcher.ts';
import type { ExtractContext, ExtractedFile, Extractor } from '../../sources/extractor.ts';
import { ftpExtractor } from '../../sources/ftp.ts';
import { sftpExtractor } from '../../sources/sftp.ts';
import { urlExtractor } from '../../sources/url.ts';
import type { FetchSettings } from '../sources/fetch-settings.ts';
import { RunFailure } from './run-failure.ts';

type Fetchable = Exclude<FetchSettings['data_extractor'], 'upload' | 'email'>;

// biome-ignore lint/suspicious/noExplicitAny: each extractor takes its own block, checked by FetchSettings.
export type Extractors = Partial<Record<Fetchable, Extractor<any>>>;

/** The extractors of src/sources/; `custom` is added where the server loads custom extractors. */
export const BUILT_IN_EXTRACTORS: Extractors = {
  url: urlExtractor,
  ftp: ftpExtractor,
  sftp: sftpExtractor,
  api_fetcher: apiFetcherExtractor,
};

const NOTHING_TO_FETCH = {
  upload: 'This source is an upload: it has no file to fetch. Upload the file instead.',
  email: 'This source receives its files by e-mail at its address: it has no file to fetch.',
};

/** The file the source's extractor hands out; throws RunFailure when the source cannot be fetched. */
export async function extractFrom(
  settings: FetchSettings,
  extractors: Extractors,
  context: ExtractContext,
): Promise<ExtractedFile> {
  const type = settings.data_extractor;
  if (type === 'upload' || type === 'email') throw new RunFailure(NOTHING_TO_FETCH[type]);
  const extractor = extractors[type];
  if (!extractor) {
    throw new RunFailure(
      type === 'custom'
        ? 'This server has no custom extractors installed, so this custom source cannot be fetched.'
        : `Sources of type ${type} cannot be fetched by this server.`,
    );
  }
  return extractor.extract(settings.block, context);
}
