import { describe, expect, it } from 'vitest';
import { matchColumns } from '../../../src/domain/column-matching/index.ts';
import { accuracy, evaluate } from './evaluate.ts';
import { LABELLED_FILES } from './labelled-headers.ts';
import { TEMPLATES } from './templates.ts';

describe('the labelled set of en and fr headers', () => {
  it('holds at least 60 labelled columns in both languages, with noise and headerless columns', () => {
    const columns = LABELLED_FILES.flatMap((file) => file.columns);
    expect(columns.length).toBeGreaterThanOrEqual(60);
    expect(new Set(columns.map((column) => column.lang))).toEqual(new Set(['en', 'fr']));
    expect(columns.some((column) => column.challenge === 'noise')).toBe(true);
    expect(columns.some((column) => column.challenge === 'values')).toBe(true);
  });

  it('only names targets that exist in its template', () => {
    for (const file of LABELLED_FILES) {
      const names = new Set(TEMPLATES[file.template].map((target) => target.technical_name));
      for (const column of file.columns)
        if (column.expected !== null) expect(names).toContain(column.expected);
    }
  });

  it('is matched with an accuracy of at least 0.9', async () => {
    expect(accuracy(await evaluate())).toBeGreaterThanOrEqual(0.9);
  });

  it('is matched with an accuracy of at least 0.9 on the files written after tuning', async () => {
    expect(accuracy(await evaluate(LABELLED_FILES.filter((file) => file.heldOut)))).toBeGreaterThanOrEqual(
      0.9,
    );
  });

  it("matches every header written exactly as a column's name, even a bare letter", async () => {
    const exact = (await evaluate()).filter((outcome) => outcome.column.challenge === 'exact');
    expect(
      exact.filter((outcome) => outcome.got !== outcome.column.expected).map((o) => o.column.header),
    ).toEqual([]);
  });

  it('leaves every noise column unmatched', async () => {
    const noise = (await evaluate()).filter((outcome) => outcome.column.challenge === 'noise');
    expect(noise.filter((outcome) => outcome.got !== null).map((outcome) => outcome.column.header)).toEqual(
      [],
    );
  });

  it('never gives one target two sources nor one source two targets', async () => {
    for (const file of LABELLED_FILES) {
      const matched = (await matchColumns(file.columns, TEMPLATES[file.template])).filter(
        (match) => match.source !== null,
      );
      expect(new Set(matched.map((match) => match.source)).size).toBe(matched.length);
      expect(new Set(matched.map((match) => match.technical_name)).size).toBe(matched.length);
    }
  });
});
