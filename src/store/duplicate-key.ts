/**
 * PostgreSQL's errors read once, at the store's edge: a write refused by a unique index leaves its
 * repository as `DuplicateKey`, so that services decide on "this value is taken" and never read a
 * SQLSTATE code. Anything else PostgreSQL throws passes as it is (a 500 for the API).
 */

/** SQLSTATE of PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/** A row already holds the value a write gave a unique column (two requests raced for a handle, a name). */
export class DuplicateKey extends Error {
  override readonly name = 'DuplicateKey';

  /** `constraint`: the unique index that refused the write, as the migrations name it. */
  constructor(
    readonly constraint: string,
    options?: ErrorOptions,
  ) {
    super(`duplicate key in ${constraint}`, options);
  }
}

/** Whether a write was refused because the value it gave a unique column is taken. */
export function isDuplicateKey(error: unknown): error is DuplicateKey {
  return error instanceof DuplicateKey;
}

/** Runs a repository's write, PostgreSQL's unique violation given back as `DuplicateKey`. */
export async function refusingDuplicates<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const pg = error as { code?: unknown; constraint?: unknown } | null;
    if (pg?.code !== UNIQUE_VIOLATION) throw error;
    throw new DuplicateKey(typeof pg.constraint === 'string' ? pg.constraint : 'unknown', { cause: error });
  }
}
