import { SourceError } from '../source-error.ts';
import { strictXmlParser } from './strict-parser.ts';

/** Paths deeper than this below the root are not considered as records. */
const MAX_DEPTH = 4;

/**
 * Finds the element that holds one row, from a sample of the document: the shallowest element path
 * that repeats (`/root/item`, or `/root/items/item` under a wrapper), the most frequent one at that
 * depth; or, when nothing repeats, the first child of the root (a single record). A name given by
 * the user is looked up instead, at any depth.
 */
export function findRecordPath(sample: string, complete: boolean, wanted?: string): string {
  const counts = new Map<string, number>();
  const order: string[] = [];
  const stack: string[] = [];
  const parser = strictXmlParser();
  parser.on('opentag', (tag) => {
    stack.push(tag.name);
    if (stack.length < 2 || stack.length > MAX_DEPTH + 1) return;
    const path = `/${stack.join('/')}`;
    if (!counts.has(path)) order.push(path);
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  parser.on('closetag', () => stack.pop());
  parser.write(sample);
  if (complete) parser.close();

  if (wanted !== undefined && wanted !== '') {
    const path = order.find((p) => p.endsWith(`/${wanted}`));
    if (!path) throw SourceError.of('xml_no_element', { name: String(wanted) });
    return path;
  }
  for (let depth = 2; depth <= MAX_DEPTH + 1; depth++) {
    let best: string | undefined;
    for (const path of order) {
      if (path.split('/').length - 1 !== depth) continue;
      if ((counts.get(path) ?? 0) > 1 && (best === undefined || counts.get(path)! > counts.get(best)!))
        best = path;
    }
    if (best) return best;
  }
  const first = order[0];
  if (!first) throw SourceError.of('xml_no_records');
  return first;
}
