/**
 * One name, one idea: no two modules of src/ export the same name as their own (a module that
 * passes on another's export, `export { x } from …` or an imported name exported again, exports
 * nothing of its own by it). The names below are the exceptions, each with its reason; a new
 * module that needs one gets its own line here, or better, a name of its own.
 */
import { describe, expect, it } from 'vitest';
import { exportsOf, moduleExports, sharedNames } from './support/export-names.ts';

interface Allowance {
  name: string;
  /** Every module that may export the name. */
  files: RegExp;
  reason: string;
}

const ALLOWED: Allowance[] = [
  {
    name: 'default',
    files: /^src\/domain\/conditions\/operators\/[a-z-]+\.ts$|^src\/engine\/iconv\.ts$/,
    reason:
      'one condition operator per file, which the operator registry imports by its default; iconv.ts ' +
      "hands iconv-lite on, made ready, under the package's own default",
  },
  {
    name: 'definition',
    files: /^src\/domain\/constraints\/functions\/[a-z_]+\.ts$/,
    reason: 'one validation function per file: the registry is built from that folder, file by file',
  },
  {
    name: 'columnType',
    files: /^src\/domain\/types\/[a-z-]+\.ts$/,
    reason: 'one column type per file: the registry of column types reads each one the same way',
  },
  {
    name: 'reader',
    files: /^src\/engine\/read\/readers\/[a-z]+\.ts$/,
    reason: 'one reader per file format: the reader registry picks one by format',
  },
  {
    name: 'up',
    files: /^src\/store\/migrations\/\d{4}_[a-z_]+\.ts$/,
    reason: "Kysely's Migrator runs each numbered migration's `up`",
  },
  {
    name: 'runTransformation',
    files: /^src\/engine\/(index|run\/run-transformation)\.ts$/,
    reason:
      "the engine's front door runs the same run, with the same contract, in an engine thread for " +
      'the callers outside the engine',
  },
];

describe('exported names', () => {
  const shared = sharedNames(moduleExports('src'));
  const allowance = (name: string, files: string[]) =>
    ALLOWED.find((allowed) => allowed.name === name && files.every((file) => allowed.files.test(file)));

  it('are exported by one module of src/ each, but for the exceptions listed with their reason', () => {
    const twins = [...shared]
      .filter(([name, files]) => allowance(name, files) === undefined)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twins).toEqual([]);
  });

  it('lists no exception that is no longer needed', () => {
    const stale = ALLOWED.filter((allowed) => !shared.has(allowed.name)).map((allowed) => allowed.name);
    expect(stale).toEqual([]);
  });

  it('finds a name exported twice, whatever kind of declaration exports it', () => {
    const one = exportsOf(
      'src/a.ts',
      [
        "import { passed } from './c.ts';",
        'export const ONE = 1;',
        'export function two() {}',
        'export interface Three {}',
        'export type { passed };',
        "export { other } from './d.ts';",
        'const local = 4;',
        'export { local as Four };',
      ].join('\n'),
    );
    expect([...one.own].sort()).toEqual(['Four', 'ONE', 'Three', 'two']);
    expect([...one.passedOn].sort()).toEqual(['other', 'passed']);
    const other = exportsOf('src/b.ts', 'export class Three {}');
    expect([...sharedNames([one, other])]).toEqual([['Three', ['src/a.ts', 'src/b.ts']]]);
  });
});
