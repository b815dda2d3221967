/** The writer of each output format: adding a format adds its file and one line here. */
import type { FormatName } from '../../domain/format/options.ts';
import { writeCsv } from './csv-writer.ts';
import type { WriterFactory } from './target-writer.ts';

type FormatWriter = ReturnType<WriterFactory>;

/**
 * A format's writer, loaded the first time the format is written. CSV, the default, is loaded
 * with this file; the others are not, so that a CSV run (and every engine thread) does not pay
 * for Twig, exceljs or the XML and JSON writers at start-up.
 *
 * createTargetWriter calls a factory synchronously and uses what it returns at once, so a lazy
 * factory cannot return a promise. Until its module has arrived it returns a writer that starts
 * the load, and calls the real factory (with the same arguments) on its first `writeRow` or
 * `end`, which can return a promise: callers already await it as backpressure. The real factory
 * is not called as soon as the module arrives, because an error it throws would then be a
 * rejection nobody awaits yet. Once the module is loaded, the real factory is returned as is.
 */
function lazy(load: () => Promise<WriterFactory>): WriterFactory {
  let loaded: WriterFactory | undefined;
  let loading: Promise<WriterFactory> | undefined;
  return (...args) => {
    if (loaded) return loaded(...args);
    loading ??= load().then((factory) => {
      loaded = factory;
      return factory;
    });
    // A failed load is reported by the first writeRow or end, not as an unhandled rejection.
    loading.catch(() => {});
    const module = loading;
    let writer: FormatWriter | undefined;
    let opening: Promise<FormatWriter> | undefined;
    const open = () => {
      opening ??= module.then((factory) => {
        writer = factory(...args);
        return writer;
      });
      return opening;
    };
    return {
      writeRow(values) {
        if (writer) return writer.writeRow(values);
        return open().then((opened) => opened.writeRow(values));
      },
      async end() {
        await (writer ?? (await open())).end();
      },
    };
  };
}

export const WRITERS: Record<FormatName, WriterFactory> = {
  csv: writeCsv,
  xml: lazy(async () => (await import('./xml-writer.ts')).writeXml),
  json: lazy(async () => (await import('./json-writer.ts')).writeJson),
  xls: lazy(async () => (await import('./xlsx-writer.ts')).writeXlsx),
  custom: lazy(async () => (await import('./custom-writer.ts')).writeCustom),
};

/** The file extension of each format, for target file names. */
export const EXTENSIONS: Record<FormatName, string> = {
  csv: 'csv',
  xml: 'xml',
  json: 'json',
  xls: 'xlsx',
  custom: 'txt',
};
