/** Wildcards in the last segment of an FTP/SFTP path, and which file is the first match. */
import { describe, expect, it } from 'vitest';
import { firstMatch, parseRemotePath, pathIn } from '../../src/sources/remote-path.ts';

const names = (...list: string[]) => list.map((name) => ({ name }));

describe('a remote path', () => {
  it.each([
    ['/in/orders.csv', '/in', 'orders.csv', false],
    ['orders.csv', '.', 'orders.csv', false],
    ['/orders-*.csv', '/', 'orders-*.csv', true],
    ['in/sub/x?.csv', 'in/sub', 'x?.csv', true],
  ])('%s lists %s for %s', (path, folder, name, hasWildcard) => {
    expect(parseRemotePath(path)).toMatchObject({ folder, name, hasWildcard });
  });

  it.each([
    ['x*.csv', 'x.csv', true],
    ['x*.csv', 'x-2026-01.csv', true],
    ['x*.csv', 'x.csv.bak', false],
    ['x?.csv', 'x1.csv', true],
    ['x?.csv', 'x12.csv', false],
    ['a.b', 'aXb', false],
    ['(1)+[a].csv', '(1)+[a].csv', true],
    ['*', '.hidden', true],
    ['*a*b', 'xxaxxbxxb', true],
    ['*a*b', 'xxaxxbxxc', false],
    ['a**?', 'ab', true],
    ['?', '😀', true],
    ['', '', true],
  ])('%s matches %s: %s', (pattern, name, expected) => {
    expect(parseRemotePath(`/in/${pattern}`).matches(name)).toBe(expected);
  });

  it('answers at once a pattern written to make a backtracking matcher run for hours', () => {
    // `*a` twelve times then `b`: a regular expression built from it took 9 s on a name of 40 letters.
    const hostile = parseRemotePath(`/in/${'*a'.repeat(12)}b`);
    expect(hostile.matches('a'.repeat(255))).toBe(false);
    expect(hostile.matches(`${'a'.repeat(254)}b`)).toBe(true);
  });

  it('takes wildcards in folders literally', () => {
    expect(parseRemotePath('/in*/x.csv').folder).toBe('/in*');
  });

  it('joins a listed name to its folder', () => {
    expect(pathIn('/', 'a.csv')).toBe('/a.csv');
    expect(pathIn('/in', 'a.csv')).toBe('/in/a.csv');
    expect(pathIn('.', 'a.csv')).toBe('a.csv');
  });
});

describe('the first match', () => {
  it('is the first in code-unit order, the same on every machine', () => {
    const pattern = parseRemotePath('/in/*.csv');
    expect(firstMatch(names('b.csv', 'a.csv', 'B.csv', 'notes.txt'), pattern).name).toBe('B.csv');
    expect(firstMatch(names('9.csv', '10.csv'), pattern).name).toBe('10.csv');
  });

  it('says which pattern matched nothing, and where', () => {
    expect(() => firstMatch(names('a.txt'), parseRemotePath('/in/*.csv'))).toThrow(
      'No file matches "*.csv" in /in.',
    );
    expect(() => firstMatch([], parseRemotePath('x.csv'))).toThrow(
      'There is no file "x.csv" in the login folder.',
    );
  });
});
