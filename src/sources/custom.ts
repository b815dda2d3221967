/**
 * The `custom` source type (DESIGN §7): runs one of the custom extractors the operator installed
 * in FERRY_EXTRACTORS_DIR, found by `custom_data_extractor_id` or `handle`, with the source's
 * metadata. It is the operator's code, trusted as the server is: it runs in the server's process.
 * Tenants choose an installed extractor and give it metadata; they cannot install one. Ferry still
 * bounds it: a timeout to hand out the file and between chunks, the template's size cap, and any
 * error it throws turned into a sentence.
 */
import { customExtractorId } from './custom-extractors/extractor-id.ts';
import { extractorFailed, extractorHandedNothing } from './custom-extractors/failure-message.ts';
import { guardedStream, toReadable } from './custom-extractors/guarded-stream.ts';
import type { CustomExtractOutput } from './custom-extractors/module-shape.ts';
import type { CustomExtractors } from './custom-extractors/registry.ts';
import { type ExtractContext, type ExtractedFile, type Extractor, SourceFailure } from './extractor.ts';
import { seconds } from './network-failure.ts';
import { stopped } from './retry.ts';

/** The source's `custom` block, as the specification names its fields. */
export interface CustomBlock {
  custom_data_extractor_id: string | null;
  handle: string | null;
  metadata: { name: string; value: string | null }[];
}

export function customExtractor(installed: CustomExtractors): Extractor<CustomBlock> {
  return { extract: (block, context) => extractCustom(installed, block, context) };
}

async function extractCustom(
  installed: CustomExtractors,
  block: CustomBlock,
  context: ExtractContext,
): Promise<ExtractedFile> {
  const id = block.custom_data_extractor_id ?? (block.handle ? customExtractorId(block.handle) : null);
  const extractor = id ? await installed.byId(id) : null;
  if (!extractor) {
    const named = block.handle ? `"${block.handle}"` : (id ?? '');
    throw SourceFailure.of('server', 'custom_not_installed', { extractor: named });
  }
  if (context.signal.aborted) throw stopped();
  const controller = new AbortController();
  const stop = () => controller.abort(context.signal.reason);
  context.signal.addEventListener('abort', stop, { once: true });
  const done = () => context.signal.removeEventListener('abort', stop);
  const metadata = Object.fromEntries(block.metadata.map((item) => [item.name, item.value]));
  let output: CustomExtractOutput;
  try {
    output = await handedOut(
      Promise.resolve().then(() => extractor.extract({ metadata, signal: controller.signal })),
      extractor.name,
      context,
    );
  } catch (error) {
    controller.abort(error);
    done();
    if (context.signal.aborted) throw stopped();
    throw error instanceof SourceFailure ? error : extractorFailed(extractor.name, error);
  }
  const source = output && typeof output === 'object' ? toReadable(output.stream) : null;
  const fileName = bareName(output?.filename);
  if (!source || !fileName) {
    controller.abort();
    done();
    throw extractorHandedNothing(extractor.name);
  }
  const stream = guardedStream(source, {
    name: extractor.name,
    fileName,
    maxBytes: context.maxBytes,
    timeoutMs: context.timeoutMs,
    controller,
    runSignal: context.signal,
    done,
  });
  return { fileName, stream, location: `${extractor.handle}:${fileName}` };
}

/** The extractor's answer, or a timeout failure once `timeoutMs` passed without one. */
function handedOut<T>(promise: Promise<T>, name: string, context: ExtractContext): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(SourceFailure.of('timeout', 'custom_late', { name, seconds: seconds(context.timeoutMs) })),
      context.timeoutMs,
    );
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** The last segment of what the extractor named the file, without control characters; null if nothing is left. */
function bareName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base || base === '.' || base === '..') return null;
  return [...base].slice(0, 255).join('');
}
