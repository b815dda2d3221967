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

/**
 * The engine issue ("engine at the speed of the machine"): each line of its "done when", judged on
 * one run of `npm run bench`. A line whose figure is missing says why, never a made-up figure.
 */
export const ISSUE_TARGETS = {
  /** (cd) ÷ (dN) wall time on the 1M file. */
  overDuckdb: 1.0,
  rowsPerSecond: 300_000,
  peakMb: 250,
  /** 10M peak ÷ 1M peak. */
  peakGrowth: 1.1,
  firstPageMs: 2_000,
  wholeReviewMs: 5_000,
  replaceSeconds: 5,
  /** Submit after a replace in every row ÷ a plain submit. */
  submitAfterReplace: 1.2,
  jumpMs: 300,
  healthzP99Ms: 50,
} as const;

export const ISSUE_ROWS = 1_000_000;
export const ISSUE_LARGE_ROWS = 10_000_000;

/** A figure measured by one of the benchmark's stages, or why it is missing. */
export type Figure<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface IssueFigures {
  /** The contenders' results per file size; the 1M and 10M files are looked up by their rows. */
  sizes: readonly SizeResults[];
  /** The threads `ferry transform` and DuckDB's (dN) ran on. */
  threads: number;
  importer: Figure<{ firstPageMs: number; wholeMs: number; jumpWorstMs: number; jumps: number }>;
  /** The replace that changes a value in every row: its wall time, and whether it reported progress (null: not said). */
  replace: Figure<{ seconds: number; rowsChanged: number; progress: boolean | null }>;
  /** A submit after that replace against a plain submit of the same file (null: not said whether streamed). */
  submitAfterReplace: Figure<{ seconds: number; plainSeconds: number; streamed: boolean | null }>;
  healthz: Figure<{ p99Ms: number; count: number; rows: number }>;
}

export interface IssueLine {
  what: string;
  /** The figure, or why it was not measured. */
  measured: string;
  target: string;
  verdict: 'PASS' | 'FAIL' | 'not measured';
}

const rowsLabel = (rows: number): string => (rows >= 1e6 ? `${rows / 1e6}M` : `${rows / 1e3}k`);

function line(what: string, target: string, pass: boolean, measured: string): IssueLine {
  return { what, target, measured, verdict: pass ? 'PASS' : 'FAIL' };
}

function notMeasured(what: string, target: string, reason: string): IssueLine {
  return { what, target, measured: `not measured: ${reason}`, verdict: 'not measured' };
}

/** A contender's measurement on the file of `rows`, or why there is none. */
function onFile(sizes: readonly SizeResults[], rows: number, key: ContenderKey): Figure<Measurement> {
  const size = sizes.find((s) => s.rows === rows);
  if (!size) return { ok: false, reason: `no ${rowsLabel(rows)}-row file in --sizes` };
  const outcome = size.outcomes[key];
  if (!outcome) return { ok: false, reason: `${key} did not run` };
  return outcome.ok ? { ok: true, value: outcome.measurement } : { ok: false, reason: outcome.reason };
}

const ms = (n: number): string => `${Math.round(n).toLocaleString('en')} ms`;

