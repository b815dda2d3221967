import { type ColumnMatch, matchColumns } from '../../../src/domain/column-matching/index.ts';
import { LABELLED_FILES, type LabelledColumn, type LabelledFile } from './labelled-headers.ts';
import { TEMPLATES } from './templates.ts';

/** Scores the matcher on the labelled set; shared by the accuracy test and bench/matching.ts. */

export interface Outcome {
  file: LabelledFile;
  column: LabelledColumn;
  /** Target the matcher gave the column, or null. */
  got: string | null;
  match: ColumnMatch | null;
  correct: boolean;
}

export async function evaluate(files: readonly LabelledFile[] = LABELLED_FILES): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const file of files) {
    const matches = await matchColumns(file.columns, TEMPLATES[file.template]);
    for (const column of file.columns) {
      const match =
        matches.find((candidate) => candidate.method !== null && candidate.source === column.header) ?? null;
      const got = match?.technical_name ?? null;
      outcomes.push({ file, column, got, match, correct: got === column.expected });
    }
  }
  return outcomes;
}

export function accuracy(outcomes: readonly Outcome[]): number {
  return outcomes.length === 0 ? 0 : outcomes.filter((outcome) => outcome.correct).length / outcomes.length;
}

/** Accuracy per group, in first-seen order. */
export function accuracyBy(
  outcomes: readonly Outcome[],
  key: (outcome: Outcome) => string,
): Map<string, { accuracy: number; count: number }> {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) groups.set(key(outcome), [...(groups.get(key(outcome)) ?? []), outcome]);
  return new Map(
    [...groups].map(([name, group]) => [name, { accuracy: accuracy(group), count: group.length }]),
  );
}
