/**
 * `api_fetcher` sources: the records of a paged JSON API, written as one JSON array (a file of
 * records Ferry reads like any uploaded JSON). The first page is fetched before the file is handed
 * out, so a wrong address or credentials fail the extraction itself; the next pages are fetched
 * as the caller reads, one page in memory at a time.
 */
import { Readable } from 'node:stream';
import { OutboundHttp } from '../outbound/outbound-http.ts';
import { apiPages } from './api-pages.ts';
import type { ApiFetcherBlock } from './blocks.ts';
import type { ExtractContext, ExtractedFile, Extractor } from './extractor.ts';
import { stopped } from './retry.ts';
import { sizeLimit } from './size-limit.ts';
import { firstHop, shown } from './url-request.ts';

export const apiFetcherExtractor: Extractor<ApiFetcherBlock> = {
  async extract(block: ApiFetcherBlock, context: ExtractContext): Promise<ExtractedFile> {
    const http = context.outbound ?? new OutboundHttp(context.outboundAllowlist);
    const url = new URL(firstHop(block).url);
    const fileName = `${recordsName(url)}.json`;
    const pages = apiPages(block, context, http, fileName);
    const first = await pages.next();
    const output = sizeLimit(fileName, context.maxBytes);
    const stop = () => output.destroy(stopped());
    context.signal.addEventListener('abort', stop, { once: true });
    // In bytes, and 1: Readable.from would otherwise read 16 pages ahead of the reader.
    const source = Readable.from(jsonArray(first, pages), { objectMode: false, highWaterMark: 1 });
    source.on('error', (error) => output.destroy(error)).pipe(output);
    output.once('close', () => {
      context.signal.removeEventListener('abort', stop);
      source.destroy();
      void pages.return(undefined);
    });
    return { fileName, stream: output, location: shown(url) };
  },
};

/** `[`, the records separated by `,\n`, `]`: valid JSON, one record per line. */
async function* jsonArray(
  first: IteratorResult<string[]>,
  rest: AsyncGenerator<string[]>,
): AsyncGenerator<Buffer> {
  let separator = '[\n';
  let page = first;
  while (!page.done) {
    // Each record is already one JSON text, written by the thread that parsed the page.
    const lines = page.value;
    if (lines.length > 0) {
      yield Buffer.from(separator + lines.join(',\n'));
      separator = ',\n';
    }
    page = await rest.next();
  }
  yield Buffer.from(separator === '[\n' ? '[]\n' : '\n]\n');
}

/** The file is named after the last segment of the API's path: /v1/orders → orders.json. */
function recordsName(url: URL): string {
  const raw = url.pathname.split('/').filter(Boolean).pop() ?? '';
  let segment = raw;
  try {
    segment = decodeURIComponent(raw);
  } catch {
    // A malformed escape: the raw segment is named as it is.
  }
  const base = segment.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-');
  return base || 'records';
}
