/**
 * The web apps (`web/`) are built with Vite when `ferry serve` starts and the built files are
 * missing or older than their sources, so `npm ci && npm start` serves them with no build step by
 * hand. Several processes may start at once (tests): each build goes to a folder of its own and
 * `web/dist/current.json` is replaced in one rename, so a reader always sees a whole build.
 *
 * Plain JavaScript: it runs before anything can load TypeScript.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A build no longer current is removed this long after it was replaced (a server may still serve it). */
const KEEP_REPLACED_MS = 60 * 60 * 1000;

/** The newest modification time of the files under `dir`, skipping built output. */
async function newestSource(dir) {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? await newestSource(full) : (await stat(full)).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

async function readJson(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The apps: the folder under `web/` holding each one's `index.html`, and the path the server
 * serves it at (src/api/plugins/web-apps.ts). `web/shared/` is what they share; `web/embed/`
 * builds to `/embed.js`.
 */
const APPS = [
  { name: 'importer', prefix: '/import/' },
  { name: 'console', prefix: '/app/' },
];

/**
 * The catalog (`locales/<language>.json`) as an app imports it, `…/fr.json?ui=importer`: only the
 * keys of that app and the shared ones (`ui.importer.*`, `ui.shared.*`), so that a page downloads
 * neither the other app's texts nor the server's (web/shared/i18n/catalog.ts).
 */
const catalogPerApp = {
  name: 'ferry-catalog-per-app',
  enforce: 'pre',
  transform(code, id) {
    const app = /[\\/]locales[\\/][a-z]+\.json\?ui=([a-z]+)$/.exec(id)?.[1];
    if (!app) return null;
    const kept = Object.entries(JSON.parse(code)).filter(
      ([key]) => key.startsWith(`ui.${app}.`) || key.startsWith('ui.shared.'),
    );
    // A module of its own: Vite's JSON handling does not take an id with a query.
    return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(Object.fromEntries(kept)))});`, map: null };
  },
};

/** One Vite build with an input per app; shared code goes to chunks of its own. */
function viteConfig(webDir, outDir) {
  return {
    configFile: false,
    root: webDir,
    logLevel: 'silent',
    plugins: [catalogPerApp],
    // Preact's JSX in the console's .tsx files.
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    experimental: {
      // Every app's assets live in one `assets/` folder; a page names them under its own prefix.
      renderBuiltUrl(filename, { hostId, hostType }) {
        if (hostType !== 'html') return { relative: true };
        const app = APPS.find(({ name }) => hostId.startsWith(`${name}/`));
        return `${app ? app.prefix : '/'}${filename}`;
      },
    },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      rollupOptions: {
        input: {
          ...Object.fromEntries(APPS.map(({ name }) => [name, path.join(webDir, name, 'index.html')])),
          embed: path.join(webDir, 'embed', 'embed.ts'),
        },
        output: {
          entryFileNames: (chunk) => (chunk.name === 'embed' ? 'embed.js' : 'assets/[name]-[hash].js'),
        },
      },
    },
  };
}

/**
 * The folder of an up-to-date build of the web apps, building one first when needed.
 * @param {string} root the project folder (holding package.json)
 * @param {{ log?: (line: string) => void }} [options]
 * @returns {Promise<string>}
 */
export async function buildWebIfStale(root, options = {}) {
  const webDir = path.join(root, 'web');
  const distDir = path.join(webDir, 'dist');
  const currentFile = path.join(distDir, 'current.json');
  const current = await readJson(currentFile);
  // The apps' texts are the catalog at the root, beside the server's.
  const sourcesTime = Math.max(await newestSource(webDir), await newestSource(path.join(root, 'locales')));
  if (current && current.sourcesTime >= sourcesTime) return path.join(distDir, current.build);

  const build = `build-${Date.now()}-${randomBytes(4).toString('hex')}`;
  const outDir = path.join(distDir, build);
  await mkdir(outDir, { recursive: true });
  const started = Date.now();
  options.log?.('ferry: building the web apps (web/) with Vite…');
  const vite = await import('vite');
  try {
    await vite.build(viteConfig(webDir, outDir));
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  // A source changed during the build is newer than sourcesTime: the next start builds again.
  const record = { build, sourcesTime };
  const temporary = `${currentFile}.${build}`;
  await writeFile(temporary, `${JSON.stringify(record)}\n`);
  await rename(temporary, currentFile);
  options.log?.(`ferry: web apps built in ${Date.now() - started} ms.`);
  await removeReplaced(distDir, build);
  return outDir;
}

async function removeReplaced(distDir, keep) {
  for (const entry of await readdir(distDir)) {
    if (!entry.startsWith('build-') || entry === keep || entry.includes('.json')) continue;
    const made = Number(entry.split('-')[1]);
    if (Date.now() - made > KEEP_REPLACED_MS) await rm(path.join(distDir, entry), { recursive: true, force: true });
  }
}

/**
 * `ferry serve` calls this first: a failed build is reported and the API starts anyway, with the
 * pages answering 503 until a build succeeds.
 * @param {string} root
 */
export async function buildWebBeforeServe(root) {
  try {
    await buildWebIfStale(root, { log: (line) => process.stderr.write(`${line}\n`) });
  } catch (error) {
    process.stderr.write(`ferry: building the web apps failed; /import/ and /app/ will answer 503: ${error?.message ?? error}\n`);
  }
}
