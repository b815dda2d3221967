import { describe, expect, it } from 'vitest';
import { formatEngineIssue } from '../../bench/format-results.ts';
import { readReplaceOutput } from '../../bench/issue-adapters.ts';
import { checkEngineIssue, type IssueFigures, type Outcome, type SizeResults } from '../../bench/targets.ts';

const run = (wallSeconds: number, peakRssMb: number | null): Outcome => ({
  ok: true,
  measurement: { wallSeconds, workSeconds: wallSeconds - 0.2, peakRssMb },
});

const size = (rows: number, outcomes: SizeResults['outcomes']): SizeResults => ({
  rows,
  bytes: rows * 200,
  outcomes,
});

const fast: IssueFigures = {
  sizes: [
    size(1_000_000, { ferry: run(3, 200), ferryJob: run(1.5, 180), duckdbAll: run(1.6, 700) }),
    size(10_000_000, { ferry: run(30, 216) }),
  ],
  threads: 2,
  importer: { ok: true, value: { firstPageMs: 1_500, wholeMs: 4_000, jumpWorstMs: 250, jumps: 10 } },
  replace: { ok: true, value: { seconds: 4, rowsChanged: 1_000_000, progress: true } },
  submitAfterReplace: { ok: true, value: { seconds: 11, plainSeconds: 10, streamed: true } },
  healthz: { ok: true, value: { p99Ms: 20, count: 1_500, rows: 1_000_000 } },
};

const verdicts = (figures: IssueFigures) => checkEngineIssue(figures).map((line) => line.verdict);

describe('the engine issue table', () => {
  it('has a line per target of the issue, each passed when its figure meets it', () => {
    const lines = checkEngineIssue(fast);
    expect(lines.map((l) => l.target)).toEqual([
      '≤ 1.0×',
      '≥ 300,000 rows/s',
      '< 250 MB',
      '< 250 MB',
      '≤ 1.1×',
      '≤ 2 s',
      '≤ 5 s',
      '≤ 5 s, with progress',
      'streamed, ≤ 1.2× a plain submit',
      '≤ 300 ms',
      '< 50 ms',
    ]);
    expect(lines.every((l) => l.verdict === 'PASS')).toBe(true);
    expect(lines[0]!.measured).toBe('0.94× (1.50 s ÷ 1.60 s)');
    expect(lines[1]!.measured).toBe('333,333 rows/s (3.00 s)');
    expect(lines[4]!.measured).toBe('1.08×');
  });

  it('fails each line whose figure misses its target', () => {
    const slow: IssueFigures = {
      ...fast,
      sizes: [
        size(1_000_000, { ferry: run(4, 260), ferryJob: run(3.7, 180), duckdbAll: run(1.6, 700) }),
        size(10_000_000, { ferry: run(40, 300) }),
      ],
      importer: { ok: true, value: { firstPageMs: 2_001, wholeMs: 9_000, jumpWorstMs: 301, jumps: 10 } },
      replace: { ok: true, value: { seconds: 3, rowsChanged: 1_000_000, progress: false } },
      submitAfterReplace: { ok: true, value: { seconds: 13, plainSeconds: 10, streamed: true } },
      healthz: { ok: true, value: { p99Ms: 50, count: 1_500, rows: 1_000_000 } },
    };
    expect(verdicts(slow)).toEqual(Array(11).fill('FAIL'));
    expect(checkEngineIssue(slow)[7]!.measured).toBe('3.00 s, no progress');
  });

  it('says why a figure is missing instead of judging it', () => {
    const lines = checkEngineIssue({
      ...fast,
      sizes: [size(100_000, { ferry: run(0.5, 150) }), size(1_000_000, { ferry: run(3, 200) })],
      importer: { ok: false, reason: 'Chromium is missing' },
      replace: { ok: true, value: { seconds: 4, rowsChanged: 1_000_000, progress: null } },
      submitAfterReplace: { ok: false, reason: 'no submit timed' },
      healthz: { ok: false, reason: 'ferry serve stopped' },
    });
    expect(lines.map((l) => l.verdict)).toEqual([
      'not measured',
      'PASS',
      'PASS',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
      'not measured',
    ]);
    expect(lines[0]!.measured).toBe('not measured: ferry: ferryJob did not run');
    expect(lines[3]!.measured).toBe('not measured: the 10M-row file runs only with --sizes 1000000,10000000');
    expect(lines[5]!.measured).toBe('not measured: Chromium is missing');
    expect(lines[7]!.measured).toBe('not measured: progress not reported (4.00 s)');
    expect(lines.every((l) => l.verdict !== 'not measured' || l.measured.startsWith('not measured: '))).toBe(
      true,
    );
  });

  it('prints the table with a verdict on each line, a count, and the DuckDB ratio', () => {
    const text = formatEngineIssue(checkEngineIssue(fast), fast.sizes, 2);
    expect(text).toMatch(/12-column DuckDB comparison job.*0\.94× \(1\.50 s ÷ 1\.60 s\)\s+≤ 1\.0×\s+PASS/);
    expect(text).toContain('11 of 11 PASS, 0 FAIL, 0 not measured');
    expect(text).toContain(
      'DuckDB ratio, 1,000,000 rows: ferry transform 1.50 s ÷ DuckDB on 2 threads 1.60 s = 0.94×; without start-up 1.30 s ÷ 1.40 s = 0.93×',
    );
  });
});

