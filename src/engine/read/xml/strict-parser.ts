/**
 * The XML parser every XML read uses: saxes, which never expands a document type's entities,
 * with the refusal said plainly. A `<!DOCTYPE …>` that declares entities is refused by name: the
 * "billion laughs" file defines entities that expand into gigabytes, and saxes would otherwise
 * only report the first use as an "undefined entity", which reads like a typo in the file.
 */
import { SaxesParser } from 'saxes';
import { SourceError } from '../source-error.ts';

const ENTITY_DECLARATION = /<!ENTITY/i;

/** A saxes parser with positions whose errors, and any entity declaration, throw a SourceError. */
export function strictXmlParser(): SaxesParser {
  const parser = new SaxesParser({ position: true });
  parser.on('doctype', (doctype) => {
    if (ENTITY_DECLARATION.test(doctype)) {
      throw SourceError.of('xml_entities', {}, parser.line);
    }
  });
  parser.on('error', (error) => {
    throw SourceError.of('xml_invalid', { reason: error.message }, parser.line);
  });
  return parser;
}
