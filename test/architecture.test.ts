/** Dependencies point inward: domain and engine import nothing from api, store, jobs or services. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

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
