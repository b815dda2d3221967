/**
 * Ferry runs from its TypeScript sources. Loaded through tsx, every module is a round trip to
 * tsx's loader thread: some 900 modules (typebox alone about 680) cost about a second before a
 * `ferry transform` reads its first row, and again in each of its engine threads. So the installed
 * command runs a copy compiled by esbuild into one file per entry point (plus the chunks they
 * share), kept in `node_modules/.cache/ferry/` and compiled again whenever a file it was compiled
 * from changed (size or modification time), which takes about a tenth of a second.
 *
 * Plain JavaScript: it runs before anything can load TypeScript.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Packages compiled in rather than loaded from node_modules: pure JavaScript, many small files. */
const COMPILED_IN = new Set(['typebox']);
/** A build no longer current is kept this long after it was replaced, used or not (a process may be starting from it). */
const KEEP_REPLACED_MS = 60 * 60 * 1000;

/**
 * @typedef {object} CompileOptions
 * @property {Record<string, string>} entryPoints output name → source file, relative to `root`
 * @property {string} [cacheDir] where builds are kept; `node_modules/.cache/ferry` by default
 */

/**
 * The folder holding a compiled copy of `entryPoints` that is up to date with its sources,
 * compiling one first when needed, marked as used by this process (a server started from it
 * loads the engine again in every new thread, for as long as it runs). Several processes may call
 * it at once: each build goes to a folder of its own and `current.json` is replaced in one rename.
 *
 * @param {string} root the project folder (holding package.json)
 * @param {CompileOptions} options
 * @returns {Promise<{ dir: string, compiled: boolean }>} `compiled`: whether this call compiled it
 */
export async function compile(root, options) {
  const cacheDir = options.cacheDir ?? path.join(root, 'node_modules', '.cache', 'ferry');
  const currentFile = path.join(cacheDir, 'current.json');
  const current = await readJson(currentFile);
  if (current && sameEntryPoints(current.entryPoints, options.entryPoints) && (await unchanged(root, current.inputs))) {
    const dir = path.join(cacheDir, current.build);
    await markUsed(dir);
    return { dir, compiled: false };
  }

  const build = `build-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const outdir = path.join(cacheDir, build);
  await mkdir(outdir, { recursive: true });
  await markUsed(outdir);
  const esbuild = await import('esbuild');
  const started = Date.now();
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: options.entryPoints,
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      external: await externalPackages(root),
      sourcemap: true,
      metafile: true,
      logLevel: 'silent',
    });
  } catch (error) {
    await rm(outdir, { recursive: true, force: true });
    throw error;
  }
  const inputs = await signatures(root, Object.keys(result.metafile.inputs));
  // A file changed while it was being compiled may not be what the build holds: never fresh.
  for (const signature of Object.values(inputs)) if (signature[1] >= started) signature[0] = -1;
  const record = { build, entryPoints: options.entryPoints, inputs };
  const temporary = `${currentFile}.${build}`;
  await writeFile(temporary, `${JSON.stringify(record)}\n`);
  await rename(temporary, currentFile);
  // The replaced build's time is when it stopped being current: a run may still load its chunks.
  if (typeof current?.build === 'string') {
    const now = new Date();
    await utimes(path.join(cacheDir, current.build), now, now).catch(() => {});
  }
  await removeReplaced(cacheDir, build);
  return { dir: outdir, compiled: true };
}

/** The URL of one entry point's compiled file in a folder `compile` returned. */
export function entryUrl(dir, name) {
  return pathToFileURL(path.join(dir, `${name}.js`)).href;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

function sameEntryPoints(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every dependency of package.json but those compiled in, with their subpaths. */
async function externalPackages(root) {
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.devDependencies });
  return names.filter((name) => !COMPILED_IN.has(name)).flatMap((name) => [name, `${name}/*`]);
}

/** Size and modification time of each input, by its path relative to `root`. */
async function signatures(root, files) {
  const entries = await Promise.all(
    files.map(async (file) => {
      const info = await stat(path.join(root, file));
      return [file, [info.size, info.mtimeMs]];
    }),
  );
  return Object.fromEntries(entries);
}

async function unchanged(root, inputs) {
  if (!inputs || typeof inputs !== 'object') return false;
  try {
    const now = await signatures(root, Object.keys(inputs));
    return Object.entries(now).every(([file, [size, mtime]]) => inputs[file][0] === size && inputs[file][1] === mtime);
  } catch {
    return false;
  }
}

/** Records this process as a user of a build: `users/<pid>`. */
async function markUsed(dir) {
  await mkdir(path.join(dir, 'users'), { recursive: true });
  await writeFile(path.join(dir, 'users', String(process.pid)), '');
}

/** Whether a process that used this build still runs. */
async function inUse(dir) {
  const pids = await readdir(path.join(dir, 'users')).catch(() => []);
  return pids.some((pid) => {
    try {
      process.kill(Number(pid), 0);
      return true;
    } catch (error) {
      // EPERM: the process exists but belongs to another user.
      return error?.code === 'EPERM';
    }
  });
}

/** Removes the builds replaced more than an hour ago that no running process started from. */
async function removeReplaced(cacheDir, keep) {
  for (const name of await readdir(cacheDir)) {
    if (!name.startsWith('build-') || name === keep || name.includes('.')) continue;
    const dir = path.join(cacheDir, name);
    const info = await stat(dir).catch(() => null);
    if (info && Date.now() - info.mtimeMs > KEEP_REPLACED_MS && !(await inUse(dir))) {
      await rm(dir, { recursive: true, force: true });
    }
  }
}
