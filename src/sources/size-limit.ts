/**
 * The size cap enforced while the bytes flow: a server may announce no size, or a wrong one, so
 * the count is what decides. The stream fails as soon as one byte more than the cap arrives,
 * without reading the rest.
 */
import { Transform } from 'node:stream';
import { SourceFailure } from './extractor.ts';

/**
 * `setting` is empty here: the run that reads the failure names the setting the limit comes from
 * (src/services/source-runs/run-failure.ts), and the message says it after the limit.
 */
export function tooLarge(fileName: string, maxBytes: number): SourceFailure {
  return SourceFailure.of('too-large', 'too_large', { file: fileName, limit: maxBytes, setting: '' });
}

/** Passes at most `maxBytes` through; one more and it fails with the too-large failure. Every extractor's stream is one. */
export function sizeLimit(fileName: string, maxBytes: number): Transform {
  let seen = 0;
  const limited = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(tooLarge(fileName, maxBytes));
      else callback(null, chunk);
    },
  });
  // A failure may come before the caller starts reading (the file is handed out, then read):
  // without a listener it would crash the process. The caller still gets it, from `pipeline`,
  // `for await` or `stream.errored`, which all report a stream that failed earlier.
  limited.on('error', () => {});
  return limited;
}
