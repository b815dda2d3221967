/**
 * A transformation as its transform stage leaves it in the middle of a run: a real run of the
 * engine over its file, with its template and mapping, whose review store is copied at its first
 * mark (the run calls its progress callback in the same thread right after a mark), and the row
 * set at `transforming` with that copy as the stage's folder. Tests of the review while a file is
 * transformed read it; nothing in it depends on timing.
 */
import { copyFileSync, existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { growingStoreIn, type ReadyMark, readReadyMark } from '../../src/engine/index.ts';
import { runTransformation } from '../../src/engine/run/run-transformation.ts';
import { engineTemplateOf } from '../../src/services/transformations/engine-template.ts';
import { setProgress } from '../../src/store/transformations/transformation-progress.ts';
import type { TestApp } from './app.ts';
import { type Created, untilStep, uploadFile } from './flow.ts';

/** Copies the store a run writes in `outDir`, its mark first: the other files only grow. */
export function copyStore(outDir: string, into: string): void {
  const from = growingStoreIn(outDir);
  const to = growingStoreIn(into);
  copyFileSync(from.ready, to.ready);
  for (const key of ['head', 'row_index', 'violations', 'error_index', 'normalized'] as const) {
    copyFileSync(from[key], to[key]);
  }
}

/**
 * Runs the engine on `csv` (the file of the matched transformation) under `dataDir/work` and
 * returns the folder holding the copy of its store at the first mark, and that mark.
 */
export async function halfWrittenStore(
  t: TestApp,
  dataDir: string,
  transformationId: string,
  csv: string,
): Promise<{ dir: string; mark: ReadyMark }> {
  const row = await t.database.db
    .selectFrom('transformations')
    .selectAll()
    .where('transformation_id', '=', transformationId)
    .executeTakeFirstOrThrow();
  const work = path.join(dataDir, 'work');
  const source = path.join(work, `source-${transformationId}.csv`);
  const runDir = path.join(work, `ferry-step-run-${transformationId}`, 'out');
  const dir = path.join(work, `ferry-step-middle-${transformationId}`, 'out');
  await mkdir(dir, { recursive: true });
  await writeFile(source, csv);
  let copied = false;
  await runTransformation(source, await engineTemplateOf(t.database.db, row.template_id), {
    outDir: runDir,
    source: row.options as object,
    mapping: { columns: (row.mapping as { columns: never[] }).columns },
    review: true,
    reviewMarks: true,
    threads: 1,
    onProgress: () => {
      if (!copied && existsSync(growingStoreIn(runDir).ready)) {
        copyStore(runDir, dir);
        copied = true;
      }
    },
  });
  if (!copied) throw new Error('The run ended before it marked its store: give it more rows.');
  return { dir, mark: await readReadyMark(growingStoreIn(dir).ready) };
}

/** Sets the transformation where its transform stage is while the engine writes in `dir`. */
export async function transformingIn(
  t: TestApp,
  transformationId: string,
  dir: string,
  progress: { done: number; total: number },
): Promise<void> {
  const { db } = t.database;
  await db
    .updateTable('transformations')
    .set({ step: 'transforming' })
    .where('transformation_id', '=', transformationId)
    .execute();
  await setProgress(db, transformationId, ['transforming'], { ...progress, unit: 'rows', review_dir: dir });
}

/** Back to the mapping, as before the stage: confirming it runs the real transform stage. */
export async function backToMatched(t: TestApp, transformationId: string): Promise<void> {
  await t.database.db
    .updateTable('transformations')
    .set({ step: 'matched', progress: null })
    .where('transformation_id', '=', transformationId)
    .execute();
}

/**
 * `csv` uploaded to `handle` and matched, then set where its transform stage is in the middle of
 * the run: its store half written under `dataDir/work`, `rows` the file's rows.
 */
export async function transformingHalfWay(
  t: TestApp,
  dataDir: string,
  token: string,
  handle: string,
  csv: string,
  rows: number,
): Promise<{ created: Created; dir: string; mark: ReadyMark }> {
  const created = await uploadFile(t, token, handle, csv);
  await untilStep(t, token, created.automation_id, ['matched']);
  const { dir, mark } = await halfWrittenStore(t, dataDir, created.transformation_id, csv);
  await transformingIn(t, created.transformation_id, dir, { done: 0, total: rows });
  return { created, dir, mark };
}
