import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureDataset, generateDataset, metaPath } from '../../bench/generate-dataset.ts';
import { isValidEan13 } from '../../src/domain/constraints/functions/check_ean.ts';
import type { EngineTemplate, Mapping } from '../../src/engine/template.ts';
import { judgeRows } from './judge-rows.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-bench-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const benchDir = path.join(import.meta.dirname, '../../bench');
const template = JSON.parse(readFileSync(path.join(benchDir, 'template.json'), 'utf8')) as EngineTemplate;
const mapping = JSON.parse(readFileSync(path.join(benchDir, 'mapping.json'), 'utf8')) as Mapping;

const ROWS = 3000;
const file = path.join(dir, 'sample.csv');
const meta = await generateDataset(file, ROWS);
const [header = [], ...records] = parse(readFileSync(file), { relax_column_count: true }) as string[][];

describe('the benchmark dataset', () => {
  it('is the same file, byte for byte, for the same seed, and another for another seed', async () => {
    const again = path.join(dir, 'again.csv');
    const other = path.join(dir, 'other.csv');
    await generateDataset(again, ROWS);
    await generateDataset(other, ROWS, 7);
    expect(readFileSync(again).equals(readFileSync(file))).toBe(true);
    expect(readFileSync(other).equals(readFileSync(file))).toBe(false);
  });

  it('has a header and 15 fields on every row when read as RFC 4180 CSV', () => {
    expect(header).toHaveLength(15);
    expect(records).toHaveLength(ROWS);
    expect(records.every((record) => record.length === 15)).toBe(true);
  });

  it('holds quoted commas and line breaks, accents, both decimal styles and empty cells', () => {
    const cells = records.flat();
    expect(cells.some((cell) => cell.includes('\n'))).toBe(true);
    expect(cells.some((cell) => cell.includes(','))).toBe(true);
    expect(cells.some((cell) => /[éèçøüœ]/.test(cell))).toBe(true);
    const prices = records.map((record) => record[header.indexOf('Prix TTC')] ?? '');
    expect(prices.some((price) => /^\d{1,3}( \d{3})+,\d\d$/.test(price))).toBe(true);
    expect(prices.some((price) => /^\d{1,3}(,\d{3})+\.\d\d$/.test(price))).toBe(true);
    expect(cells.filter((cell) => cell === '').length).toBeGreaterThan(ROWS / 10);
  });

  it('writes EAN codes with a valid check digit except on rows given an invalid one', () => {
    const eans = records.map((record) => record[header.indexOf('EAN')] ?? '');
    expect(eans.filter((ean) => !isValidEan13(ean))).toHaveLength(meta.invalid_by_column.EAN ?? 0);
  });

  it('gives about 2% of rows one invalid value', () => {
    expect(meta.rows_with_invalid_value).toBeGreaterThan(ROWS * 0.012);
    expect(meta.rows_with_invalid_value).toBeLessThan(ROWS * 0.03);
  });

  it('has exactly the injected rows rejected by the template rules, repeated ids aside', () => {
    const failing = judgeRows(template, mapping, header, records);
    const expected = meta.rows_with_invalid_value - (meta.invalid_by_column.ID ?? 0);
    expect(failing.size).toBe(expected);
  });

  it('repeats an id only on rows given a repeated id', () => {
    const ids = records.map((record) => record[0]);
    expect(ids.length - new Set(ids).size).toBe(meta.invalid_by_column.ID ?? 0);
  });
});

describe('ensureDataset', () => {
  it('writes the file and its meta once, then reuses them', async () => {
    const first = await ensureDataset(200, 1, dir);
    expect(first.reused).toBe(false);
    expect(JSON.parse(readFileSync(metaPath(first.file), 'utf8'))).toEqual(first.meta);
    const second = await ensureDataset(200, 1, dir);
    expect(second.reused).toBe(true);
    expect(second.meta.bytes).toBe(statSync(first.file).size);
  });

  it('writes the file again when it no longer matches its meta', async () => {
    const { file: written } = await ensureDataset(300, 1, dir);
    writeFileSync(written, 'truncated');
    const again = await ensureDataset(300, 1, dir);
    expect(again.reused).toBe(false);
    expect(existsSync(again.file) && statSync(again.file).size).toBe(again.meta.bytes);
  });
});
