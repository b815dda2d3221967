import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../src/store/migrate.ts';

describe('the migrations folder', () => {
  it('holds exactly the listed migrations, in the order they are applied', () => {
    const files = readdirSync(new URL('../../src/store/migrations/', import.meta.url)).sort();
    expect(files.map((file) => file.replace(/\.ts$/, ''))).toEqual(Object.keys(MIGRATIONS));
  });
});