describe("reading bench/replace.ts's output", () => {
  it('takes the replace of every e-mail from its Markdown table when it prints no JSON line', () => {
    const out = [
      'store of 1000000 rows written in 20.1 s',
      '| replace | rows changed | cells | wall s | peak RSS MB |',
      '|---|---|---|---|---|',
      '| finds nothing | 0 | 0 | 2.5 | 150 |',
      '| changes every e-mail | 1000000 | 1000000 | 6.1 | 180 |',
    ].join('\n');
    const read = readReplaceOutput(out);
    expect(read.replace).toEqual({
      ok: true,
      value: { seconds: 6.1, rowsChanged: 1_000_000, progress: null },
    });
    expect(read.submitAfterReplace.ok).toBe(false);
  });

  it('prefers its JSON line, submit included', () => {
    const json = {
      bench: 'replace',
      rows: 1_000_000,
      replace: { seconds: 3.2, rows_changed: 1_000_000, progress: true },
      submit: { seconds: 9.1, plain_seconds: 8.4, streamed: true },
    };
    const read = readReplaceOutput(`| changes every e-mail | 1 | 1 | 6.1 | 180 |\n${JSON.stringify(json)}\n`);
    expect(read.replace).toEqual({
      ok: true,
      value: { seconds: 3.2, rowsChanged: 1_000_000, progress: true },
    });
    expect(read.submitAfterReplace).toEqual({
      ok: true,
      value: { seconds: 9.1, plainSeconds: 8.4, streamed: true },
    });
  });

  it('says what is missing when it printed neither', () => {
    const read = readReplaceOutput('{"rows_changed": 3}\nsomething else\n');
    expect(read.replace).toEqual({
      ok: false,
      reason: 'bench/replace.ts printed no time for a replace in every row',
    });
  });
});

describe('the printed table', () => {
  it('numbers each missing figure and gives its reason under the table', () => {
    const text = formatEngineIssue(
      checkEngineIssue({ ...fast, healthz: { ok: false, reason: 'ferry serve stopped' } }),
      fast.sizes,
      2,
    );
    expect(text).toMatch(
      /\/healthz p99 while two 1M-row runs go\s+not measured \(1\)\s+< 50 ms\s+not measured/,
    );
    expect(text).toContain('10 of 11 PASS, 0 FAIL, 1 not measured\n  (1) ferry serve stopped\n');
  });

  it('gives a reason shared by several lines once', () => {
    const text = formatEngineIssue(checkEngineIssue({ ...fast, sizes: [fast.sizes[0]!] }), fast.sizes, 2);
    expect(text).toMatch(/10M rows\s+not measured \(1\).*\n.*10M rows ÷ 1M rows\s+not measured \(1\)/);
    expect(text).toContain(
      '9 of 11 PASS, 0 FAIL, 2 not measured\n  (1) the 10M-row file runs only with --sizes',
    );
    expect(text).not.toContain('(2)');
  });
});
