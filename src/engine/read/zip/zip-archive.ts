/**
 * A ZIP archive read through its central directory (yauzl), so that parts are opened in the order
 * a reader needs them and nothing is spilled to temporary files, and so that the declared sizes
 * are judged before a byte is inflated. Every entry stream is counted against one budget.
 */
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { SourceError } from '../source-error.ts';
import { InflateBudget } from './inflate-budget.ts';
import { checkDeclaredSizes, unzippedLimit, ZIP_LIMITS, type ZipLimits } from './zip-limits.ts';

export interface ZipArchive {
  /** Entry names in the order of the central directory. */
  names: string[];
  has(name: string): boolean;
  /** The inflated bytes of one entry, counted against the read's budget; destroy it to stop early. */
  open(name: string): Promise<Readable>;
  /** Releases the file; entry streams still open are destroyed. */
  close(): void;
}

export interface ZipReadOptions {
  limits?: ZipLimits;
  /** Counts the bytes inflated; one is made from the limits when absent. */
  budget?: InflateBudget;
}

/** Opens an archive and refuses it at once when its declared sizes pass the limits. */
export async function openZipArchive(path: string, options: ZipReadOptions = {}): Promise<ZipArchive> {
  const limits = options.limits ?? ZIP_LIMITS;
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw unreadableArchive(error as Error);
  }
  try {
    const entries = await listEntries(zip);
    checkDeclaredSizes(
      [...entries.values()].map((e) => ({
        name: e.fileName,
        compressedSize: e.compressedSize,
        uncompressedSize: e.uncompressedSize,
      })),
      zip.fileSize,
      limits,
    );
    const budget = options.budget ?? new InflateBudget(unzippedLimit(zip.fileSize, limits));
    return archive(zip, entries, budget);
  } catch (error) {
    zip.close();
    throw error;
  }
}

function listEntries(zip: yauzl.ZipFile): Promise<Map<string, yauzl.Entry>> {
  const entries = new Map<string, yauzl.Entry>();
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (!entry.fileName.endsWith('/')) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', (error: Error) => reject(unreadableArchive(error)));
    zip.readEntry();
  });
}

function archive(zip: yauzl.ZipFile, entries: Map<string, yauzl.Entry>, budget: InflateBudget): ZipArchive {
  const open = new Set<Readable>();
  return {
    names: [...entries.keys()],
    has: (name) => entries.has(name),
    async open(name) {
      const entry = entries.get(name);
      if (!entry) throw SourceError.of('zip_no_part', { name });
      const source = await zip.openReadStreamPromise(entry);
      const counted = budget.counter();
      open.add(counted);
      source.on('error', (error) => counted.destroy(sizeLie(error) ?? error));
      counted.on('close', () => {
        open.delete(counted);
        source.destroy();
      });
      source.pipe(counted);
      return counted;
    },
    close() {
      for (const stream of open) stream.destroy();
      zip.close();
    },
  };
}

/**
 * A ZIP archive keeps its directory at its very end, so a file cut short anywhere loses it: yauzl
 * then says "End of central directory record signature not found", which the sender cannot act on.
 */
function unreadableArchive(error: Error): SourceError {
  if (/end of central directory|truncated|unexpected EOF/i.test(error.message))
    return SourceError.of('zip_incomplete');
  return SourceError.of('zip_damaged', { reason: error.message.replace(/\.+$/, '') });
}

/** yauzl checks every entry against its declared size and stops when more comes out. */
function sizeLie(error: Error): SourceError | null {
  if (!/too many bytes in the stream/.test(error.message)) return null;
  return SourceError.of('zip_size_lie');
}
