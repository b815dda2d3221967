/**
 * Every package `npm ci` installs supports the Node.js the README names (20.19 and later, as
 * package.json's `engines` says): a package declaring a newer Node prints a warning on install and
 * may use what Node 20 lacks.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('the installed packages', () => {
  it('all support the oldest Node.js the project supports', () => {
    const oldest = semver.minVersion(manifest.engines.node)!.version;
    expect(oldest.startsWith('20.')).toBe(true);
    const refused = Object.entries(lock.packages)
      .filter(([name]) => name !== '')
      .flatMap(([name, info]) => {
        const wanted = Array.isArray(info.engines) ? undefined : info.engines?.node;
        return wanted && !semver.satisfies(oldest, wanted) ? [`${name}@${info.version}: node ${wanted}`] : [];
      });
    expect(refused).toEqual([]);
  });
});
