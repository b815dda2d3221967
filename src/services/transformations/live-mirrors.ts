/**
 * Copies, on this machine, of the review stores that transform stages on other machines publish
 * while they write them (./live-publisher.ts). A data page of such a transformation asks for the
 * store (the stage publishes only while asked), then brings its copy up to the last publication:
 * each file gains the published pieces it lacks, appended in order, and the copy's own mark is
 * written last, as the stage writes its own, so a page read meanwhile sees one mark or the next.
 *
 * The copies live in a folder of this process under the data folder's `work`, named as scratch
 * folders are, so that a worker starting after this process died removes them. A copy goes when
 * its transformation's step moves on, when its stage starts anew, or after IDLE_MS unread.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, rm, truncate, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { growingStoreIn, type ReviewFiles, writeReadyMark } from '../../engine/index.ts';
import { BlobNotFound, type BlobStore } from '../../files/blob-store.ts';
import {
  askForLiveReview,
  findLiveReview,
  LIVE_FILES,
  type LiveFile,
  type LivePublication,
} from '../../store/transformations/live-reviews.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import { liveReviewPrefix, liveSegmentKey } from '../blob-keys.ts';
import type { ServiceContext } from '../context.ts';
import { scratchFolder } from './scratch.ts';

/** A reader's request is written at most this often: the stage looks twice a second. */
const ASK_EVERY_MS = 1000;
/** The name of a stage's scratch folder (./scratch.ts), which a publication's run is. */
const RUN_NAME = /^[\w.-]{1,200}$/;
/** A copy nobody read for this long is removed. */
const IDLE_MS = 10 * 60_000;

interface Mirror {
  run: string;
  dir: string;
  lengths: Record<LiveFile, number>;
  /** Whether the copy has its mark: the rows of a publication, every byte they need. */
  marked: boolean;
  usedAt: number;
  /** The catch-up under way: one at a time per copy. */
  syncing: Promise<void>;
}

export class LiveMirrors {
  private readonly mirrors = new Map<string, Mirror>();
  private readonly root: string;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {
    this.root = scratchFolder(path.join(ctx.config.dataDir, 'work'), 'live');
    setInterval(() => this.sweep(), 60_000).unref();
  }

  /**
   * The transformation's store as published so far, copied here; null when nothing was published
   * yet (the stage is asked for it, and publishes within a second). When the stage stopped
   * publishing (it stores its files next), the copy serves what it holds.
   */
  async filesOf(row: TransformationRow): Promise<Required<ReviewFiles> | null> {
    const id = row.transformation_id;
    await askForLiveReview(this.ctx.db, id, this.ctx.now(), ASK_EVERY_MS);
    const found = (await findLiveReview(this.ctx.db, id))?.published ?? null;
    // The run names a folder here: only a scratch folder's name is taken (a stage writes it).
    const published = found && RUN_NAME.test(found.run) ? found : null;
    let mirror = this.mirrors.get(id);
    if (published && mirror?.run !== published.run) {
      await this.drop(id);
      mirror = await this.open(id, published.run);
    }
    if (!mirror) return null;
    mirror.usedAt = Date.now();
    if (published) {
      const prefix = liveReviewPrefix(row.organisation_id, id);
      const target = mirror;
      const sync = mirror.syncing.then(() => this.catchUp(target, prefix, published));
      // A catch-up that failed (the store unreachable a moment) leaves the rows copied so far, and
      // the next read tries again.
      mirror.syncing = sync.catch(() => {});
      await mirror.syncing;
    }
    return mirror.marked ? growingStoreIn(mirror.dir) : null;
  }

  /** The copy as it stands, asking for nothing: the stage stopped publishing and stores its files. */
  heldFilesOf(transformationId: string): Required<ReviewFiles> | null {
    const mirror = this.mirrors.get(transformationId);
    if (!mirror?.marked) return null;
    mirror.usedAt = Date.now();
    return growingStoreIn(mirror.dir);
  }

  /** Removes the transformation's copy, if this process holds one. */
  async drop(transformationId: string): Promise<void> {
    const mirror = this.mirrors.get(transformationId);
    if (!mirror) return;
    this.mirrors.delete(transformationId);
    await mirror.syncing;
    await rm(mirror.dir, { recursive: true, force: true });
  }

  private async open(transformationId: string, run: string): Promise<Mirror> {
    const dir = path.join(this.root, `${transformationId}-${run}`);
    await mkdir(dir, { recursive: true });
    const files = growingStoreIn(dir);
    for (const file of LIVE_FILES) await writeFile(files[file], '');
    const lengths = Object.fromEntries(LIVE_FILES.map((file) => [file, 0])) as Record<LiveFile, number>;
    const mirror: Mirror = {
      run,
      dir,
      lengths,
      marked: false,
      usedAt: Date.now(),
      syncing: Promise.resolve(),
    };
    this.mirrors.set(transformationId, mirror);
    return mirror;
  }

  /**
   * Appends to each file the published pieces it lacks, then writes the mark. A piece already
   * removed (the stage ended) leaves the copy as it was: it keeps serving the rows it has.
   */
  private async catchUp(mirror: Mirror, prefix: string, published: LivePublication): Promise<void> {
    const files = growingStoreIn(mirror.dir);
    try {
      for (const file of LIVE_FILES) {
        while (mirror.lengths[file] < published.lengths[file]) {
          const from = mirror.lengths[file];
          const key = liveSegmentKey(prefix, published.run, file, from);
          const out = createWriteStream(files[file], { flags: 'a' });
          try {
            await pipeline(await this.blobs.get(key), out);
          } catch (error) {
            // Half a piece is no piece: the next catch-up appends it again from the same byte.
            await truncate(files[file], from);
            throw error;
          }
          mirror.lengths[file] = from + out.bytesWritten;
        }
      }
    } catch (error) {
      if (error instanceof BlobNotFound) return;
      throw error;
    }
    await writeReadyMark(files.ready, { rows: published.rows, errors: published.errors });
    mirror.marked = true;
  }

  private sweep(): void {
    const before = Date.now() - IDLE_MS;
    for (const [id, mirror] of this.mirrors) {
      if (mirror.usedAt < before) this.drop(id).catch(() => {});
    }
  }
}
