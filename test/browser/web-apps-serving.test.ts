/** How the API serves the built web apps: content types, cache headers, the page's CSP, and no way out of the build folder. */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildWebIfStale } from '../../bin/build-web.js';
import { createTestApp, type TestApp } from '../support/app.ts';
import { call } from '../support/flow.ts';

let t: TestApp;

beforeAll(async () => {
  await buildWebIfStale(path.join(import.meta.dirname, '..', '..'));
  t = await createTestApp();
  const owner = (await t.organisation('acme')).token;
  const put = await call(t, owner, 'PUT', '/organisation', { embed_origins: ['https://shop.example.com'] });
  expect(put.statusCode, put.body).toBe(200);
}, 120_000);
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the web apps as served', () => {
  it('serves the importer page for a hosted link, framed only by the organisation’s origins and the console’s', async () => {
    const res = await get('/import/acme/contacts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    // 'self' is Ferry's own origin, where the console's Try it frames the importer.
    expect(res.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/shop\.example\.com(;|$)/,
    );
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<div id="app"');
  });

  it('lets only the console frame the page of an organisation that lists no origin, and no one that of none', async () => {
    await t.organisation('globex');
    expect((await get('/import/globex/contacts')).headers['content-security-policy']).toMatch(
      /frame-ancestors 'self'(;|$)/,
    );
    for (const url of ['/import/', '/import/nobody/contacts']) {
      expect((await get(url)).headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('serves hashed assets for a year and embed.js for minutes, with their content types', async () => {
    const page = (await get('/import/')).body;
    const script = page.match(/src="(\/import\/assets\/[^"]+\.js)"/)![1]!;
    const style = page.match(/href="(\/import\/assets\/[^"]+\.css)"/)![1]!;
    const js = await get(script);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(style)).headers['content-type']).toBe('text/css; charset=utf-8');
    const embed = await get('/embed.js');
    expect(embed.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(embed.headers['cache-control']).toBe('public, max-age=300');
    expect(embed.body).toContain('ferry-importer');
  });

  it('serves nothing outside the build, however the path is written', async () => {
    for (const url of [
      '/import/assets/..%2F..%2F..%2Fpackage.json',
      '/import/assets/../../package.json',
      '/import/assets/%2e%2e/current.json',
      '/import/assets/nothing.js',
    ]) {
      const res = await get(url);
      // A path the router normalises to /import/{x} is the importer page, never a file of the build.
      if (res.statusCode === 200) expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      else expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('"name": "ferry"');
      expect(res.body).not.toContain('"build"');
    }
  });

  it('leads / to the console, served at /app/ and every path under it, framed by no one', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app/');
    expect((await get('/app')).headers.location).toBe('/app/');
    for (const url of ['/app/', '/app/password-reset', '/app/invitation', '/app/templates']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      // The console's page, not the importer's.
      expect(res.body, url).toMatch(/src="\/app\/assets\/console-[^"]+\.js"/);
    }
    const script = (await get('/app/')).body.match(/src="(\/app\/assets\/[^"]+\.js)"/)![1]!;
    const asset = await get(script);
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/app/assets/..%2F..%2Fcurrent.json')).statusCode).toBe(404);
  });

  it('links every page to the server’s own SVG icon', async () => {
    for (const url of ['/import/', '/import/acme/contacts', '/app/']) {
      expect((await get(url)).body, url).toContain(
        '<link rel="icon" type="image/svg+xml" href="/favicon.svg"',
      );
    }
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toMatch(/^<svg [^>]*viewBox="0 0 32 32"/);
    // Browsers ask for /favicon.ico by habit.
    const ico = await get('/favicon.ico');
    expect(ico.statusCode).toBe(301);
    expect(ico.headers.location).toBe('/favicon.svg');
  });

  it('leaves the pages out of the OpenAPI document', async () => {
    const document = (await get('/openapi.json')).json();
    expect(
      Object.keys(document.paths).filter(
        (p) =>
          p.startsWith('/import/') ||
          p.startsWith('/app') ||
          p === '/' ||
          p === '/embed.js' ||
          p.startsWith('/favicon'),
      ),
    ).toEqual([]);
  });
});
