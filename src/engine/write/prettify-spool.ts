/** Re-indents a spooled UTF-8 rendering into a new spool file, streaming. */
import { JsonIndenter } from './json-indenter.ts';
import { createSpool, discardSpool, readSpool } from './spool.ts';
import { TextSink } from './text-sink.ts';
import { StatsRecorder } from './write-stats.ts';
import { XmlIndenter } from './xml-indenter.ts';

/** A rendering that is not the JSON or XML its format says it is: it is delivered as rendered. */
export class InvalidRendering extends Error {
  constructor(
    readonly mode: 'json' | 'xml',
    /** The parser's own words. */
    readonly reason: string,
  ) {
    super(`The rendered document is not valid ${mode.toUpperCase()}: ${reason}`);
  }
}

/** The path of the prettified copy; rejects (and leaves nothing behind) when the document is invalid. */
export async function prettifySpool(path: string, mode: 'json' | 'xml', tempDir?: string): Promise<string> {
  const target = createSpool(tempDir, 'pretty');
  const sink = new TextSink(target.stream, 'utf8', new StatsRecorder(), { scanAs: null });
  try {
    const indenter = mode === 'json' ? new JsonIndenter() : new XmlIndenter();
    for await (const chunk of readSpool(path)) await sink.write(indenter.push(chunk), 0);
    sink.write(indenter.end(), 0);
    await sink.end();
    return target.path;
  } catch (error) {
    await discardSpool(target);
    const message = error instanceof Error ? error.message : String(error);
    throw new InvalidRendering(mode, message);
  }
}
