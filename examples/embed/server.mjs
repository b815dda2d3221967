/**
 * A receiver's page with Ferry's importer in it, as small as it gets: no dependencies, Node 20.
 *
 * The embed secret stays here, on the server. The browser asks this server for tokens; this
 * server signs a login for the signed-in user of *its own* app and exchanges it at Ferry's
 * POST /auth/embed for customer tokens bound to one template, then hands them to the page,
 * which gives them to <ferry-importer>.
 *
 *   FERRY_URL=http://localhost:8080 FERRY_SUBDOMAIN=demo FERRY_EMBED_SECRET=… \
 *   FERRY_TEMPLATE=contacts node examples/embed/server.mjs
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';

const FERRY_URL = (process.env.FERRY_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const SUBDOMAIN = process.env.FERRY_SUBDOMAIN ?? 'demo';
const SECRET = process.env.FERRY_EMBED_SECRET ?? '';
const TEMPLATE = process.env.FERRY_TEMPLATE ?? 'contacts';
const PORT = Number(process.env.PORT ?? 3000);

/** Your app knows who is signed in; this example pretends it is always the same shop. */
function currentUser(_request) {
  return { externalId: process.env.EXAMPLE_USER ?? 'shop-42' };
}

/** Signs a login for `externalId` and exchanges it for customer tokens. */
async function ferryTokens(externalId) {
  const timestamp = Math.floor(Date.now() / 1000);
  // Ferry accepts each signature once: a fresh nonce, signed as a fifth line, keeps two logins of
  // one user in the same second (an inline importer and a modal opened at once) apart.
  const nonce = randomUUID();
  const signed = [SUBDOMAIN, externalId, String(timestamp), TEMPLATE, nonce].join('\n');
  const signature = createHmac('sha256', SECRET).update(signed).digest('hex');
  const res = await fetch(`${FERRY_URL}/auth/embed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      subdomain: SUBDOMAIN,
      external_id: externalId,
      timestamp,
      signature,
      template_handle: TEMPLATE,
      nonce,
    }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(body?.payload?.error?.message ?? `Ferry answered ${res.status}`);
  return { access_token: body.payload.access_token, refresh_token: body.payload.refresh_token };
}

const server = createServer(async (request, response) => {
  try {
    if (request.method === 'POST' && request.url === '/ferry-tokens') {
      const tokens = await ferryTokens(currentUser(request).externalId);
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      return response.end(JSON.stringify(tokens));
    }
    if (request.method === 'GET' && (request.url === '/' || request.url?.startsWith('/?'))) {
      const page = await readFile(path.join(import.meta.dirname, 'index.html'), 'utf8');
      const html = page
        .replaceAll('{{FERRY_URL}}', FERRY_URL)
        .replaceAll('{{SUBDOMAIN}}', SUBDOMAIN)
        .replaceAll('{{TEMPLATE}}', TEMPLATE);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(html);
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('Not found');
  } catch (error) {
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: error.message }));
  }
});

server.listen(PORT, '127.0.0.1', () => {
  process.stdout.write(`Example host page on http://127.0.0.1:${server.address().port}/\n`);
});
