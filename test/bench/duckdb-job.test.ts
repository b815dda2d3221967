import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { JOB_COLUMNS, jobTemplate, runDuckdbJob } from '../../bench/duckdb-job.ts';
import { generateDataset } from '../../bench/generate-dataset.ts';
import { checkJobCounts } from '../../bench/targets.ts';
import { runTransformation } from '../../src/engine/index.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'ferry-duckdb-job-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const lines = (file: string): number => readFileSync(file, 'utf8').trim().split('\n').length;

describe('the DuckDB comparison job', () => {
  it('finds the same valid and invalid rows in DuckDB and in ferry transform', async () => {
    const source = path.join(dir, 'source.csv');
    // Enough rows that every kind of bad e-mail and bad price is drawn.
    await generateDataset(source, 20_000);
    const duckdb = await runDuckdbJob(source, path.join(dir, 'duckdb'), 1);
    const { template, mapping } = jobTemplate();
    const ferry = await runTransformation(source, template, {
      mapping,
      outDir: path.join(dir, 'ferry'),
      threads: 1,
    });
    const invalid = ferry.counters.rows_in_error;
    expect(invalid).toBeGreaterThan(50);
    expect(duckdb).toMatchObject({ valid: ferry.counters.rows_in_source - invalid, invalid });
    expect(duckdb.valid + duckdb.invalid).toBe(20_000);
    // The two DuckDB outputs hold the 12 renamed columns and split the rows between them.
    const header = readFileSync(path.join(dir, 'duckdb', 'valid.csv'), 'utf8').split('\n')[0];
    expect(header).toBe(JOB_COLUMNS.map(([, name]) => name).join(','));
    expect(ferry.counters.maximum_number_of_columns).toBe(12);
    expect(lines(path.join(dir, 'duckdb', 'invalid.csv'))).toBe(invalid + 1);
  });

  it("fails Ferry's job line with both counts when they differ", () => {
    const measurement = (valid: number, invalid: number) => ({
      ok: true as const,
      measurement: { wallSeconds: 1, workSeconds: 1, peakRssMb: 1, counts: { valid, invalid } },
    });
    const same = { duckdbAll: measurement(9, 1), ferryJob: measurement(9, 1) };
    expect(checkJobCounts(same)).toBe(same);
    expect(checkJobCounts({ duckdbOne: measurement(9, 1), ferryJob: measurement(8, 2) }).ferryJob).toEqual({
      ok: false,
      reason: 'counts differ: ferry 8 valid / 2 invalid, DuckDB 9 valid / 1 invalid',
    });
  });
});
