/**
 * Custom format: Twig header once, item per row, footer once. An item that fails to render is
 * left out and counted (renderErrors), so one odd row does not cost the whole delivery.
 *
 * With `prettify`, the raw rendering is spooled to disk, re-indented into a second spool by a
 * streaming pass, and only then copied to the output, so an invalid document is detected before
 * anything is sent: the raw rendering is delivered instead and the reason reported. Prettified
 * XML is UTF-8 as the specification says, so with `prettify: xml` the whole output is UTF-8.
 */
import type { Writable } from 'node:stream';
import { codecName } from '../../domain/format/encodings.ts';
import { TwigError } from '../../domain/format/twig/errors.ts';
import { compileTwig, twigErrorMessage } from '../../domain/format/twig.ts';
import { phrase } from '../../domain/messages/index.ts';
import type { InvalidRendering } from './prettify-spool.ts';
import { createSpool, readSpool, removeSpool } from './spool.ts';
import type { WriterFactory } from './target-writer.ts';
import { TextSink } from './text-sink.ts';
import type { FirstRenderError } from './write-stats.ts';

/**
 * The re-indenting pass, loaded when a prettified output first ends: it brings the XML parser
 * (saxes) and both indenters, which a run without `prettify` never needs.
 */
let prettifyModule: Promise<typeof import('./prettify-spool.ts')> | undefined;
const loadPrettify = () => {
  prettifyModule ??= import('./prettify-spool.ts');
  return prettifyModule;
};

export const writeCustom: WriterFactory = (format, columns, out, stats, options) => {
  const { header, item, footer, prettify, encoding } = format.custom;
  const codec = prettify === 'xml' ? 'utf8' : codecName(encoding);
  const names = columns.map((c) => c.technical_name);
  const spool = prettify === 'none' ? null : createSpool(options.tempDir, 'render');
  // Unencodable characters are found while rendering, where the row is known.
  const sink = new TextSink(spool?.stream ?? out, spool ? 'utf8' : codec, stats, { scanAs: codec });
  const itemTemplate = compileTwig(item);
  let row = 0;

  // The message names the part: a footer's problem is reported on the last row, as an item's is.
  const renderOnce = (part: 'header' | 'footer', source: string, context: object) => {
    try {
      return compileTwig(source).render(context);
    } catch (error) {
      stats.renderError(row, renderFailure(part, error));
      return '';
    }
  };
  if (header !== '') sink.write(renderOnce('header', header, { columns: names }), 0);

  return {
    writeRow(values) {
      row += 1;
      const variables: Record<string, string> = {};
      for (let i = 0; i < names.length; i++) variables[names[i]!] = values[i] ?? '';
      let text: string;
      try {
        text = itemTemplate.render({
          ...variables,
          item: variables,
          loop: { index: row, index0: row - 1, first: row === 1 },
        });
      } catch (error) {
        stats.renderError(row, renderFailure('item', error));
        return;
      }
      return sink.write(text, row);
    },
    async end() {
      if (footer !== '') sink.write(renderOnce('footer', footer, { columns: names, count: row }), row);
      await sink.end();
      if (!spool) return;
      const { prettifySpool } = await loadPrettify();
      const pretty = await prettifySpool(spool.path, prettify as 'json' | 'xml', options.tempDir).catch(
        (error: Error & Partial<Pick<InvalidRendering, 'mode' | 'reason'>>) => {
          stats.stats.prettifyError = {
            mode: error.mode ?? (prettify as 'json' | 'xml'),
            reason: error.reason ?? error.message,
          };
          return null;
        },
      );
      try {
        await copyText(pretty ?? spool.path, out, codec, stats);
      } finally {
        await removeSpool(spool.path);
        if (pretty) await removeSpool(pretty);
      }
    },
  };
};

/** A template's failure to render, in English and as a phrase (a TwigError's own, else its message). */
function renderFailure(part: 'header' | 'item' | 'footer', error: unknown): Omit<FirstRenderError, 'row'> {
  const message = twigErrorMessage(error);
  return {
    detail: part === 'item' ? message : `In the ${part}: ${message}`,
    said:
      error instanceof TwigError
        ? { code: error.code, values: error.params }
        : phrase('exception.format_test.render_failed', { reason: message }),
    part,
  };
}

/** Copies a UTF-8 spool to the output in the output's encoding (already scanned while rendering). */
async function copyText(
  path: string,
  out: Writable,
  codec: string,
  stats: ConstructorParameters<typeof TextSink>[2],
) {
  const sink = new TextSink(out, codec, stats, { scanAs: null });
  for await (const chunk of readSpool(path)) await sink.write(chunk, 0);
  await sink.end();
}
