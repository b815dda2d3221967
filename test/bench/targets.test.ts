import { describe, expect, it } from 'vitest';
import { formatSize, formatTargets } from '../../bench/format-results.ts';
import { checkTargets, type Outcome, type SizeResults } from '../../bench/targets.ts';

const run = (wallSeconds: number, peakRssMb: number | null): Outcome => ({
  ok: true,
  measurement: { wallSeconds, workSeconds: wallSeconds - 0.5, peakRssMb },
});

const size = (rows: number, outcomes: SizeResults['outcomes']): SizeResults => ({
  rows,
  bytes: rows * 200,
  outcomes,
});

const verdicts = (small: SizeResults | undefined, large: SizeResults | undefined) =>
  checkTargets(small, large).map((check) => check.verdict);

describe('checkTargets', () => {
  it('passes every target when the engine is fast, far ahead of the baseline and flat in memory', () => {
    const small = size(100_000, { baseline: run(2.5, 90), ferry: run(0.4, 180) });
    const large = size(1_000_000, { baseline: run(24, 95), ferry: run(3, 200) });
    expect(verdicts(small, large)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
  });

  it('fails each target that is missed, and says by how much', () => {
    const small = size(100_000, { ferry: run(1, 100) });
    const large = size(1_000_000, { baseline: run(10, 95), ferry: run(4, 320) });
    const checks = checkTargets(small, large);
    expect(checks.map((check) => check.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL', 'FAIL']);
    expect(checks.map((check) => check.detail)).toEqual(['250,000 rows/s', '2.50×', '320 MB', '3.20×']);
  });

  it('judges the targets at their exact bounds as met', () => {
    const small = size(100_000, { ferry: run(1, 200) });
    const large = size(300_000, { baseline: run(5, 90), ferry: run(1, 260) });
    expect(verdicts(small, large)).toEqual(['PASS', 'PASS', 'PASS', 'PASS']);
  });

  it('reports N/A, not a failure, for what the engine could not be measured on', () => {
    const missing: Outcome = { ok: false, reason: 'not available: the CLI has no transform command yet' };
    const small = size(100_000, { baseline: run(2, 90), ferry: missing });
    const large = size(1_000_000, { baseline: run(20, 95), ferry: missing });
    expect(verdicts(small, large)).toEqual(['N/A', 'N/A', 'N/A', 'N/A']);
  });

  it('cannot judge memory growth from one file size alone', () => {
    const large = size(1_000_000, { baseline: run(24, 95), ferry: run(3, 200) });
    expect(verdicts(undefined, large)).toEqual(['PASS', 'PASS', 'PASS', 'N/A']);
  });
});

describe('the printed results', () => {
  it('show rows per second, MB per second and peak for each contender, and the ratio of (c) to (b)', () => {
    const text = formatSize(
      size(1_000_000, { copy: run(0.5, 80), baseline: run(20, 95), ferry: run(2.5, 210) }),
    );
    expect(text).toContain('1,000,000 rows, 200.0 MB');
    expect(text).toMatch(/\(a\) plain copy \(floor\)\s+2,000,000\s+400\.0\s+0\.50\s+0\.00\s+80 MB/);
    expect(text).toMatch(/\(c\) ferry transform\s+400,000\s+80\.0\s+2\.50\s+2\.00\s+210 MB/);
    expect(text).toContain('(c) vs (b): 8.00× the speed');
  });

  it('show the plain template beside (c), and what the conversions and rules add to it', () => {
    const text = formatSize(size(1_000_000, { ferryPlain: run(1.25, 150), ferry: run(2.5, 210) }));
    expect(text).toMatch(/\(c0\) ferry, plain template\s+800,000\s+160\.0\s+1\.25\s+0\.75\s+150 MB/);
    expect(text.indexOf('(c0)')).toBeLessThan(text.indexOf('(c) ferry transform'));
    expect(text).toContain('(c) − (c0): 1.25 s of wall time for the template');
  });

  it('show why a contender did not run in place of its numbers', () => {
    const text = formatSize(size(100_000, { ferry: { ok: false, reason: 'exit 1: boom' } }));
    expect(text).toMatch(/\(c\) ferry transform\s+exit 1: boom/);
  });

  it('list each target with its verdict', () => {
    const text = formatTargets([{ target: '(c) fast', verdict: 'FAIL', detail: '1 rows/s' }]);
    expect(text).toBe('Targets\n  FAIL  (c) fast: 1 rows/s');
  });
});
