/**
 * A throw-away folder for the test file that runs, made at its first use and removed when that
 * file ends (test/setup-file.ts). Helper modules that several test files import keep their folder
 * this way rather than with hooks of their own: where files share a process (the `units` project
 * of vitest.config.ts), a module is imported once, and a hook it registers would end with the
 * first file only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const endings: (() => void)[] = [];

/** A function giving the running test file's folder, named `prefix…` in the temporary directory. */
export function fileFolder(prefix: string): () => string {
  let folder: string | null = null;
  return () => {
    if (folder === null) {
      const made = mkdtempSync(path.join(tmpdir(), prefix));
      folder = made;
      endings.push(() => {
        rmSync(made, { recursive: true, force: true });
        folder = null;
      });
    }
    return folder;
  };
}

/** Removes the folders the ending test file made. */
export function endTestFile(): void {
  for (const end of endings.splice(0)) end();
}
