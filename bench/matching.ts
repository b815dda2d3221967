/**
 * Column matching benchmark: accuracy on the labelled en/fr set (overall, per stage, per
 * language, tuned vs held-out files) and the time of one matchColumns call for a 50-column
 * template against 60 source headers. Run: npx tsx bench/matching.ts
 */
import { performance } from 'node:perf_hooks';
import { matchColumns, type TargetColumn } from '../src/domain/column-matching/index.ts';
import { accuracy, accuracyBy, evaluate, type Outcome } from '../test/domain/column-matching/evaluate.ts';
import { LABELLED_FILES } from '../test/domain/column-matching/labelled-headers.ts';
import { TEMPLATES } from '../test/domain/column-matching/templates.ts';

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

function printGroups(title: string, outcomes: readonly Outcome[], key: (outcome: Outcome) => string): void {
  console.log(`\n${title}`);
  for (const [name, { accuracy: value, count }] of accuracyBy(outcomes, key)) {
    console.log(`  ${name.padEnd(14)} ${percent(value).padStart(6)}  (${count} columns)`);
  }
}

async function reportAccuracy(): Promise<void> {
  const outcomes = await evaluate();
  console.log(`Labelled set: ${outcomes.length} columns in ${LABELLED_FILES.length} files`);
  console.log(`Accuracy: ${percent(accuracy(outcomes))}`);
  printGroups(
    'Per stage (the difficulty each column was labelled with)',
    outcomes,
    (o) => o.column.challenge,
  );
  printGroups('Per language', outcomes, (o) => o.column.lang);
  printGroups('Tuned on vs written after tuning', outcomes, (o) => (o.file.heldOut ? 'held-out' : 'tuned'));
  printGroups('Per method the matcher used (precision)', outcomes, (o) => o.match?.method ?? 'unmatched');
  const misses = outcomes.filter((o) => !o.correct);
  if (misses.length > 0) console.log('\nMisses:');
  for (const miss of misses) {
    console.log(
      `  ${miss.file.name}: "${miss.column.header}" expected ${miss.column.expected} got ${miss.got}`,
    );
  }
}

/** The four templates merged (duplicates dropped) and padded with plausible extra columns to 50. */
function fiftyColumnTemplate(): TargetColumn[] {
  const merged = new Map<string, TargetColumn>();
  for (const column of Object.values(TEMPLATES).flat()) merged.set(column.technical_name, column);
  const extras = ['billing_address', 'fax', 'vat_number', 'iban', 'gender', 'nationality', 'notes', 'region'];
  for (const name of extras) {
    if (merged.size >= 50) break;
    merged.set(name, {
      column_id: `col-${name}`,
      technical_name: name,
      pretty_name: name.replace('_', ' '),
      type: 'TEXT',
    });
  }
  return [...merged.values()].slice(0, 50);
}

async function reportTiming(): Promise<void> {
  const targets = fiftyColumnTemplate();
  const seen = new Set<string>();
  const sources = LABELLED_FILES.flatMap((file) => file.columns)
    .filter((column) => !seen.has(column.header) && seen.add(column.header))
    .slice(0, 60);
  for (let i = 0; i < 20; i++) await matchColumns(sources, targets);
  const runs = 200;
  const start = performance.now();
  for (let i = 0; i < runs; i++) await matchColumns(sources, targets);
  const perCall = (performance.now() - start) / runs;
  console.log(`\nTiming: ${targets.length} targets × ${sources.length} sources`);
  console.log(
    `  ${perCall.toFixed(2)} ms per matchColumns call, ${((perCall * 1000) / (targets.length * sources.length)).toFixed(2)} µs per pair`,
  );
}

await reportAccuracy();
await reportTiming();
