/**
 * Where the format test's problems stand. The route answers sentences (`errors`): a check names
 * the property first (`format.custom.item: … (line 2)`), a rendering problem its row
 * (`Row 0: … (line 3) (1 rendering error(s)).`, row 0 being the header). The editor reads the part
 * and the Twig line from them to mark the line.
 */

export type TwigPart = 'header' | 'item' | 'footer';

export interface Problem {
  /** The sentence as the server wrote it. */
  text: string;
  /** The sentence without the property path it starts with, to show beside that property. */
  message: string;
  /** The property it is about (`format.csv.delimiter`), when it names one. */
  path: string | null;
  /** The Twig template it is in, and its line there, when the server names them. */
  part: TwigPart | null;
  line: number | null;
}

const PATH = /^(format(?:\.[A-Za-z_]+|\[\d+\])+): /;
const ROW = /^Row (\d+): /;
const LINE = /\(line (\d+)\)/;

export function readProblem(text: string): Problem {
  const path = PATH.exec(text)?.[1] ?? null;
  const row = ROW.exec(text);
  const line = LINE.exec(text);
  let part: TwigPart | null = null;
  const named = path ? /^format\.custom\.(header|item|footer)$/.exec(path) : null;
  if (named) part = named[1] as TwigPart;
  // The header renders before any row (row 0); a rendering problem on a row is the item's.
  else if (row) part = row[1] === '0' ? 'header' : 'item';
  const message = path ? text.slice(path.length + 2) : text;
  return { text, message, path, part, line: line && part ? Number(line[1]) : null };
}
