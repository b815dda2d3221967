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
      throw new SourceError(
        'The XML file declares entities in its DOCTYPE; entity declarations are not accepted, since they can expand without bound. Remove the DOCTYPE and write the text itself.',
        parser.line,
      );
    }
  });
  parser.on('error', (error) => {
    throw new SourceError(`Invalid XML: ${error.message}`, parser.line);
  });
  return parser;
}
