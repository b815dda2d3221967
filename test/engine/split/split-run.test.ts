/**
 * A run split over threads writes every output byte for byte as a run in one thread: the cuts
 * fall between records, rows are numbered on across slices, duplicates and counts are found
 * across slices, blank rows at a cut are counted once, the line credit is shared, the review
 * store's offsets are joined. When a cut falls inside a record, or a slice is malformed, the run
 * falls back to one thread and says the same as it.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { observedFields } from '../../../src/engine/pass/first-pass.ts';
import { prepareRun } from '../../../src/engine/pass/prepare-run.ts';
import type { TransformOptions } from '../../../src/engine/run-types.ts';
import type { EngineTemplate } from '../../../src/engine/template.ts';
import { NOW, orders, ordersMapping, ordersWithDatasetRules, runOn, sourceFile } from '../run/fixtures.ts';

/** `email` unique and a DUPLICATED condition: both need the whole file. */
const template = ordersWithDatasetRules;

/**
 * Rows of every shape a cut can meet: quoted cells over several lines whose lines look like whole
 * records, doubled quotes, blank lines, a short row, a row with an extra cell, invalid values, and
 * e-mails repeated far apart (the second half repeats some of the first).
 */
function rows(count: number, newline = '\n'): string {
  const lines = ['order,email,qty,note'];
  for (let i = 1; i <= count; i++) {
    const email = i % 97 === 0 ? `u${i - 60}@x.io` : i % 13 === 0 ? `u${count - i}@x.io` : `u${i}@x.io`;
    const qty = i % 17 === 0 ? 'abc' : String((i % 120) + 1);
    const note =
      i % 11 === 0
        ? `"A${i},u${i}@x.io,3,ok${newline}A${i},u${i}@x.io,4,ok${newline}A${i},u${i}@x.io,5,ok"`
        : i % 7 === 0
          ? `"said ""hi"", left"`
          : i % 19 === 0
            ? 'Zoë'
            : '';
    lines.push(`A${i},${email},${qty},${note}`);
    if (i % 23 === 0) lines.push('');
    if (i % 29 === 0) lines.push(`A${i}b,w${i}@x.io`);
    if (i % 31 === 0) lines.push(`A${i}c,v${i}@x.io,2,,extra`);
  }
  return `${lines.join(newline)}${newline}`;
}

async function both(
  source: string,
  options: Omit<TransformOptions, 'outDir'> = {},
  threads = 2,
  engineTemplate: EngineTemplate = template,
) {
  const common = { mapping: ordersMapping, review: true, ...options };
  const one = await runOn(source, engineTemplate, { ...common, threads: 1 });
  const split = await runOn(source, engineTemplate, { ...common, threads, minSplitBytes: 1 });
  return { one, split };
}

/**
 * A run whose first pass reads every row in full, the reference for one that cuts a column from
 * the bytes: edits (here of a row the file lacks) need whole rows.
 */
async function readInFull(source: string, engineTemplate: EngineTemplate, review = true) {
  const edits = new Map([[10 ** 9, new Map([['email', 'x@x.io']])]]);
  return runOn(source, engineTemplate, { mapping: ordersMapping, review, threads: 1, edits });
}

/** `email` unique and no other rule over the file: the first pass reads that column alone. */
const uniqueEmail: EngineTemplate = {
  ...orders,
  columns: orders.columns.map((c) => (c.technical_name === 'email' ? { ...c, uniqueness: true } : c)),
};

async function expectSameOutputs(
  one: Awaited<ReturnType<typeof runOn>>,
  split: Awaited<ReturnType<typeof runOn>>,
): Promise<void> {
  // Compared as text: a deep equality over buffers goes byte by byte and takes seconds.
  const text = (b: Buffer | null) => b?.toString('latin1') ?? null;
  expect(text(split.target)).toBe(text(one.target));
  expect(text(split.report)).toBe(text(one.report));
  expect(text(split.invalid)).toBe(text(one.invalid));
  expect(text(split.normalized)).toBe(text(one.normalized));
  expect(split.result.counters).toEqual(one.result.counters);
  expect(split.result.violations).toBe(one.result.violations);
  expect(split.result.write).toEqual(one.result.write);
  // The later slices' parts are gone once appended.
  const left = await readdir(path.dirname(split.result.files.target));
  expect(left.filter((name) => name.startsWith('.slices-'))).toEqual([]);
  const review = one.result.files.review;
  const splitReview = split.result.files.review;
  if (review === null || splitReview === null) {
    expect(splitReview).toBe(review);
    return;
  }
  for (const key of ['row_index', 'violations', 'error_index'] as const) {
    const [a, b] = await Promise.all([readFile(splitReview[key]), readFile(review[key])]);
    expect(a.equals(b), key).toBe(true);
  }
}

