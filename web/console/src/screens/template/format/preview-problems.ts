/**
 * Where the format test's problems stand. The route answers sentences (`errors`): a check names
 * the property first (`format.custom.item: … (line 2)`), a rendering problem its row and, for the
 * header and footer, the part (`Row 3: In the footer: … (line 2) (1 rendering error(s)).`). The
 * editor reads the part and the Twig line from them to mark the line.
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
const PART = /^Row \d+: In the (header|footer): /;

export function readProblem(text: string): Problem {
  const path = PATH.exec(text)?.[1] ?? null;
  const row = ROW.exec(text);
  const line = LINE.exec(text);
  let part: TwigPart | null = null;
  const named = path ? /^format\.custom\.(header|item|footer)$/.exec(path) : null;
  const rendering = PART.exec(text);
  if (named) part = named[1] as TwigPart;
  // A header's or footer's rendering problem says which; any other on a row is the item's.
  else if (rendering) part = rendering[1] as TwigPart;
  else if (row) part = 'item';
  const message = path ? text.slice(path.length + 2) : text;
  return { text, message, path, part, line: line && part ? Number(line[1]) : null };
}
