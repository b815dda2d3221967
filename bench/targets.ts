/**
 * The engine issue's performance targets, judged on measured results. Pure: the runner measures,
 * this file decides PASS or FAIL and says by how much.
 */

/** One contender's run on one file. */
export interface Measurement {
  /** Wall time of the whole child process, start-up included. */
  wallSeconds: number;
  /** Time the contender reports for its own work, without process start-up; null when unknown. */
  workSeconds: number | null;
  /** Peak resident set size of the child in MB (10^6 bytes); null when unreadable. */
  peakRssMb: number | null;
  /** Valid and invalid rows, for the DuckDB comparison job (./duckdb-job.ts). */
  counts?: JobCounts;
}

export interface JobCounts {
  valid: number;
  invalid: number;
}

export type Outcome = { ok: true; measurement: Measurement } | { ok: false; reason: string };

export type ContenderKey =
  | 'copy'
  | 'baseline'
  | 'ferryPlain'
  | 'ferry'
  | 'duckdbOne'
  | 'duckdbAll'
  | 'ferryJob';

/** DuckDB on the machine's threads: the time every engine line is set against. */
export const DUCKDB_REFERENCE: ContenderKey = 'duckdbAll';

/**
 * The comparison job's counts must agree: when Ferry's valid and invalid rows differ from a DuckDB
 * run's, Ferry's job line fails with both counts, so a ratio between different work is not printed.
 */
export function checkJobCounts(outcomes: SizeResults['outcomes']): SizeResults['outcomes'] {
  const ferry = outcomes.ferryJob;
  if (!ferry?.ok || !ferry.measurement.counts) return outcomes;
  const mine = ferry.measurement.counts;
  for (const key of ['duckdbOne', 'duckdbAll'] as const) {
    const other = outcomes[key];
    if (!other?.ok || !other.measurement.counts) continue;
    const theirs = other.measurement.counts;
    if (theirs.valid !== mine.valid || theirs.invalid !== mine.invalid)
      return {
        ...outcomes,
        ferryJob: {
          ok: false,
          reason: `counts differ: ferry ${mine.valid} valid / ${mine.invalid} invalid, DuckDB ${theirs.valid} valid / ${theirs.invalid} invalid`,
        },
      };
  }
  return outcomes;
}

export interface SizeResults {
  rows: number;
  bytes: number;
  outcomes: Partial<Record<ContenderKey, Outcome>>;
}

export interface TargetCheck {
  target: string;
  verdict: 'PASS' | 'FAIL' | 'N/A';
  detail: string;
}

export const TARGETS = {
  ferryRowsPerSecond: 300_000,
  ferryOverBaseline: 5,
  ferryPeakMb: 300,
  peakGrowth: 1.3,
} as const;

const measured = (results: SizeResults | undefined, key: ContenderKey): Measurement | null => {
  const outcome = results?.outcomes[key];
  return outcome?.ok ? outcome.measurement : null;
};

const judge = (target: string, pass: boolean, detail: string): TargetCheck => ({
  target,
  verdict: pass ? 'PASS' : 'FAIL',
  detail,
});

const missing = (target: string, detail: string): TargetCheck => ({ target, verdict: 'N/A', detail });

/** Every target, judged on wall time (what a user waits for) and the child's peak RSS. */
export function checkTargets(small: SizeResults | undefined, large: SizeResults | undefined): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const ferryLarge = measured(large, 'ferry');
  const baselineLarge = measured(large, 'baseline');
  const ferrySmall = measured(small, 'ferry');
  const sizeLabel = large ? `${large.rows.toLocaleString('en')} rows` : 'the large file';

  const speed = `(c) at least ${TARGETS.ferryRowsPerSecond.toLocaleString('en')} rows/s on ${sizeLabel}`;
  if (!ferryLarge || !large) checks.push(missing(speed, '(c) not measured'));
  else {
    const rate = large.rows / ferryLarge.wallSeconds;
    checks.push(
      judge(speed, rate >= TARGETS.ferryRowsPerSecond, `${Math.round(rate).toLocaleString('en')} rows/s`),
    );
  }

  const ratio = `(c) at least ${TARGETS.ferryOverBaseline}× faster than (b) on ${sizeLabel}`;
  if (!ferryLarge || !baselineLarge) checks.push(missing(ratio, '(b) or (c) not measured'));
  else {
    const times = baselineLarge.wallSeconds / ferryLarge.wallSeconds;
    checks.push(judge(ratio, times >= TARGETS.ferryOverBaseline, `${times.toFixed(2)}×`));
  }

  const peak = `(c) peak RSS under ${TARGETS.ferryPeakMb} MB on ${sizeLabel}`;
  if (ferryLarge?.peakRssMb == null) checks.push(missing(peak, '(c) peak not measured'));
  else
    checks.push(
      judge(peak, ferryLarge.peakRssMb < TARGETS.ferryPeakMb, `${Math.round(ferryLarge.peakRssMb)} MB`),
    );

  const flat = `(c) peak on ${sizeLabel} at most ${TARGETS.peakGrowth}× the peak on ${small ? small.rows.toLocaleString('en') : 'the small file'} rows`;
  if (ferryLarge?.peakRssMb == null || ferrySmall?.peakRssMb == null)
    checks.push(missing(flat, '(c) peaks not measured'));
  else {
    const growth = ferryLarge.peakRssMb / ferrySmall.peakRssMb;
    checks.push(judge(flat, growth <= TARGETS.peakGrowth, `${growth.toFixed(2)}×`));
  }
  return checks;
}