describe('a run split over threads', () => {
  it('writes every output as a run in one thread, with duplicates and counts across slices', async () => {
    const source = await sourceFile(rows(3000));
    const { one, split } = await both(source);
    expect(split.result.threads).toBe(2);
    expect(one.result.threads).toBe(1);
    expect(one.result.counters.rows_in_error).toBeGreaterThan(100);
    expect(one.result.counters.rows_ignored_from_source).toBeGreaterThan(100);
    await expectSameOutputs(one, split);
    // Uniqueness and the DUPLICATED count read `email` alone: both runs cut it from the bytes.
    await expectSameOutputs(await readInFull(source, template), one);
  });

  it('cuts from the bytes only the cells that uniqueness and counted references read', async () => {
    const fieldsOf = async (engineTemplate: EngineTemplate) => {
      const run = await prepareRun(
        await sourceFile(rows(10)),
        engineTemplate,
        { mapping: ordersMapping },
        NOW,
      );
      return observedFields(run.table, run.prepared);
    };
    const withCondition = (conditions: string): EngineTemplate => ({
      ...uniqueEmail,
      columns: uniqueEmail.columns.map((c) => (c.technical_name === 'qty' ? { ...c, conditions } : c)),
    });
    expect(await fieldsOf(template)).toEqual([1]);
    expect(await fieldsOf(withCondition('%(note)/UNIQUE'))).toEqual([1, 3]);
    expect(await fieldsOf(withCondition('#(order_id)/DUPLICATED/OR/*(plan)/UNIQUE'))).toEqual([1, 0]);
    // A COLUMN column is computed from other cells: the rows are read in full.
    expect(await fieldsOf(withCondition('#(label)/DUPLICATED'))).toBeNull();
    expect(await fieldsOf(orders)).toEqual([]);
  });

  it('finds duplicates across slices when the first pass reads the unique column alone', async () => {
    for (const newline of ['\n', '\r\n']) {
      const source = await sourceFile(`\uFEFF${rows(3000, newline)}`);
      const run = await prepareRun(source, uniqueEmail, { mapping: ordersMapping }, NOW);
      expect(observedFields(run.table, run.prepared)).toEqual([1]);
      expect(run.table.projectSlice).toBeTypeOf('function');
      const { one, split } = await both(source, {}, 3, uniqueEmail);
      expect(split.result.threads).toBe(3);
      expect(one.result.violations).toBeGreaterThan(100);
      const full = await readInFull(source, uniqueEmail);
      await expectSameOutputs(full, one);
      await expectSameOutputs(full, split);
    }
  });

  it('copies a source that already is the normalized CSV, in one thread or split, and points the review store into the copy', async () => {
    // Comma, LF, quotes only where needed, every record as wide as the header: the source's own bytes.
    const lines = ['order,email,qty,note'];
    for (let i = 1; i <= 3000; i++) {
      const note = i % 11 === 0 ? `"two\nlines ${i}"` : i % 7 === 0 ? '"said ""hi"", left"' : '';
      lines.push(`A${i},u${i % 401 === 0 ? 1 : i}@x.io,${i % 17 === 0 ? 'abc' : i % 120},${note}`);
    }
    const source = await sourceFile(`${lines.join('\n')}\n`);
    for (const review of [true, false]) {
      const { one, split } = await both(source, { review }, 2, uniqueEmail);
      expect(split.result.threads).toBe(2);
      expect(one.result.counters.rows_in_error).toBeGreaterThan(100);
      expect(split.normalized!.equals(await readFile(source))).toBe(true);
      const full = await readInFull(source, uniqueEmail, review);
      await expectSameOutputs(full, one);
      await expectSameOutputs(full, split);
    }
  });

  it('splits over three threads, with CRLF line ends', async () => {
    const { one, split } = await both(await sourceFile(rows(3000, '\r\n')), {}, 3);
    expect(split.result.threads).toBe(3);
    await expectSameOutputs(one, split);
  });

  it('shares the line credit between slices', async () => {
    for (const credit of [10, 1700, 2999, 5000]) {
      const { one, split } = await both(await sourceFile(rows(3000)), { lineCredit: credit });
      expect(split.result.threads).toBe(2);
      await expectSameOutputs(one, split);
    }
  });

  it('reads windows-1252 with a BOM-less header and UTF-8 with a BOM alike', async () => {
    const latin = iconv.encode(rows(2000), 'windows-1252');
    const latinRun = await both(await sourceFile(latin as unknown as string));
    expect(latinRun.split.result.source.encoding).toBe('windows-1252');
    expect(latinRun.split.result.threads).toBe(2);
    await expectSameOutputs(latinRun.one, latinRun.split);

    const bom = await both(await sourceFile(`\uFEFF${rows(2000)}`));
    expect(bom.split.result.threads).toBe(2);
    await expectSameOutputs(bom.one, bom.split);
  });

  it('counts blank rows at a cut once, and trailing blank rows not at all', async () => {
    const blanks = `${rows(1000)}${'\n'.repeat(2000)}${rows(1000).split('\n').slice(1).join('\n')}${'\n'.repeat(50)}`;
    const { one, split } = await both(await sourceFile(blanks));
    expect(split.result.threads).toBe(2);
    await expectSameOutputs(one, split);
  });

  it('takes a header far down the file, and a last record without a line break', async () => {
    const csv = `Export of 2026-03-04\n;;;\n${rows(3000).trimEnd()}`;
    const { one, split } = await both(await sourceFile(csv), { source: { header_row: 3 } });
    expect(split.result.threads).toBe(2);
    expect(one.result.counters.rows_ignored_from_source).toBeGreaterThan(2);
    await expectSameOutputs(one, split);
  });

  it('falls back to one thread when a cut falls inside a quoted cell', async () => {
    // One cell holding thousands of lines that each read as a record of the table's width.
    const fake = Array.from({ length: 5000 }, (_, i) => `F${i},f${i}@x.io,1,`).join('\n');
    const csv = `order,email,qty,note\nA1,a@x.io,1,"${fake}"\nA2,b@x.io,2,ok\n`;
    const { one, split } = await both(await sourceFile(csv));
    expect(split.result.threads).toBe(1);
    await expectSameOutputs(one, split);
  });

  it('names the same line as a run in one thread when the second half is malformed', async () => {
    const source = await sourceFile(`${rows(3000)}A9,"open quote,1,\n`);
    const common = { mapping: ordersMapping };
    const one = await runOn(source, template, { ...common, threads: 1 }).catch((e: Error) => e.message);
    const split = await runOn(source, template, { ...common, threads: 2, minSplitBytes: 1 }).catch(
      (e: Error) => e.message,
    );
    expect(one).toMatch(/^Line \d+: A quoted field is not closed/);
    expect(split).toBe(one);
  });

  it('joins the indexes of lookup and is_unique_key across slices', async () => {
    const withRules: EngineTemplate = {
      ...template,
      constraints: [
        ...(template.constraints ?? []),
        // Each order's note must name an order somewhere in the file, often in the other half.
        { column_id: 'c-note', function: 'lookup', arguments: [{ name: 'expected', value: '#(order_id)' }] },
        {
          column_id: 'c-qty',
          function: 'is_unique_key',
          arguments: [{ name: 'columns', value: '#(country)' }],
        },
      ],
    };
    const lines = ['order,email,qty,note'];
    for (let i = 1; i <= 3000; i++)
      lines.push(`A${i},u${i}@x.io,${(i * 7) % 2500},${i % 3 === 0 ? `A${3001 - i}` : `Z${i}`}`);
    const source = await sourceFile(`${lines.join('\n')}\n`);
    const common = { mapping: ordersMapping, review: true };
    const one = await runOn(source, withRules, { ...common, threads: 1 });
    const split = await runOn(source, withRules, { ...common, threads: 2, minSplitBytes: 1 });
    expect(split.result.threads).toBe(2);
    const rules = new Set(
      one
        .report!.toString()
        .split('\n')
        .map((line) => line.split(',')[3]),
    );
    expect(rules).toContain('lookup');
    expect(rules).toContain('is_unique_key');
    await expectSameOutputs(one, split);
  });

  it('stays in one thread for a source smaller than the split size', async () => {
    const small = await runOn(await sourceFile(rows(500)), template, { mapping: ordersMapping, threads: 2 });
    expect(small.result.threads).toBe(1);
  });
});
