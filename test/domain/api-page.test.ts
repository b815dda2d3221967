/** One page of a JSON API source: its records as JSON texts, its cursor, and what is not a page. */
import { describe, expect, it } from 'vitest';
import { readApiPage, valueAt } from '../../src/domain/api-page.ts';

describe('a JSON API page', () => {
  it('gives each record at the records path as one JSON text, and the cursor', () => {
    const page = JSON.stringify({
      data: { items: [{ sku: 'A1', qty: 3 }, 'plain', null] },
      meta: { next: 'c-2' },
    });
    expect(readApiPage(page, 'data.items', 'meta.next')).toEqual({
      json: true,
      records: ['{"sku":"A1","qty":3}', '"plain"', 'null'],
      cursor: 'c-2',
    });
  });

  it('takes the answer itself as the list when the path is empty, and no cursor without a path', () => {
    expect(readApiPage('[{"a":1}]', '', null)).toEqual({ json: true, records: ['{"a":1}'], cursor: null });
  });

  it('says when the path names no list, when the cursor is not a value, and when the text is not JSON', () => {
    expect(readApiPage('{"data":{"items":{}}}', 'data.items', 'data')).toEqual({
      json: true,
      records: null,
      cursor: null,
    });
    expect(readApiPage('<html>', 'data', null)).toEqual({ json: false, records: null, cursor: null });
  });

  it('reads object keys and array indexes only', () => {
    const doc = { results: [{ rows: [1, 2] }], 'a.b': 1 };
    expect(valueAt(doc, 'results.0.rows')).toEqual([1, 2]);
    expect(valueAt(doc, 'results.x')).toBeUndefined();
    expect(valueAt(doc, 'constructor')).toBeUndefined();
    expect(valueAt(doc, '')).toBe(doc);
  });
});
