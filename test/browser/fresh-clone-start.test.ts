/**
 * `npm ci && npm start` on a fresh clone serves the importer: the web apps are built at start
 * (nothing built is committed), and the page, its assets and embed.js are served.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/server.ts';

const run = promisify(execFile);
const ROOT = path.join(import.meta.dirname, '..', '..');
let dir = '';
let npm: ChildProcess | null = null;

afterAll(async () => {
  if (npm && npm.exitCode === null) {
    const exited = new Promise((resolve) => npm!.once('exit', resolve));
    npm.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  }
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function get(url: string): Promise<Response | null> {
  try {
    return await fetch(url);
  } catch {
    return null;
  }
}

describe('a fresh clone', () => {
  it('serves the importer after npm ci and npm start', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-clone-'));
    const clone = path.join(dir, 'ferry');
    await run('git', ['clone', '--quiet', '--no-hardlinks', ROOT, clone]);
    await run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: clone,
      maxBuffer: 1 << 26,
    });
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      FERRY_DATA_DIR: path.join(dir, 'data'),
    };
    delete env.DATABASE_URL;
    let output = '';
    npm = spawn('npm', ['start'], { cwd: clone, env, stdio: ['ignore', 'pipe', 'pipe'] });
    npm.stdout!.on('data', (chunk) => {
      output += chunk;
    });
    npm.stderr!.on('data', (chunk) => {
      output += chunk;
    });
    const base = `http://127.0.0.1:${port}`;
    let page: Response | null = null;
    for (let i = 0; i < 240 && !page?.ok; i++) {
      if (npm.exitCode !== null) throw new Error(`npm start exited early:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
      page = await get(`${base}/import/demo/contacts`);
    }
    expect(page?.status, output).toBe(200);
    expect(page!.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page!.text();
    const script = html.match(/src="(\/import\/assets\/[^"]+\.js)"/)?.[1];
    expect(script, html).toBeTruthy();
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const embed = await fetch(`${base}/embed.js`);
    expect(await embed.text()).toContain('ferry-importer');
    expect((await fetch(`${base}/import/assets/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect(output).toContain('web apps built');
  }, 600_000);
});
