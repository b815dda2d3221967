/**
 * Dependencies point inward: domain and engine import nothing from api, store, jobs or services;
 * no module of src/ imports itself through others; the engine is entered by its front door only.
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

describe('import graph', () => {
  const graph = importGraph('src');

  it('has no cycle in src/, type-only imports included', () => {
    // Each cycle is named file by file, from its first file back to it.
    expect(importCycles(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
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
