/**
 * `url` sources: the answer to one HTTP request, through OutboundHttp (every address checked,
 * redirects included, at most 5). A request that fails before its answer, or answers 5xx to a
 * GET, is retried; the body is not (see ./retry.ts).
 */
import { OutboundHttp, type OutboundResponse } from '../outbound/outbound-http.ts';
import type { UrlBlock } from './blocks.ts';
import { decoderFor, undecodable } from './content-encoding.ts';
import type { ExtractContext, ExtractedFile, Extractor } from './extractor.ts';
import { fileNameOf } from './file-name.ts';
import { statusFailure } from './http-status.ts';
import { networkFailure } from './network-failure.ts';
import { stopped, withRetries } from './retry.ts';
import { sizeLimit, tooLarge } from './size-limit.ts';
import {
  answerAt,
  answerCutOff,
  discard,
  firstHop,
  requestFollowingRedirects,
  shown,
  webPeer,
} from './url-request.ts';

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
    const encoding = header(response, 'content-encoding');
    const announced = Number(header(response, 'content-length') ?? Number.NaN);
    let decoder: ReturnType<typeof decoderFor>;
    try {
      decoder = decoderFor(encoding, answerAt(url));
    } catch (error) {
      discard(response.body);
      throw error;
    }
    // Content-Length counts the encoded bytes, never more than the decoded ones but for noise.
    if (announced > context.maxBytes) {
      discard(response.body);
      throw tooLarge(fileName, context.maxBytes);
    }
    const peer = webPeer(url, context);
    const output = sizeLimit(fileName, context.maxBytes);
    // Piped by hand, not with pipeline(): pipeline destroys the output with the raw undici error
    // before its callback could put the sentence in its place.
    response.body.on('error', (error) =>
      output.destroy(
        context.signal.aborted ? stopped() : (networkFailure(error, peer) ?? answerCutOff(answerAt(url))),
      ),
    );
    decoder?.on('error', () => output.destroy(undecodable(encoding, answerAt(url))));
    output.on('close', () => {
      discard(response.body);
      decoder?.destroy();
    });
    (decoder ? response.body.pipe(decoder) : response.body).pipe(output);
    const lastModified = header(response, 'last-modified');
    return {
      fileName,
      stream: output,
      // Content-Length counts the encoded bytes.
      size: Number.isFinite(announced) && !decoder ? announced : undefined,
      modifiedAt: dateOf(lastModified),
      location: shown(url),
      etag: header(response, 'etag'),
    };
  },
};

function header(response: OutboundResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function dateOf(httpDate: string | undefined): Date | undefined {
  const date = httpDate ? new Date(httpDate) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}
