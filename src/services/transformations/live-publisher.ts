/**
 * The review store a transform stage writes, published for API instances on other machines while
 * it grows. The stage writes the store in its scratch folder on the worker's disk
 * (../../engine/review-store/growing-store.ts), where an API instance of the same machine reads it;
 * one on another machine finds nothing there and asks for it (./live-mirrors.ts). While someone
 * asked within the last WANTED_FOR_MS, the stage puts, four times a second, the bytes its files gained
 * up to the run's last mark into the blob store, one object per file and publication, then records
 * the publication in PostgreSQL. Nothing is published while no one reads from elsewhere: a single
 * machine, or an importer on the worker's machine, costs nothing.
 *
 * Only the bytes the marked rows need are published, never a file's current end: a split run's
 * threads write the normalized CSV at offsets of their own, and the row index's closing entry is
 * replaced when the slices are joined. Every file is written front to back, so bytes below a mark
 * never change.
 */
import { createReadStream } from 'node:fs';
import { type FileHandle, open, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  growingStoreIn,
  ORDINAL_BYTES,
  type ReadyMark,
  ROW_ENTRY_BYTES,
  readOffset,
  readReadyMark,
} from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import {
  deleteLiveReview,
  findLiveReview,
  LIVE_FILES,
  type LiveFile,
  type LivePublication,
  setLivePublication,
} from '../../store/transformations/live-reviews.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import { liveReviewPrefix, liveSegmentKey } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';

/** A stage publishes for this long after a reader on another machine last asked. */
export const WANTED_FOR_MS = 10_000;
/**
 * Between two looks at the store: as often as the engine marks it (MARK_EVERY_MS), so that a copy
 * is at most about half a second behind; a look costs one read by key while no one asks.
 */
const PUBLISH_EVERY_MS = 250;

export interface LivePublisher {
  /** Stops publishing and removes what was published: the stage's own files are stored next. */
  stop(): Promise<void>;
}

/** Starts publishing the store the stage writes in `outDir` whenever a reader elsewhere asks for it. */
export async function publishLiveReview(
  ctx: ServiceContext,
  blobs: BlobStore,
  row: TransformationRow,
  outDir: string,
): Promise<LivePublisher> {
  const prefix = liveReviewPrefix(row.organisation_id, row.transformation_id);
  const run = path.basename(path.dirname(outDir));
  // A run before this one (a worker killed in its stage) may have left its pieces.
  await blobs.delete(prefix);
  await setLivePublication(ctx.db, row.transformation_id, null);
  const files = growingStoreIn(outDir);
  let published: LivePublication | null = null;
  let stopped = false;
  let publishing: Promise<void> | null = null;

  const publish = async () => {
    const asked = (await findLiveReview(ctx.db, row.transformation_id))?.wanted_at;
    if (!asked || ctx.now().getTime() - asked.getTime() > WANTED_FOR_MS) return;
    const mark = await readMark(files.ready);
    if (mark === null || (published && published.rows === mark.rows)) return;
    const lengths = await markedLengths(files, mark);
    for (const file of LIVE_FILES) {
      const from = published?.lengths[file] ?? 0;
      if (lengths[file] <= from) continue;
      const piece = createReadStream(files[file], { start: from, end: lengths[file] - 1 });
      await blobs.put(liveSegmentKey(prefix, run, file, from), piece);
    }
    published = { run, rows: mark.rows, errors: mark.errors, lengths };
    await setLivePublication(ctx.db, row.transformation_id, published);
  };
  const tick = () => {
    // A publication that takes longer than a tick (a slow store) is not queued behind: the next
    // look after it ends publishes everything marked by then.
    if (stopped || publishing) return;
    publishing = publish()
      .catch(() => {
        // Made good at the next tick: a publication is recorded only once its pieces are stored,
        // and the stage must not fail for a reader's copy.
      })
      .finally(() => {
        publishing = null;
      });
  };
  const timer = setInterval(tick, PUBLISH_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await publishing;
      await deleteLiveReview(ctx.db, row.transformation_id).catch(() => {});
      await blobs.delete(prefix).catch(() => {});
    },
  };
}

async function readMark(file: string): Promise<ReadyMark | null> {
  try {
    return await readReadyMark(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * The bytes of each file the first `mark.rows` rows need: their index entries and the one after
 * the last (where the last row's line ends), their lines, their violations (up to the line break
 * after the last row in error's), the ordinals of the rows in error, and the head.
 */
async function markedLengths(
  files: ReturnType<typeof growingStoreIn>,
  mark: ReadyMark,
): Promise<Record<LiveFile, number>> {
  const index = await open(files.row_index, 'r');
  try {
    const normalized = readOffset(await readAt(index, mark.rows * ROW_ENTRY_BYTES, 8), 0);
    let violations = 0;
    if (mark.errors > 0) {
      const errors = await open(files.error_index, 'r');
      const last = await readAt(errors, (mark.errors - 1) * ORDINAL_BYTES, ORDINAL_BYTES).finally(() =>
        errors.close(),
      );
      const entry = await readAt(index, last.readUInt32LE(0) * ROW_ENTRY_BYTES + 8, 8);
      violations = await lineEnd(files.violations, readOffset(entry, 0) - 1);
    }
    return {
      normalized,
      row_index: (mark.rows + 1) * ROW_ENTRY_BYTES,
      violations,
      error_index: mark.errors * ORDINAL_BYTES,
      head: (await stat(files.head)).size,
    };
  } finally {
    await index.close();
  }
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead < length) throw new Error(`The review store ends before byte ${position + length}.`);
  return buffer;
}

/** Where the line that starts at `start` ends, its line break included. */
async function lineEnd(file: string, start: number): Promise<number> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    for (let at = start; ; ) {
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
      if (bytesRead === 0)
        throw new Error(`The review store's violations end without a line break at ${start}.`);
      const newline = buffer.subarray(0, bytesRead).indexOf(10);
      if (newline >= 0) return at + newline + 1;
      at += bytesRead;
    }
  } finally {
    await handle.close();
  }
}
