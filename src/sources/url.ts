/**
 * `url` sources: the answer to one HTTP request, through OutboundHttp (every address checked,
 * redirects included, at most 5). A request that fails before its answer, or answers 5xx to a
 * GET, is retried; the body is not (see ./retry.ts).
 */
import { OutboundHttp, type OutboundResponse } from '../outbound/outbound-http.ts';
import type { UrlBlock } from './blocks.ts';
import { type ExtractContext, type ExtractedFile, type Extractor, SourceFailure } from './extractor.ts';
import { fileNameOf } from './file-name.ts';
import { statusFailure } from './http-status.ts';
import { networkFailure } from './network-failure.ts';
import { stopped, withRetries } from './retry.ts';
import { sizeLimit, tooLarge } from './size-limit.ts';
import { firstHop, requestFollowingRedirects, shown, webPeer } from './url-request.ts';

export const urlExtractor: Extractor<UrlBlock> = {
  async extract(block: UrlBlock, context: ExtractContext): Promise<ExtractedFile> {
    const http = context.outbound ?? new OutboundHttp(context.outboundAllowlist);
    const first = firstHop(block);
    const { response, url } = await withRetries(context, async () => {
      const answer = await requestFollowingRedirects(http, first, context);
      if (answer.response.status >= 200 && answer.response.status < 300) return answer;
      answer.response.body.resume();
      throw statusFailure(answer.response.status, answer.url, first.method);
    });
    const fileName = fileNameOf(header(response, 'content-disposition'), url.href);
    const announced = Number(header(response, 'content-length') ?? Number.NaN);
    if (announced > context.maxBytes) {
      response.body.destroy();
      throw tooLarge(fileName, context.maxBytes);
    }
    const peer = webPeer(url, context);
    const output = sizeLimit(fileName, context.maxBytes);
    // Piped by hand, not with pipeline(): pipeline destroys the output with the raw undici error
    // before its callback could put the sentence in its place.
    response.body.on('error', (error) =>
      output.destroy(context.signal.aborted ? stopped() : (networkFailure(error, peer) ?? cutOff(url))),
    );
    output.on('close', () => response.body.destroy());
    response.body.pipe(output);
    const lastModified = header(response, 'last-modified');
    return {
      fileName,
      stream: output,
      size: Number.isFinite(announced) ? announced : undefined,
      modifiedAt: lastModified ? new Date(lastModified) : undefined,
      location: shown(url),
      etag: header(response, 'etag'),
    };
  },
};

function header(response: OutboundResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function cutOff(url: URL): SourceFailure {
  return new SourceFailure('reset', `The answer of ${shown(url)} was cut off before its end.`, true);
}
