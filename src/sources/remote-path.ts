/**
 * A remote path whose last segment may hold `*` (any run of characters) and `?` (one character),
 * as DESIGN §7 allows for FTP and SFTP sources. Wildcards in the folders are taken literally: a
 * server would have to list every folder of the tree to expand them.
 */
import { RE2JS } from 're2js';
import { SourceFailure } from './extractor.ts';
import { type Peer, serverOf } from './network-failure.ts';

export interface RemotePattern {
  /** The folder to list, as written (`.` when the path has none: the login folder). */
  folder: string;
  /** The last segment, wildcards included. */
  name: string;
  hasWildcard: boolean;
  /** Whether a file name in `folder` is one the path names. */
  matches(fileName: string): boolean;
}

export function parseRemotePath(path: string): RemotePattern {
  const cut = path.lastIndexOf('/');
  const folder = cut < 0 ? '.' : cut === 0 ? '/' : path.slice(0, cut);
  const name = path.slice(cut + 1);
  const hasWildcard = /[*?]/.test(name);
  // RE2, as for e-mail sender patterns: the tenant writes the pattern, and a backtracking engine
  // took 9 s on `*a` twelve times against a name of 40 letters. RE2 stays linear.
  const source = name
    .split(/([*?])/)
    .map((part) => (part === '*' ? '.*' : part === '?' ? '.' : RE2JS.quote(part)))
    .join('');
  const pattern = RE2JS.compile(source, RE2JS.DOTALL);
  return { folder, name, hasWildcard, matches: (fileName) => pattern.matches(fileName) };
}

/** Joins a listed file name to the folder it was listed in. */
export function pathIn(folder: string, fileName: string): string {
  if (folder === '.') return fileName;
  return folder.endsWith('/') ? `${folder}${fileName}` : `${folder}/${fileName}`;
}

/**
 * The file the path names among a folder's regular files: the first match in name order. Name
 * order compares UTF-16 code units, as a server's `ls` in the C locale does: `B.csv` before
 * `a.csv`, `10.csv` before `9.csv`; it is the same on every machine.
 */
export function firstMatch<Entry extends { name: string }>(
  entries: readonly Entry[],
  pattern: RemotePattern,
): Entry {
  const matching = entries.filter((entry) => pattern.matches(entry.name));
  matching.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const first = matching[0];
  if (first) return first;
  const what = pattern.hasWildcard ? 'no_match' : 'no_file';
  throw pattern.folder === '.'
    ? SourceFailure.of('no-match', `${what}_in_login_folder`, { name: pattern.name })
    : SourceFailure.of('no-match', what, { name: pattern.name, folder: pattern.folder });
}

/** The folder of the path is not on the server. */
export function noFolder(folder: string, peer: Peer): SourceFailure {
  return SourceFailure.of('not-a-folder', 'no_folder', { folder, ...serverOf(peer) });
}
