/**
 * Which extractor fetches a source's file: the source's `data_extractor` names it. `upload` and
 * `email` sources have nothing to fetch (a person or a mail brings their files); a `custom` source
 * needs the custom extractors the server has installed.
 */

import { fromCatalog } from '../../domain/errors.ts';
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

/** Why a source without anything to fetch cannot be fetched (its catalog code). */
const NOTHING_TO_FETCH = {
  upload: 'exception.run.upload_source',
  email: 'exception.run.email_source',
};

/** The file the source's extractor hands out; throws RunFailure when the source cannot be fetched. */
export async function extractFrom(
  settings: FetchSettings,
  extractors: Extractors,
  context: ExtractContext,
): Promise<ExtractedFile> {
  const type = settings.data_extractor;
  if (type === 'upload' || type === 'email') throw new RunFailure(...fromCatalog(NOTHING_TO_FETCH[type]));
  const extractor = extractors[type];
  if (!extractor) {
    throw new RunFailure(
      ...(type === 'custom'
        ? fromCatalog('exception.run.no_custom_extractors')
        : fromCatalog('exception.run.extractor_missing', { type })),
    );
  }
  return extractor.extract(settings.block, context);
}
