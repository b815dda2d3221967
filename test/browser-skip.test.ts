/**
 * `npm test` on a machine without Chromium: the browser tests are left out with one line that
 * names them, nothing is left in the temporary directory, and FERRY_REQUIRE_BROWSER=1 (CI) fails
 * the run instead. Each case runs vitest itself in a child process with a temporary directory of
 * its own.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserTestFiles, planBrowser } from './support/browser.ts';

const root = path.resolve(import.meta.dirname, '..');
const VITEST = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
// A browser test file and a quick one, so the run has something left to pass.
const FILES = ['test/browser/sender-isolation.test.ts', 'test/domain/bounded-regex.test.ts'];

interface ChildRun {
  code: number | null;
  output: string;
  leftInTmp: string[];
}

async function runVitest(env: Record<string, string>): Promise<ChildRun> {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'browser-skip-'));
  try {
    // The run's own browser settings (CI sets FERRY_REQUIRE_BROWSER=1) are not the case's, nor its
    // choice of folders (FERRY_TESTS=database would leave out the file the child runs).
    const {
      FERRY_REQUIRE_BROWSER: _r,
      FERRY_BROWSER_TESTS: _o,
      CHROMIUM_PATH: _c,
      FERRY_TESTS: _t,
      ...inherited
    } = process.env;
    const child = spawn(process.execPath, [VITEST, 'run', ...FILES], {
      cwd: root,
      env: { ...inherited, ...env, TMPDIR: tmp, CI: 'true', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, output, leftInTmp: await readdir(tmp) };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

describe('the browser tests on a machine without Chromium', () => {
  it('look for the browser at CHROMIUM_PATH first, then at /usr/bin/chromium', () => {
    expect(planBrowser({ CHROMIUM_PATH: '/nonexistent' })).toEqual({
      executable: null,
      lookedAt: '/nonexistent',
      required: false,
      off: false,
    });
    expect(planBrowser({ CHROMIUM_PATH: process.execPath, FERRY_REQUIRE_BROWSER: '1' })).toEqual({
      executable: process.execPath,
      lookedAt: process.execPath,
      required: true,
      off: false,
    });
    expect(planBrowser({}).lookedAt).toBe('/usr/bin/chromium');
  });

  it('finds every test file that launches the browser', () => {
    const files = browserTestFiles(root);
    expect(files).toContain('test/browser/importer-flow.test.ts');
    expect(files).toContain('test/browser/sender-isolation.test.ts');
    expect(files).not.toContain('test/browser/web-apps-serving.test.ts');
  });

  it('are left out with one line naming them, and leave the temporary directory empty', async () => {
    const run = await runVitest({ CHROMIUM_PATH: '/nonexistent' });
    expect(run.output).toMatch(
      /Skipped \d+ browser test files \([^)]*sender-isolation[^)]*\): no Chromium at \/nonexistent/,
    );
    expect(run.output).toContain('apt-get install chromium');
    expect(run.output).toMatch(/1 passed/);
    expect(run.code).toBe(0);
    expect(run.leftInTmp).toEqual([]);
  }, 180_000);

  it('are left out on purpose with FERRY_BROWSER_TESTS=off, browser or not', async () => {
    const run = await runVitest({ FERRY_BROWSER_TESTS: 'off', FERRY_REQUIRE_BROWSER: '1' });
    expect(run.output).toMatch(
      /Left out \d+ browser test files \([^)]*sender-isolation[^)]*\): FERRY_BROWSER_TESTS=off/,
    );
    expect(run.code).toBe(0);
    expect(run.leftInTmp).toEqual([]);
  }, 180_000);

  it('fail the run when FERRY_REQUIRE_BROWSER=1', async () => {
    const run = await runVitest({ CHROMIUM_PATH: '/nonexistent', FERRY_REQUIRE_BROWSER: '1' });
    expect(run.output).toContain('FERRY_REQUIRE_BROWSER=1 but there is no Chromium at /nonexistent');
    expect(run.code).not.toBe(0);
    expect(run.leftInTmp).toEqual([]);
  }, 180_000);
});
