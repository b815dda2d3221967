/**
 * `POST /transformation/{id}/data/replace` as a job: the replace is checked at once (an empty
 * `find`, an unknown column: 409), recorded as running, and done in the background
 * (./replace-work.ts), its progress written twice a second for `GET …/data/replace/{replaceId}`.
 * The request waits up to REPLACE_WAIT_MS for it and answers as a replace always did (200 with
 * its counts, or the 409 that refused it); a longer replace, or a caller sending
 * `Prefer: respond-async`, gets 202 and the replace's state to follow. While it runs, edits, undo,
 * another replace and submit are refused (./replace-running.ts).
 */

import { randomUUID } from 'node:crypto';
import { FerryError, Forbidden, fromCatalog, NotFound } from '../../domain/errors.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { BlobStore } from '../../files/blob-store.ts';
import { isDuplicateKey } from '../../store/duplicate-key.ts';
import {
  findReplace,
  finishReplace,
  insertRunningReplace,
  type ReplaceRow,
  runningReplaceOf,
  setReplaceProgress,
} from '../../store/transformations/transformation-replaces.ts';
import type { ServiceContext } from '../context.ts';
import type { Principal } from '../principal.ts';
import { transformationOf } from './access.ts';
import { replaceRunning } from './replace-running.ts';
import { planReplace, type ReplaceBody, type ReplaceView, runReplace } from './replace-work.ts';

export type { ReplaceBody, ReplaceView } from './replace-work.ts';

/** How long `POST …/data/replace` waits for its replace before answering 202 (as `POST …/submit` waits). */
export const REPLACE_WAIT_MS = 5_000;

/** Between two writes of a running replace's progress (its heartbeat too). */
const PROGRESS_WRITE_MS = 500;

/** What `GET …/data/replace/{replaceId}` answers, and `POST` with 202. */
export interface ReplaceState {
  replace_id: string;
  state: ReplaceRow['state'];
  rows_total: number | null;
  rows_read: number;
  rows_stored: number;
  cells_replaced: number | null;
  rows_changed: number | null;
  error: { code: string; message: string; params: Record<string, string | number> } | null;
  started_at: string;
  finished_at: string | null;
}

/** A logger's `error` (the request's: pino). */
export interface FailureLog {
  error(facts: object, message: string): void;
}

export type ReplaceAnswer = { status: 200; view: ReplaceView } | { status: 202; state: ReplaceState };

function stateOf(row: ReplaceRow): ReplaceState {
  return {
    replace_id: row.replace_id,
    state: row.state,
    rows_total: row.rows_total,
    rows_read: row.rows_read,
    rows_stored: row.rows_stored,
    cells_replaced: row.cells_replaced,
    rows_changed: row.rows_changed,
    error: row.error && {
      code: row.error.code,
      message: row.error.message,
      params: (row.error as { params?: Record<string, string | number> }).params ?? {},
    },
    started_at: row.started_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

/** A replace that failed of itself (not refused): what it tells the caller, the details go to the log. */
function failure(): NonNullable<ReplaceRow['error']> {
  const [message, code, params] = fromCatalog('exception.replace_failed');
  return { code, message, status: 500, params };
}

export class FindReplaceService {
  constructor(
    private readonly ctx: ServiceContext,
    private readonly blobs: BlobStore,
  ) {}

  async replace(
    principal: Principal,
    transformationId: string,
    body: ReplaceBody,
    /** `log`: where a replace that fails (not refused) is told, once the request is answered. */
    options: { respondAsync?: boolean; log?: FailureLog } = {},
  ): Promise<ReplaceAnswer> {
    const row = await transformationOf(this.ctx.db, principal, transformationId);
    const plan = await planReplace(this.ctx, principal, row, body);
    const replaceId = randomUUID();
    try {
      await insertRunningReplace(
        this.ctx.db,
        {
          replace_id: replaceId,
          transformation_id: row.transformation_id,
          started_by: plan.editedBy,
          rows_total: row.counters?.rows_in_source ?? null,
        },
        this.ctx.now(),
      );
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const running = await runningReplaceOf(this.ctx.db, row.transformation_id, this.ctx.now());
      throw replaceRunning(running ?? { rows_read: 0, rows_total: null });
    }
    const job = this.run(replaceId, plan, options.log);
    // Followed by its state when the caller does not wait: a failure is stored, never unhandled.
    job.catch(() => {});
    if (!options.respondAsync) {
      let timer: NodeJS.Timeout | undefined;
      const waited = await Promise.race([
        job.then((view) => ({ view })),
        new Promise<null>((resolve) => {
          timer = setTimeout(() => resolve(null), REPLACE_WAIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (waited) return { status: 200, view: waited.view };
    }
    return { status: 202, state: await this.state(principal, transformationId, replaceId) };
  }

  /**
   * A replace's state; 404 for one of another transformation, or of a transformation the caller
   * cannot see (not the 403 of the transformation's own routes: the replace is not theirs to know of).
   */
  async state(principal: Principal, transformationId: string, replaceId: string): Promise<ReplaceState> {
    const row = await transformationOf(this.ctx.db, principal, transformationId).catch((error) => {
      throw error instanceof Forbidden ? new NotFound('replace') : error;
    });
    const found = isUuid(replaceId)
      ? await findReplace(this.ctx.db, row.transformation_id, replaceId)
      : undefined;
    if (!found) throw new NotFound('replace');
    return stateOf(found);
  }

  /** The replace itself, its progress written as it goes and its end recorded. */
  private async run(
    replaceId: string,
    plan: Parameters<typeof runReplace>[2],
    log: FailureLog | undefined,
  ): Promise<ReplaceView> {
    const latest: {
      rows_read?: number;
      rows_stored?: number;
      rows_changed?: number;
      cells_replaced?: number;
    } = {};
    let dirty = false;
    let writing: Promise<void> = Promise.resolve();
    const write = () => {
      if (!dirty) return;
      dirty = false;
      const progress = { ...latest };
      writing = writing
        .then(() => setReplaceProgress(this.ctx.db, replaceId, progress, this.ctx.now()))
        .catch(() => {
          // A lost write is made good by the next one; the replace must not fail for it.
        });
    };
    const note = (values: typeof latest) => {
      Object.assign(latest, values);
      dirty = true;
    };
    // The heartbeat goes on while a long step (the rows' storing) reports nothing new.
    const timer = setInterval(() => {
      dirty = true;
      write();
    }, PROGRESS_WRITE_MS);
    timer.unref();
    try {
      const view = await runReplace(this.ctx, this.blobs, plan, replaceId, {
        read: (rows) => note({ rows_read: rows }),
        counted: (counts) => note({ ...counts, rows_read: plan.row.counters?.rows_in_source ?? 0 }),
        stored: (rows) => note({ rows_stored: rows }),
      });
      clearInterval(timer);
      write();
      await writing;
      await finishReplace(this.ctx.db, replaceId, { state: 'done', ...view }, this.ctx.now());
      return view;
    } catch (error) {
      clearInterval(timer);
      await writing;
      const refused = error instanceof FerryError;
      if (!refused) log?.error({ err: error, replaceId }, 'a find and replace failed');
      await finishReplace(
        this.ctx.db,
        replaceId,
        refused
          ? {
              state: 'refused',
              error: { code: error.code, message: error.message, status: error.status, params: error.params },
            }
          : { state: 'failed', error: failure() },
        this.ctx.now(),
      ).catch(() => {});
      throw error;
    }
  }
}
