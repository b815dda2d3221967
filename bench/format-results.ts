/** Plain-text tables of the benchmark: one per file size, then the targets. */
import {
  type ContenderKey,
  DUCKDB_REFERENCE,
  ISSUE_ROWS,
  type IssueLine,
  type Outcome,
  type SizeResults,
  type TargetCheck,
} from './targets.ts';

export const CONTENDER_LABELS: Record<ContenderKey, string> = {
  copy: '(a) plain copy (floor)',
  baseline: '(b) csv-parse → csv-stringify',
  ferryPlain: '(c0) ferry, plain template',
  ferry: '(c) ferry transform',
  duckdbOne: '(d1) DuckDB job, 1 thread',
  duckdbAll: '(dN) DuckDB job, all threads',
  ferryJob: '(cd) ferry transform, same job',
};

/** Labels with the machine's thread count where the label says "all threads". */
export function contenderLabel(key: ContenderKey, threads: number): string {
  return CONTENDER_LABELS[key].replace('all threads', `${threads} threads`);
}

const MB = 1e6;
const pad = (text: string, width: number): string => text.padStart(width);
const integer = (n: number): string => Math.round(n).toLocaleString('en');

const seconds = (n: number): string => `${n.toFixed(2)} s`;

export function formatSize(results: SizeResults, threads = 1): string {
  const duckdb = results.outcomes[DUCKDB_REFERENCE];
  const reference = duckdb?.ok ? duckdb.measurement.wallSeconds : null;
  const lines = [
    `${integer(results.rows)} rows, ${(results.bytes / MB).toFixed(1)} MB`,
    `  ${'contender'.padEnd(32)}${pad('rows/s', 12)}${pad('MB/s', 9)}${pad('wall s', 9)}${pad('work s', 9)}${pad('peak RSS', 11)}${pad('× DuckDB', 10)}`,
  ];
  for (const key of Object.keys(CONTENDER_LABELS) as ContenderKey[]) {
    const outcome = results.outcomes[key];
    if (!outcome) continue;
    const label = `  ${contenderLabel(key, threads).padEnd(32)}`;
    if (!outcome.ok) {
      lines.push(`${label}${outcome.reason}`);
      continue;
    }
    const m = outcome.measurement;
    lines.push(
      label +
        pad(integer(results.rows / m.wallSeconds), 12) +
        pad((results.bytes / MB / m.wallSeconds).toFixed(1), 9) +
        pad(m.wallSeconds.toFixed(2), 9) +
        pad(m.workSeconds === null ? '–' : m.workSeconds.toFixed(2), 9) +
        pad(m.peakRssMb === null ? '–' : `${integer(m.peakRssMb)} MB`, 11) +
        pad(reference === null ? '–' : `${(m.wallSeconds / reference).toFixed(2)}×`, 10),
    );
  }
  if (reference !== null)
    lines.push(`  × DuckDB: wall time over (dN)'s wall time on this file, both with their process start-up`);
  const ferry = results.outcomes.ferry;
  const baseline = results.outcomes.baseline;
  if (ferry?.ok && baseline?.ok) {
    const ratio = baseline.measurement.wallSeconds / ferry.measurement.wallSeconds;
    lines.push(`  (c) vs (b): ${ratio.toFixed(2)}× the speed (wall time)`);
  }
  const plain = results.outcomes.ferryPlain;
  if (ferry?.ok && plain?.ok) {
    const rules = ferry.measurement.wallSeconds - plain.measurement.wallSeconds;
    lines.push(`  (c) − (c0): ${rules.toFixed(2)} s of wall time for the template's conversions and rules`);
  }
  lines.push(...formatJob(results, threads));
  return lines.join('\n');
}

