/**
 * Where a JSON document keeps its records when they are not the whole document: the array under a
 * key of a wrapper object, as APIs answer (`{"data": [ … ], "meta": { … }}`). The path is dotted
 * (`result.items`); given as an option, or found in the first bytes of the file.
 */
import { SourceError } from '../source-error.ts';
import { JsonPathWalker } from './path-walker.ts';

/**
 * Keys under which a wrapper object usually keeps its records. A top-level object whose first
 * array of objects sits under another key is taken for one record, as before: `{"id": 1,
 * "lines": [{…}]}` is an order with its lines, not a list of lines.
 */
const WRAPPER_KEYS = new Set([
  'data',
  'items',
  'records',
  'results',
  'rows',
  'entries',
  'elements',
  'values',
  'value',
  'hits',
  'docs',
  'objects',
  'list',
]);

/** Longest path accepted, in characters and in keys. */
const MAX_PATH_LENGTH = 200;
const MAX_PATH_KEYS = 16;

/** The keys of a dotted path given by a user, or a SourceError saying what is wrong with it. */
export function parseRecordsPath(path: string): string[] {
  const keys = path.trim().split('.');
  if (path.trim() === '' || keys.some((key) => key === '')) {
    throw SourceError.of('records_path', { path });
  }
  if (path.length > MAX_PATH_LENGTH || keys.length > MAX_PATH_KEYS) {
    throw SourceError.of('records_path_too_long', { keys: MAX_PATH_KEYS, chars: MAX_PATH_LENGTH });
  }
  return keys;
}

/**
 * The records path of a document whose head is `head` (`complete` when it is the whole file):
 * null when the records are the document itself (an array, or objects one after another), else
 * the key of a wrapper object's records. Detection looks at the top level only.
 */
export function detectRecordsPath(head: string, complete: boolean): string[] | null {
  const first = head.search(/\S/);
  if (first < 0 || head[first] !== '{') return null;
  const walker = new JsonPathWalker(null);
  const found = walker.discover(head.slice(first));
  if (found === null) return null;
  // A first object that ends inside the head and is followed by another is NDJSON: its arrays
  // belong to its record.
  if (walker.closedAt >= 0 && /\S/.test(head.slice(first + walker.closedAt + 1))) return null;
  // A complete head whose object never closes is broken: reading it says so.
  if (walker.closedAt < 0 && complete) return null;
  return WRAPPER_KEYS.has(found) ? [found] : null;
}
