import { describe, expect, it } from 'vitest';
import { parseJsonCell } from '../../src/domain/constraints/json-path.ts';
import { NOT_JSON, parseRemembered } from '../../src/domain/remembered-json.ts';

describe('parseRemembered', () => {
  it('parses like JSON.parse, and answers NOT_JSON where JSON.parse throws', () => {
    for (const text of ['{"a":1}', '[1,2]', '"x"', '12', 'null', ' {"a" : [ ] } ']) {
      expect(parseRemembered(text)).toEqual(JSON.parse(text));
    }
    for (const text of ['', '{', '{"a":1}x', "{'a':1}", 'NaN']) expect(parseRemembered(text)).toBe(NOT_JSON);
  });

  it('gives the same answer when the same text comes again, then moves on to the next text', () => {
    const first = parseRemembered('{"size":"M"}');
    expect(parseRemembered('{"size":"M"}')).toBe(first);
    expect(parseRemembered('{"size":"L"}')).toEqual({ size: 'L' });
    expect(parseRemembered('{"size":"M"}')).toEqual({ size: 'M' });
    expect(parseRemembered('{bad')).toBe(NOT_JSON);
    expect(parseRemembered('{bad')).toBe(NOT_JSON);
    expect(parseRemembered('null')).toBeNull();
    expect(parseRemembered('{bad')).toBe(NOT_JSON);
  });

  it('keeps parseJsonCell answering undefined for a text that is not JSON', () => {
    expect(parseJsonCell('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonCell('{')).toBeUndefined();
    expect(parseJsonCell('{')).toBeUndefined();
  });

  it('stays right with more different texts than it remembers, short or long', () => {
    const long = `{"pad":"${'x'.repeat(300)}","n":1}`;
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 1000; i++) {
        expect(parseRemembered(`{"n":${i}}`)).toEqual({ n: i });
        expect(parseRemembered(`{"n":${i}`)).toBe(NOT_JSON);
        expect(parseRemembered(i % 2 ? long : `[${i}]`)).toEqual(i % 2 ? JSON.parse(long) : [i]);
      }
    }
  });

  it('answers a remembered short text with the value it parsed the first time', () => {
    const first = parseRemembered('{"size":"XS"}');
    parseRemembered('{"size":"XL"}');
    expect(parseRemembered('{"size":"XS"}')).toBe(first);
  });
});
