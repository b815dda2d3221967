/**
 * Serves the built web apps (`web/`, built by `bin/build-web.js` when `ferry serve` starts), one
 * per path prefix (APPS below): the sender importer at `/import/` and
 * `/import/{subdomain}/{template_handle}`, the receivers' console at `/app/` (where `/` leads), and
 * `/embed.js`, the `<ferry-importer>` element a receiver puts in its own pages. These routes are public and hidden
 * from the OpenAPI document: they are pages, not API.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { App } from '../types.ts';
import { consolePageHeaders, importerPageHeaders } from './web-page-headers.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};
/** Asset names carry a hash of their content: a browser may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The part of the organisations service this plugin uses. */
interface ProfileSource {
  importProfile?(subdomain: string): Promise<{ embed_origins: string[] } | null>;
}
const hidden = { config: { public: true }, schema: { hide: true } } as const;
/** The apps and the path each is served at; the same table is in bin/build-web.js. */
const APPS = [
  { name: 'importer', prefix: '/import/' },
  { name: 'console', prefix: '/app/' },
] as const;

/** The project folder: the nearest one above this file holding `web/` (also from the compiled copy in node_modules/.cache). */
async function projectRoot(from: string): Promise<string> {
  let dir = from;
  for (;;) {
    if (await stat(path.join(dir, 'web', 'importer')).catch(() => null)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No web/ folder above ${from}`);
    dir = parent;
  }
}

/** The folder of the current build, or null when the web apps were never built. */
async function currentBuild(distDir: string): Promise<string | null> {
  try {
    const { build } = JSON.parse(await readFile(path.join(distDir, 'current.json'), 'utf8'));
    return typeof build === 'string' && /^build-[\w-]+$/.test(build) ? path.join(distDir, build) : null;
  } catch {
    return null;
  }
}

export async function registerWebApps(app: App): Promise<void> {
  const distDir = path.join(await projectRoot(import.meta.dirname), 'web', 'dist');

  /** Sends one built file; `relative` must already be a plain path inside the build. */
  async function sendBuilt(reply: FastifyReply, relative: string, cacheControl: string) {
    const build = await currentBuild(distDir);
    if (!build) return reply.code(503).type('text/plain').send('The web apps are not built yet.');
    const file = path.join(build, relative);
    // No traversal: the joined path must stay inside the build folder.
    if (!file.startsWith(build + path.sep)) return reply.code(404).type('text/plain').send('Not found');
    const body = await readFile(file).catch(() => null);
    if (!body) return reply.code(404).type('text/plain').send('Not found');
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    return reply
      .type(type)
      .header('cache-control', cacheControl)
      .header('x-content-type-options', 'nosniff')
      .send(body);
  }

  async function sendImporterPage(reply: FastifyReply, subdomain: string | null) {
    const profile = subdomain
      ? await (app.services.organisations as ProfileSource).importProfile?.(subdomain)
      : null;
    reply.headers(importerPageHeaders(profile?.embed_origins ?? null));
    return sendBuilt(reply, 'importer/index.html', 'no-cache');
  }

  /** An app's hashed assets: every app's are in the build's one `assets/` folder. */
  function sendAsset(reply: FastifyReply, name: string) {
    if (!/^[\w.-]+$/.test(name)) return reply.code(404).type('text/plain').send('Not found');
    return sendBuilt(reply, `assets/${name}`, IMMUTABLE);
  }

  for (const { prefix } of APPS) {
    app.get(prefix.slice(0, -1), hidden, (_request, reply) => reply.redirect(prefix));
    app.get<{ Params: { '*': string } }>(`${prefix}assets/*`, hidden, (request, reply) =>
      sendAsset(reply, request.params['*']),
    );
  }

  // Not hashed: the name is what receivers put in their pages, so browsers check back often.
  app.get('/embed.js', hidden, (_request, reply) => sendBuilt(reply, 'embed.js', 'public, max-age=300'));
  app.get('/embed.js.map', hidden, (_request, reply) =>
    sendBuilt(reply, 'embed.js.map', 'public, max-age=300'),
  );

  app.get('/', hidden, (_request, reply) => reply.code(302).redirect('/app/'));
  app.get('/import/', hidden, (_request, reply) => sendImporterPage(reply, null));
  app.get<{ Params: { subdomain: string; template: string } }>(
    '/import/:subdomain/:template',
    hidden,
    (request, reply) => sendImporterPage(reply, request.params.subdomain),
  );
  app.get<{ Params: { subdomain: string } }>('/import/:subdomain', hidden, (request, reply) =>
    sendImporterPage(reply, request.params.subdomain),
  );

  // The console routes in the page (/app/templates, /app/password-reset#…): each path is its page.
  const sendConsolePage = (_request: unknown, reply: FastifyReply) => {
    reply.headers(consolePageHeaders());
    return sendBuilt(reply, 'console/index.html', 'no-cache');
  };
  app.get('/app/', hidden, sendConsolePage);
  app.get('/app/*', hidden, sendConsolePage);
}
