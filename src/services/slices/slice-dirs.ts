/**
 * How the paths of a slice's pass are translated between the coordinator and the worker that runs
 * it. Each pass names the folders where it writes (`dirs`): the worker runs it with a folder of
 * its scratch in place of each, stores what it wrote there under the task's files prefix, and the
 * coordinator puts those files back where the pass named them.
 */
import path from 'node:path';
import type { JudgeSliceInput, ObserveSliceInput } from '../../engine/index.ts';

/** `file` under `to` instead of `from` (unchanged when it is not under `from`). */
export function moved(file: string, from: string, to: string): string {
  const rel = path.relative(from, file);
  return rel.startsWith('..') || path.isAbsolute(rel)
    ? file
    : path.join(to, rel) + (file.endsWith(path.sep) ? path.sep : '');
}

/** The folder the first pass spills values to: its prefix is a path in it. */
export function spillDirOf(input: ObserveSliceInput): string {
  return path.dirname(`${input.setup.spill.prefix}x`);
}

/** The folder of a later slice's part files (report, invalid rows, review store, target). */
export function partDirOf(input: JudgeSliceInput): string {
  return path.dirname(input.files.report);
}

/** The slice's normalized lines are written by the pass (not a copy the coordinator made). */
export function writesNormalized(input: JudgeSliceInput): boolean {
  return input.files.normalized !== null && !input.files.normalizedCopied;
}
