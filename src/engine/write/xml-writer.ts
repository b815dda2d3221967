/**
 * XML: `<root>`, then one `<line>` per row holding one element per column. A technical name that
 * is not a valid element name is adjusted (`2nd price` → `_2nd_price`, see toXmlName). Always
 * UTF-8, declared; an empty value is an empty element.
 */
import { toXmlName } from '../../domain/format/xml-name.ts';
import type { WriterFactory } from './target-writer.ts';
import { TextSink } from './text-sink.ts';
import { escapeXmlText } from './xml-text.ts';

export const writeXml: WriterFactory = (format, columns, out, stats) => {
  const { root, line } = format.xml;
  const names = columns.map((c) => toXmlName(c.technical_name));
  const opens = names.map((name) => `    <${name}>`);
  const closes = names.map((name) => `</${name}>\n`);
  const empties = names.map((name) => `    <${name}/>\n`);
  const sink = new TextSink(out, 'utf8', stats);
  sink.write(`<?xml version="1.0" encoding="UTF-8"?>\n<${root}>\n`, 0);
  let row = 0;
  const onInvalid = (count: number, first: string) => stats.unencodable(count, first, row);
  return {
    writeRow(values) {
      row += 1;
      let text = `  <${line}>\n`;
      for (let i = 0; i < names.length; i++) {
        const value = values[i] ?? '';
        text += value === '' ? empties[i] : opens[i] + escapeXmlText(value, onInvalid) + closes[i];
      }
      return sink.write(`${text}  </${line}>\n`, row);
    },
    async end() {
      sink.write(`</${root}>\n`, row);
      await sink.end();
    },
  };
};
