/**
 * The engine issue's figures from the stages other parts of the benchmark own: the importer in
 * the browser (./importer.ts, in this process, through its exported `runImporterBench`) and find
 * and replace (./replace.ts, which runs only standalone: a child process whose output is parsed).
 * When those scripts change what they measure, only this file follows them.
 *
 * What ./replace.ts is read from, first found wins:
 * 1. a line of JSON on its standard output, the contract this adapter asks of it:
 *      {"bench":"replace","rows":1000000,
 *       "replace":{"seconds":3.2,"rows_changed":1000000,"progress":true},
 *       "submit":{"seconds":9.1,"plain_seconds":8.4,"streamed":true}}
 *    `replace`: the replace that changes a value in every row, its wall time and whether progress
 *    was reported while it ran; `submit`: a submit after that replace and a plain submit of the
 *    same file, and whether the replaced rows were streamed to the target (not held in memory).
 *    Any part may be missing: its line of the table then says "not measured".
 * 2. its Markdown table as printed today: the row "changes every e-mail", wall seconds.
 */
import path from 'node:path';
import { ROOT } from './contenders.ts';
import { formatImporter, runImporterBench } from './importer.ts';
import { measureChild } from './measure-child.ts';
import type { Figure, IssueFigures } from './targets.ts';

const missing = <T>(reason: string): Figure<T> => ({ ok: false, reason });
const firstLine = (text: string): string => text.split('\n')[0] ?? text;

export interface ImporterStage {
  /** The importer's own printed section. */
  text: string;
  figure: IssueFigures['importer'];
}

/**
 * The importer in Chromium over `file`. The first review page: the confirmation to its rows
 * shown. The whole transform visible: the confirmation to every row counted by the grid with no
 * progress left above it (./importer.ts, `whole.visibleMs`).
 */
export async function importerStage(file: string): Promise<ImporterStage> {
  try {
    const r = await runImporterBench(file);
    const f = r.firstPage;
    if (!r.jumps) throw new Error('the importer stopped before the jumps of the grid');
    return {
      text: formatImporter(r),
      figure: {
        ok: true,
        value: {
          firstPageMs: f.totalMs,
          wholeMs: r.whole.visibleMs,
          jumpWorstMs: r.jumps.worst,
          jumps: r.jumps.jumps.length,
        },
      },
    };
  } catch (error) {
    const reason = firstLine((error as Error).message);
    return { text: `Importer in the browser: not measured: ${reason}`, figure: missing(reason) };
  }
}

export interface ReplaceStage {
  /** What ./replace.ts printed, or why it failed. */
  text: string;
  replace: IssueFigures['replace'];
  submitAfterReplace: IssueFigures['submitAfterReplace'];
}

interface ReplaceJson {
  bench?: string;
  replace?: { seconds?: number; rows_changed?: number; progress?: boolean };
  submit?: { seconds?: number; plain_seconds?: number; streamed?: boolean };
}

const NO_SUBMIT =
  'bench/replace.ts times no submit yet (it should print {"submit":{"seconds","plain_seconds","streamed"}} in its JSON line)';

/** Parses what ./replace.ts printed: its JSON line, else its Markdown table. Pure, for the tests. */
export function readReplaceOutput(stdout: string): Omit<ReplaceStage, 'text'> {
  const json = stdout
    .split('\n')
    .filter((l) => l.trim().startsWith('{'))
    .map((l) => {
      try {
        return JSON.parse(l) as ReplaceJson;
      } catch {
        return null;
      }
    })
    .findLast((j) => j?.bench === 'replace');
  let replace: IssueFigures['replace'] = missing(
    'bench/replace.ts printed no time for a replace in every row',
  );
  let submitAfterReplace: IssueFigures['submitAfterReplace'] = missing(NO_SUBMIT);
  if (json?.replace?.seconds !== undefined)
    replace = {
      ok: true,
      value: {
        seconds: json.replace.seconds,
        rowsChanged: json.replace.rows_changed ?? 0,
        progress: json.replace.progress ?? null,
      },
    };
  else {
    // | changes every e-mail | rows changed | cells | wall s | peak RSS MB |
    const row = stdout.split('\n').find((l) => l.startsWith('| changes every'));
    const cells = row?.split('|').map((c) => c.trim());
    const seconds = Number(cells?.[4]);
    if (cells && Number.isFinite(seconds))
      replace = { ok: true, value: { seconds, rowsChanged: Number(cells[2]), progress: null } };
  }
  const s = json?.submit;
  if (s?.seconds !== undefined && s.plain_seconds !== undefined)
    submitAfterReplace = {
      ok: true,
      value: { seconds: s.seconds, plainSeconds: s.plain_seconds, streamed: s.streamed ?? null },
    };
  return { replace, submitAfterReplace };
}

/** Runs `bench/replace.ts ROWS` in a process of its own and reads its figures. */
export async function replaceStage(rows: number): Promise<ReplaceStage> {
  const child = await measureChild(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'replace.ts'), String(rows)],
    ROOT,
  );
  if (child.exitCode !== 0) {
    const reason = `bench/replace.ts exit ${child.exitCode}: ${
      child.stderr
        .trim()
        .split('\n')
        .find((l) => l.trim()) ?? 'no message'
    }`;
    return {
      text: `Find and replace: not measured: ${reason}`,
      replace: missing(reason),
      submitAfterReplace: missing(reason),
    };
  }
  const text = child.stdout
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('{'))
    .join('\n');
  return { text: `Find and replace (bench/replace.ts ${rows})\n${text}`, ...readReplaceOutput(child.stdout) };
}
