/**
 * The review store of a transformation whose transform stage still runs: the engine writes it in
 * the stage's scratch folder and marks the rows a reader may take as it goes
 * (src/engine/review-store/growing-store.ts); the stage keeps that folder in the step's progress.
 * The data pages and the error counts read it there until the step is `transformed`, then the
 * stored files. Editing waits for the end (./review-files.ts `refuseUnlessEditable`).
 *
 * The folder is on the worker's disk. An API instance on another machine reads a copy instead,
 * which the stage publishes through the blob store while someone asks for it (./live-publisher.ts,
 * ./live-mirrors.ts): a second or so behind the worker's own.
 */
import { access, stat } from 'node:fs/promises';
import path from 'node:path';
import { Violation } from '../../domain/errors.ts';
import { phrase } from '../../domain/messages/index.ts';
import { growingStoreIn, type ReviewFiles } from '../../engine/index.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { findProgress } from '../../store/transformations/transformation-progress.ts';
import type { TransformationRow } from '../../store/transformations/transformations.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { transformationOf } from './access.ts';
import { LiveMirrors } from './live-mirrors.ts';
import { reviewFilesOf } from './review-files.ts';

/** Steps before the transform stage ends, at which the review store is not stored yet. */
const TRANSFORMING = ['to_transform', 'transforming'];

/** A review store to read, and whether its transform stage still writes it. */
export interface ReadableStore {
  files: ReviewFiles;
  /** True while the transform stage still writes the store: its rows and counts grow. */
  transforming: boolean;
}

/** Reads of a store still written give up after this many tries of the store the stage moved on to. */
const TRIES = 10;
const RETRY_MS = 100;

/** The review stores of this process's readers: stored, written on this machine, or copied from another. */
export class LiveReviews {
  private readonly mirrors: LiveMirrors;

  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {
    this.mirrors = new LiveMirrors(ctx, blobs);
  }

  /**
   * The transformation's review store as it stands, stored or still written; 409 before the
   * transform stage marked its first rows.
   */
  async readableStoreOf(row: TransformationRow): Promise<ReadableStore> {
    if (!TRANSFORMING.includes(row.step)) {
      await this.mirrors.drop(row.transformation_id);
      return { files: await reviewFilesOf(this.blobs, row), transforming: false };
    }
    const files = await this.liveFilesOf(row);
    if (files === null) {
      throw Violation.of('step', row.step, phrase('violation.field.review_transforming'));
    }
    return { files, transforming: true };
  }

  /**
   * Runs `read` over the transformation's review store. When the stage ends meanwhile, its folder
   * is moved to the stored files and removed: the read is made again on the transformation as it
   * is then, a few times at most.
   */
  async withReadableStore<T>(
    principal: Principal,
    transformationId: string,
    read: (row: TransformationRow, store: ReadableStore) => Promise<T>,
  ): Promise<T> {
    let wasLive = false;
    for (let attempt = 1; ; attempt++) {
      const row = await transformationOf(this.ctx.db, principal, transformationId);
      let store: ReadableStore;
      try {
        store = await this.readableStoreOf(row);
      } catch (error) {
        // Read live a moment ago: the stage is moving its files, and the step moves on next.
        if (!wasLive || attempt >= TRIES) throw error;
        await pause();
        continue;
      }
      try {
        return await read(row, store);
      } catch (error) {
        if (!store.transforming || !isMissingFile(error) || attempt >= TRIES) throw error;
        wasLive = true;
        await pause();
      }
    }
  }

  /**
   * The store the running stage writes, once it has marked rows: in its folder when that is on
   * this disk, else the copy of what it published. Null before its first rows.
   */
  private async liveFilesOf(row: TransformationRow): Promise<ReviewFiles | null> {
    const dir = (await findProgress(this.ctx.db, row.transformation_id))?.review_dir;
    if (dir && (await this.onThisDisk(dir))) {
      const files = growingStoreIn(dir);
      try {
        await access(files.ready);
      } catch {
        return null;
      }
      return files;
    }
    // A stage on another machine, or one that stopped writing (it stores its files): the copy.
    return dir ? this.mirrors.filesOf(row) : this.mirrors.heldFilesOf(row.transformation_id);
  }

  /**
   * Whether the stage's folder is on this machine's disk: under this data folder (only such a
   * folder is read, whatever the row says) and there. Another machine's may have the same path,
   * never the same folder: its name is the stage's own.
   */
  private async onThisDisk(dir: string): Promise<boolean> {
    const work = path.resolve(this.ctx.config.dataDir, 'work');
    if (!path.resolve(dir).startsWith(work + path.sep)) return false;
    return stat(dir).then(
      (found) => found.isDirectory(),
      () => false,
    );
  }
}

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, RETRY_MS));
}

/** A file of the store gone: the stage ended and moved it (an engine thread's error keeps only its text). */
function isMissingFile(error: unknown): boolean {
  return (
    (error as NodeJS.ErrnoException).code === 'ENOENT' || /ENOENT/.test(String((error as Error).message))
  );
}