export function checkEngineIssue(f: IssueFigures): IssueLine[] {
  const t = ISSUE_TARGETS;
  const lines: IssueLine[] = [];
  const one = rowsLabel(ISSUE_ROWS);
  const ten = rowsLabel(ISSUE_LARGE_ROWS);

  const jobWhat = `12-column DuckDB comparison job, ${one} rows, Ferry ÷ DuckDB (${f.threads} threads), same run`;
  const jobTarget = `≤ ${t.overDuckdb.toFixed(1)}×`;
  const job = onFile(f.sizes, ISSUE_ROWS, 'ferryJob');
  const duck = onFile(f.sizes, ISSUE_ROWS, DUCKDB_REFERENCE);
  if (!job.ok) lines.push(notMeasured(jobWhat, jobTarget, `ferry: ${job.reason}`));
  else if (!duck.ok) lines.push(notMeasured(jobWhat, jobTarget, `DuckDB: ${duck.reason}`));
  else {
    const ratio = job.value.wallSeconds / duck.value.wallSeconds;
    lines.push(
      line(
        jobWhat,
        jobTarget,
        ratio <= t.overDuckdb,
        `${ratio.toFixed(2)}× (${job.value.wallSeconds.toFixed(2)} s ÷ ${duck.value.wallSeconds.toFixed(2)} s)`,
      ),
    );
  }

  const rateWhat = `full benchmark template, ${one} rows, ${f.threads} threads`;
  const rateTarget = `≥ ${t.rowsPerSecond.toLocaleString('en')} rows/s`;
  const full = onFile(f.sizes, ISSUE_ROWS, 'ferry');
  if (!full.ok) lines.push(notMeasured(rateWhat, rateTarget, full.reason));
  else {
    const rate = ISSUE_ROWS / full.value.wallSeconds;
    lines.push(
      line(
        rateWhat,
        rateTarget,
        rate >= t.rowsPerSecond,
        `${Math.round(rate).toLocaleString('en')} rows/s (${full.value.wallSeconds.toFixed(2)} s)`,
      ),
    );
  }

  const peakTarget = `< ${t.peakMb} MB`;
  const peaks = [ISSUE_ROWS, ISSUE_LARGE_ROWS].map((rows) => {
    const what = `peak memory of the full template, ${rowsLabel(rows)} rows`;
    const m = onFile(f.sizes, rows, 'ferry');
    const reason =
      rows === ISSUE_LARGE_ROWS && !m.ok && !f.sizes.some((s) => s.rows === rows)
        ? `the ${ten}-row file runs only with --sizes ${ISSUE_ROWS},${ISSUE_LARGE_ROWS}`
        : m.ok
          ? 'peak RSS unreadable'
          : m.reason;
    const peak = m.ok ? m.value.peakRssMb : null;
    lines.push(
      peak === null
        ? notMeasured(what, peakTarget, reason)
        : line(what, peakTarget, peak < t.peakMb, `${Math.round(peak)} MB`),
    );
    return { peak, reason };
  });
  const growthWhat = `peak memory, ${ten} rows ÷ ${one} rows`;
  const growthTarget = `≤ ${t.peakGrowth}×`;
  const [small, large] = peaks as [(typeof peaks)[0], (typeof peaks)[0]];
  if (small.peak === null || large.peak === null)
    lines.push(notMeasured(growthWhat, growthTarget, small.peak === null ? small.reason : large.reason));
  else {
    const growth = large.peak / small.peak;
    lines.push(line(growthWhat, growthTarget, growth <= t.peakGrowth, `${growth.toFixed(2)}×`));
  }

  const firstWhat = `importer: confirm mapping → first review page, ${one} rows`;
  const firstTarget = `≤ ${t.firstPageMs / 1000} s`;
  const wholeWhat = `importer: whole ${one}-row transform visible in review`;
  const wholeTarget = `≤ ${t.wholeReviewMs / 1000} s`;
  if (!f.importer.ok) {
    lines.push(notMeasured(firstWhat, firstTarget, f.importer.reason));
    lines.push(notMeasured(wholeWhat, wholeTarget, f.importer.reason));
  } else {
    const { firstPageMs, wholeMs } = f.importer.value;
    lines.push(line(firstWhat, firstTarget, firstPageMs <= t.firstPageMs, ms(firstPageMs)));
    lines.push(line(wholeWhat, wholeTarget, wholeMs <= t.wholeReviewMs, ms(wholeMs)));
  }

  const replaceWhat = `find and replace over ${one} rows`;
  const replaceTarget = `≤ ${t.replaceSeconds} s, with progress`;
  if (!f.replace.ok) lines.push(notMeasured(replaceWhat, replaceTarget, f.replace.reason));
  else {
    const { seconds, progress } = f.replace.value;
    const figure = `${seconds.toFixed(2)} s`;
    if (seconds > t.replaceSeconds || progress === false)
      lines.push(
        line(replaceWhat, replaceTarget, false, `${figure}${progress === false ? ', no progress' : ''}`),
      );
    else if (progress === null)
      lines.push(notMeasured(replaceWhat, replaceTarget, `progress not reported (${figure})`));
    else lines.push(line(replaceWhat, replaceTarget, true, `${figure}, with progress`));
  }

  const submitWhat = `submit after replacing a value in every row of ${one}`;
  const submitTarget = `streamed, ≤ ${t.submitAfterReplace}× a plain submit`;
  if (!f.submitAfterReplace.ok)
    lines.push(notMeasured(submitWhat, submitTarget, f.submitAfterReplace.reason));
  else {
    const { seconds, plainSeconds, streamed } = f.submitAfterReplace.value;
    const ratio = seconds / plainSeconds;
    const figure = `${ratio.toFixed(2)}× (${seconds.toFixed(2)} s ÷ ${plainSeconds.toFixed(2)} s)`;
    if (ratio > t.submitAfterReplace || streamed === false)
      lines.push(
        line(submitWhat, submitTarget, false, `${figure}${streamed === false ? ', not streamed' : ''}`),
      );
    else if (streamed === null)
      lines.push(notMeasured(submitWhat, submitTarget, `not said whether streamed (${figure})`));
    else lines.push(line(submitWhat, submitTarget, true, `${figure}, streamed`));
  }

  const jumpWhat = 'grid jump to any place, worst of 10';
  const jumpTarget = `≤ ${t.jumpMs} ms`;
  if (!f.importer.ok) lines.push(notMeasured(jumpWhat, jumpTarget, f.importer.reason));
  else {
    const { jumpWorstMs, jumps } = f.importer.value;
    lines.push(
      line(
        jumpWhat,
        jumpTarget,
        jumpWorstMs <= t.jumpMs,
        `${ms(jumpWorstMs)}${jumps === 10 ? '' : ` (of ${jumps})`}`,
      ),
    );
  }

  const healthWhat = `/healthz p99 while two ${one}-row runs go`;
  const healthTarget = `< ${t.healthzP99Ms} ms`;
  if (!f.healthz.ok) lines.push(notMeasured(healthWhat, healthTarget, f.healthz.reason));
  else {
    const { p99Ms, count, rows } = f.healthz.value;
    const what = rows === ISSUE_ROWS ? healthWhat : `/healthz p99 while two ${rowsLabel(rows)}-row runs go`;
    lines.push(
      line(
        what,
        healthTarget,
        p99Ms < t.healthzP99Ms,
        `${p99Ms.toFixed(1)} ms (${count.toLocaleString('en')} asked)`,
      ),
    );
  }
  return lines;
}
