/**
 * Whether a run can be split over threads, and where: a large CSV source in an encoding whose
 * line breaks, quotes and delimiter are single ASCII bytes, written to a CSV target that needs no
 * look at the whole file (no dropped empty columns), and without edits. The file is cut near
 * equal byte offsets, each cut just after a line break that looks like the end of a record; the
 * thread reading the slice before a cut proves it (./split-run.ts falls back to one thread when it
 * does not).
 */
import { open, stat } from 'node:fs/promises';
import type { PreparedRun } from '../pass/prepare-run.ts';
import type { ByteSlice, SourceTable } from '../read/source-table.ts';
import type { TransformOptions } from '../run-types.ts';
import type { EngineTemplate } from '../template.ts';
import { MIN_SPLIT_BYTES, type ThreadOptions, threadsOf } from './prepare-threads.ts';

/** Bytes looked at after a nominal cut to find a record start. */
const WINDOW_BYTES = 256 * 1024;

/** Encodings where every byte below 0x80 is that ASCII character and never part of another one. */
const ASCII_SAFE = /^(utf-8|windows-125\d|iso-8859-\d+|macintosh)$/;

export interface SplitPlan {
  /** The slices, in file order; `rowsBefore` and `linesBefore` are filled after the first pass. */
  slices: ByteSlice[];
}

/** A transformation's plan: its source must be cut, and its template must not need the whole file to write. */
export async function planSplit(
  sourcePath: string,
  run: PreparedRun,
  template: EngineTemplate,
  options: TransformOptions,
): Promise<SplitPlan | null> {
  const { format } = run;
  if (format.format !== 'csv' || format.csv.no_empty_column || template.export_empty_columns === false)
    return null;
  const slices = await cutSource(sourcePath, run.table, options);
  return slices === null ? null : { slices };
}

/** The slices of a source file, or null when it cannot (or need not) be split. */
export async function cutSource(
  sourcePath: string,
  table: SourceTable,
  options: ThreadOptions,
): Promise<ByteSlice[] | null> {
  const threads = threadsOf(options);
  if (threads < 2 || !table.sliceBatches || table.format !== 'csv') return null;
  if (!table.encoding || !ASCII_SAFE.test(table.encoding)) return null;
  const delimiter = table.delimiter ?? ',';
  if (delimiter.charCodeAt(0) >= 0x80) return null;
  const { size } = await stat(sourcePath);
  if (size < (options.minSplitBytes ?? MIN_SPLIT_BYTES)) return null;

  const cuts: number[] = [];
  const file = await open(sourcePath, 'r');
  try {
    for (let k = 1; k < threads; k++) {
      const cut = await findCut(file, Math.floor((size * k) / threads), delimiter);
      if (cut === null || cut <= (cuts.at(-1) ?? 0) || cut >= size) return null;
      cuts.push(cut);
    }
  } finally {
    await file.close();
  }
  const bounds = [0, ...cuts, size];
  return bounds.slice(0, -1).map((start, k) => ({
    start,
    end: bounds[k + 1]!,
    last: k === bounds.length - 2,
    rowsBefore: 0,
    linesBefore: 0,
  }));
}

/**
 * A record start at or after `from`. Whether `from` lies inside a quoted field is not known, so
 * both guesses are read over a window: a guess out of step with the file meets quotes where none
 * can be (an opening quote inside a field, a closing quote followed by text), the right one meets
 * none in a well-formed file. The cut is the first line start outside quotes under the better
 * guess; without any quote, outside. Decoded as latin1, each byte is one character, so positions
 * in the text are byte offsets.
 */
async function findCut(
  file: Awaited<ReturnType<typeof open>>,
  from: number,
  delimiter: string,
): Promise<number | null> {
  const buffer = Buffer.alloc(WINDOW_BYTES);
  const { bytesRead } = await file.read(buffer, 0, WINDOW_BYTES, from);
  const text = buffer.toString('latin1', 0, bytesRead);
  const outside = readQuotes(text, delimiter.charCodeAt(0), false);
  const inside = readQuotes(text, delimiter.charCodeAt(0), true);
  const best = inside.anomalies < outside.anomalies ? inside : outside;
  return best.lineStart < 0 ? null : from + best.lineStart;
}

const QUOTE = 34;
const LF = 10;
const CR = 13;

/**
 * Reads `text` as the CSV parser would from a state inside or outside quotes: the quotes that
 * such a reading finds out of place, and the first line start it finds outside quotes (-1: none).
 */
function readQuotes(
  text: string,
  delimiter: number,
  quoted: boolean,
): { anomalies: number; lineStart: number } {
  const fieldEdge = (c: number) => c === delimiter || c === LF || c === CR || Number.isNaN(c);
  let anomalies = 0;
  let lineStart = -1;
  let inside = quoted;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === LF && !inside) {
      if (lineStart < 0) lineStart = i + 1;
    } else if (c === QUOTE) {
      if (inside) {
        if (text.charCodeAt(i + 1) === QUOTE) i++;
        else {
          inside = false;
          if (!fieldEdge(text.charCodeAt(i + 1))) anomalies++;
        }
      } else if (i === 0 || fieldEdge(text.charCodeAt(i - 1))) {
        inside = true;
      } else {
        anomalies++;
      }
    }
  }
  return { anomalies, lineStart };
}
