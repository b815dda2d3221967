/**
 * Dependencies point inward: domain and engine import nothing from api, store, jobs or services;
 * no module of src/ imports itself through others; the engine is entered by its front door only;
 * the web apps' own boundaries are test/web/import-graph.test.ts's.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './support/import-graph.ts';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

const FORBIDDEN = /from\s+['"](\.\.\/)+(api|store|jobs|services|cli|sources|events|files)\//;

describe('layering', () => {
  it.each(['src/domain', 'src/engine'])('%s imports nothing from the outer layers', (dir) => {
    const offenders = files(dir).filter((file) => FORBIDDEN.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('domain imports nothing from the engine', () => {
    const offenders = files('src/domain').filter((file) =>
      /from\s+['"](\.\.\/)+engine\//.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

/**
 * The engine's layers from the bottom up, as src/engine/README.md lists them: folders (and the
 * root modules beside them). The threads sit below every task: they know tasks by name only.
 */
const ENGINE_LAYERS = [
  ['template.ts', 'iconv.ts', 'exceljs.ts'],
  ['read', 'normalized-csv.ts'],
  ['write'],
  ['thread'],
  ['judge'],
  ['review-store'],
  ['run-types.ts'],
  ['pass'],
  ['split'],
  ['run'],
  ['review'],
  ['tasks'],
  ['index.ts'],
];

describe('import graph', () => {
  const graph = importGraph('src');

  it('has no cycle in src/, type-only imports included', () => {
    // Each cycle is named file by file, from its first file back to it.
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('keeps the engine in its layers: a module imports only its own layer and those below', () => {
    const layerOf = (file: string) =>
      ENGINE_LAYERS.findIndex((layer) =>
        layer.some((entry) => file === `src/engine/${entry}` || file.startsWith(`src/engine/${entry}/`)),
      );
    const engine = [...graph].filter(([file]) => file.startsWith('src/engine/'));
    // A new folder or root module of the engine gets its row in src/engine/README.md and here.
    expect(engine.map(([file]) => file).filter((file) => layerOf(file) < 0)).toEqual([]);
    const upward = engine.flatMap(([file, targets]) =>
      targets
        .filter((target) => target.startsWith('src/engine/') && layerOf(target) > layerOf(file))
        .map((target) => `${file} → ${target}`),
    );
    expect(upward).toEqual([]);
  });

  it('enters the engine only through src/engine/index.ts from outside src/engine', () => {
    const offenders = [...graph].flatMap(([file, targets]) =>
      file.startsWith('src/engine/')
        ? []
        : targets
            .filter((target) => target.startsWith('src/engine/') && target !== 'src/engine/index.ts')
            .map((target) => `${file} → ${target}`),
    );
    expect(offenders).toEqual([]);
  });
});