/** The comparison job in one or two lines: Ferry against DuckDB, and the counts both found. */
export function formatJob(results: SizeResults, threads: number): string[] {
  const ferry = results.outcomes.ferryJob;
  const one = results.outcomes.duckdbOne;
  const all = results.outcomes.duckdbAll;
  if (!ferry && !one && !all) return [];
  const duckdb = [
    one?.ok ? `1 thread ${seconds(one.measurement.wallSeconds)}` : null,
    all?.ok ? `${threads} threads ${seconds(all.measurement.wallSeconds)}` : null,
  ].filter((part) => part !== null);
  const lines = [
    `  job (12 of 15 columns, e-mail regex, price range): DuckDB ${duckdb.join(', ') || 'not measured'}`,
  ];
  if (!ferry?.ok) {
    lines.push(`  ferry transform: ${ferry ? ferry.reason : 'not measured'}`);
    return lines;
  }
  const f = ferry.measurement;
  const against = all?.ok ? all.measurement : null;
  const ratio = against
    ? ` — ${(f.wallSeconds / against.wallSeconds).toFixed(1)}× DuckDB (${seconds(against.wallSeconds)})` +
      (f.workSeconds !== null && against.workSeconds !== null
        ? `; without start-up ${seconds(f.workSeconds)} against ${seconds(against.workSeconds)}, ${(f.workSeconds / against.workSeconds).toFixed(1)}×`
        : '')
    : '';
  lines.push(`  ferry transform ${seconds(f.wallSeconds)}${ratio}`);
  if (f.counts)
    lines.push(
      `  rows: ferry ${integer(f.counts.valid)} valid / ${integer(f.counts.invalid)} invalid` +
        (against?.counts
          ? `, DuckDB ${integer(against.counts.valid)} valid / ${integer(against.counts.invalid)} invalid`
          : ''),
    );
  return lines;
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  return [
    'Targets',
    ...checks.map((check) => `  ${check.verdict.padEnd(5)} ${check.target}: ${check.detail}`),
  ].join('\n');
}

/** The engine issue's table: what, the figure measured, the target, the verdict; then the DuckDB ratio. */
export function formatEngineIssue(
  lines: readonly IssueLine[],
  sizes: readonly SizeResults[],
  threads: number,
): string {
  // A missing figure's reason goes under the table, numbered once, to keep the columns narrow.
  const notes: string[] = [];
  const shown = lines.map((l) => {
    if (l.verdict !== 'not measured') return l;
    const note = l.measured.replace(/^not measured: /, '');
    if (!notes.includes(note)) notes.push(note);
    return { ...l, measured: `not measured (${notes.indexOf(note) + 1})` };
  });
  const header = { what: 'what', measured: 'measured', target: 'target', verdict: 'verdict' };
  const rows = [header, ...shown];
  const width = (key: keyof typeof header) => Math.max(...rows.map((r) => r[key].length));
  const [w, m, t] = [width('what'), width('measured'), width('target')];
  const text = rows.map(
    (r) => `  ${r.what.padEnd(w)}  ${r.measured.padEnd(m)}  ${r.target.padEnd(t)}  ${r.verdict}`,
  );
  const passed = lines.filter((l) => l.verdict === 'PASS').length;
  const missing = lines.filter((l) => l.verdict === 'not measured').length;
  return [
    'Engine issue: the speed of the machine',
    ...text,
    `  ${passed} of ${lines.length} PASS, ${lines.length - passed - missing} FAIL, ${missing} not measured`,
    ...notes.map((note, i) => `  (${i + 1}) ${note}`),
    `  ${duckdbRatio(
      sizes.find((s) => s.rows === ISSUE_ROWS),
      threads,
    )}`,
  ].join('\n');
}

/** Ferry's comparison job over DuckDB's on the 1M file, wall time and the contenders' own time. */
export function duckdbRatio(size: SizeResults | undefined, threads: number): string {
  const ferry = size?.outcomes.ferryJob;
  const duckdb = size?.outcomes[DUCKDB_REFERENCE];
  const why = (o: Outcome | undefined) => (o === undefined ? 'did not run' : o.ok ? '' : o.reason);
  if (!size) return 'DuckDB ratio: not measured (no 1M-row file in --sizes)';
  if (!ferry?.ok) return `DuckDB ratio: not measured (ferry: ${why(ferry)})`;
  if (!duckdb?.ok) return `DuckDB ratio: not measured (DuckDB: ${why(duckdb)})`;
  const f = ferry.measurement;
  const d = duckdb.measurement;
  const work =
    f.workSeconds !== null && d.workSeconds !== null
      ? `; without start-up ${seconds(f.workSeconds)} ÷ ${seconds(d.workSeconds)} = ${(f.workSeconds / d.workSeconds).toFixed(2)}×`
      : '';
  return `DuckDB ratio, ${integer(size.rows)} rows: ferry transform ${seconds(f.wallSeconds)} ÷ DuckDB on ${threads} threads ${seconds(d.wallSeconds)} = ${(f.wallSeconds / d.wallSeconds).toFixed(2)}×${work}`;
}
