/**
 * The run's own TMPDIR, inherited by every test process and what they start: when the run ends,
 * anything a test or the code under test left there fails the run by name.
 */
import { chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

/** The run's directory and how many projects' setups hold it (one process, several projects). */
interface Owned {
  dir: Promise<string>;
  holders: number;
}
const OWNED = Symbol.for('ferry.test.temporary-directory');
const holder = globalThis as { [OWNED]?: Owned };

/**
 * Gives the run its own TMPDIR, once for all the run's projects; the check returned to the last
 * project that ends fails on anything left in it, then removes it.
 */
export async function ownTemporaryDirectory(): Promise<() => Promise<void>> {
  holder[OWNED] ??= { dir: makeRunDirectory(), holders: 0 };
  const owned = holder[OWNED];
  owned.holders++;
  const runDir = await owned.dir;
  return async () => {
    if (--owned.holders > 0) return;
    delete holder[OWNED];
    // tsx keeps its compile cache there (`tsx-<uid>`) for the child processes tests start.
    const left = (await readdir(runDir)).filter((name) => !/^tsx-\d+$/.test(name));
    await rm(runDir, { recursive: true, force: true });
    if (left.length > 0) {
      console.error(`Tests left ${left.length} entries in the temporary directory: ${left.join(', ')}`);
      // An error thrown from a teardown is only printed; the run must fail.
      process.exitCode = 1;
    }
  };
}

async function makeRunDirectory(): Promise<string> {
  const runDir = await mkdtemp(path.join(os.tmpdir(), 'ferry-run-'));
  // Open like /tmp itself: an embedded PostgreSQL started by a test runs as the `postgres` user
  // when the tests run as root, and reads its password file from here.
  await chmod(runDir, 0o1777);
  process.env.TMPDIR = runDir;
  return runDir;
}
