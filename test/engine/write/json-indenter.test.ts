import { describe, expect, it } from 'vitest';
import { JsonIndenter } from '../../../src/engine/write/json-indenter.ts';

/** Feeds the document one character at a time, the hardest split for a streaming pass. */
function indent(document: string): string {
  const indenter = new JsonIndenter();
  let out = '';
  for (const char of document) out += indenter.push(char);
  return out + indenter.end();
}

describe('JSON re-indentation', () => {
  it('changes whitespace only, keeping strings and numbers as written', () => {
    const document = ' {"a" :[1.50 ,"x\\"y\\u00e9 ,{}"],"b":{},"c":-0e+1 } ';
    const pretty = indent(document);
    expect(pretty).toBe(
      '{\n  "a": [\n    1.50,\n    "x\\"y\\u00e9 ,{}"\n  ],\n  "b": {},\n  "c": -0e+1\n}\n',
    );
    expect(JSON.parse(pretty)).toEqual(JSON.parse(document));
  });

  it('accepts a scalar document', () => {
    expect(indent(' "x" ')).toBe('"x"\n');
  });

  it.each([
    '',
    '{',
    '[1,]',
    '{"a" 1}',
    '{"a":1,}',
    '[1 2]',
    'tru',
    '01',
    '"a\\x"',
    '"tab\there"',
    '{}{}',
    '[}',
    '{1:2}',
  ])('rejects %j', (document) => {
    expect(() => indent(document)).toThrow();
  });
});
