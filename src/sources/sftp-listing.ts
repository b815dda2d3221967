/**
 * An SFTP folder listed batch by batch, within ./listing-bounds.ts: ssh2's `readdir(path)` (and
 * ssh2-sftp-client's `list`, built on it) gathers every entry the server sends before answering,
 * so a folder of millions of entries, or a server that never says EOF, would fill the memory.
 * Here each READDIR answer is counted as it comes, and the listing stops at a bound.
 */
import type { FileEntry, SFTPWrapper } from 'ssh2';
import { type ListingBounds, listingTooLong, tooManyEntries } from './listing-bounds.ts';
import type { Peer } from './network-failure.ts';

/** What the extractor needs of an entry. */
export interface SftpEntry {
  name: string;
  /** A regular file (not a folder, link or device). */
  isFile: boolean;
  size: number;
  /** Milliseconds since the epoch. */
  modifyTime: number;
}

/** SFTP's status code for "no more entries". */
const EOF = 1;
const REGULAR_FILE = 0o100000;
const FILE_TYPE = 0o170000;

export async function listSftpFolder(
  sftp: SFTPWrapper,
  folder: string,
  peer: Peer,
  bounds: ListingBounds,
): Promise<SftpEntry[]> {
  const handle = await new Promise<Buffer>((resolve, reject) =>
    sftp.opendir(folder, (error, found) => (error ? reject(error) : resolve(found))),
  );
  const entries: SftpEntry[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const batch = await nextBatch(sftp, handle);
      if (!batch) return entries;
      for (const item of batch) bytes += item.filename.length + item.longname.length;
      if (bytes > bounds.maxBytes) throw listingTooLong(folder, peer, bounds);
      if (entries.length + batch.length > bounds.maxEntries) throw tooManyEntries(folder, peer, bounds);
      for (const item of batch) entries.push(entryOf(item));
    }
  } finally {
    sftp.close(handle, () => {});
  }
}

/** The next READDIR answer without `.` and `..`, or null at the end of the folder. */
function nextBatch(sftp: SFTPWrapper, handle: Buffer): Promise<FileEntry[] | null> {
  return new Promise((resolve, reject) =>
    sftp.readdir(handle, (error, list) => {
      if (!error) return resolve(list);
      if ((error as { code?: unknown }).code === EOF) return resolve(null);
      reject(error);
    }),
  );
}

function entryOf(item: FileEntry): SftpEntry {
  return {
    name: item.filename,
    isFile: (item.attrs.mode & FILE_TYPE) === REGULAR_FILE,
    size: item.attrs.size,
    modifyTime: item.attrs.mtime * 1000,
  };
}
