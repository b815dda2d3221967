/** Plain-text tables of the benchmark: one per file size, then the targets. */
import type { ContenderKey, SizeResults, TargetCheck } from './targets.ts';

export const CONTENDER_LABELS: Record<ContenderKey, string> = {
  copy: '(a) plain copy (floor)',
  baseline: '(b) csv-parse → csv-stringify',
  ferryPlain: '(c0) ferry, plain template',
  ferry: '(c) ferry transform',
};

const MB = 1e6;
const pad = (text: string, width: number): string => text.padStart(width);
const integer = (n: number): string => Math.round(n).toLocaleString('en');

export function formatSize(results: SizeResults): string {
  const lines = [
    `${integer(results.rows)} rows, ${(results.bytes / MB).toFixed(1)} MB`,
    `  ${'contender'.padEnd(32)}${pad('rows/s', 12)}${pad('MB/s', 9)}${pad('wall s', 9)}${pad('work s', 9)}${pad('peak RSS', 11)}`,
  ];
  for (const key of Object.keys(CONTENDER_LABELS) as ContenderKey[]) {
    const outcome = results.outcomes[key];
    if (!outcome) continue;
    const label = `  ${CONTENDER_LABELS[key].padEnd(32)}`;
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
        pad(m.peakRssMb === null ? '–' : `${integer(m.peakRssMb)} MB`, 11),
    );
  }
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
  return lines.join('\n');
}

export function formatTargets(checks: readonly TargetCheck[]): string {
  return [
    'Targets',
    ...checks.map((check) => `  ${check.verdict.padEnd(5)} ${check.target}: ${check.detail}`),
  ].join('\n');
}
