/**
 * The API reference at /docs: served without a token, it loads the served OpenAPI document, whose
 * server is the host the page was opened at, and whose operations start with the real work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverUrl } from '../../src/api/plugins/openapi.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /docs', () => {
  it('serves the reference page and its script without a token, pointing at the served document', async () => {
    let url = '/docs';
    let page = await t.app.inject({ method: 'GET', url });
    for (let hops = 0; page.statusCode === 302 && hops < 3; hops++) {
      url = new URL(String(page.headers.location), `http://localhost${url}`).pathname;
      page = await t.app.inject({ method: 'GET', url });
    }
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('swagger-ui');
    const document = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(document.statusCode).toBe(200);
    expect(JSON.parse(document.body).openapi).toBe('3.1.0');
  });

  it('shows Ferry’s icon, the one /favicon.svg serves', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs/' });
    const href = page.body.match(/<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/)?.[1];
    expect(href, 'no SVG icon linked').toBeDefined();
    const icon = await t.app.inject({
      method: 'GET',
      url: new URL(href!, 'http://localhost/docs/').pathname,
    });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toBe((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).body);
    expect(page.body).not.toContain('favicon-32x32.png');
  });

  it('calls the host it was opened at, whatever FERRY_PUBLIC_URL says (no cross-origin "Try it out")', async () => {
    // The test app's public URL is http://ferry.test; the page is opened at 127.0.0.1 and at a LAN name.
    for (const path of ['/docs/json', '/openapi.json']) {
      const doc = (await t.app.inject({ url: path })).json();
      expect(doc.servers).toHaveLength(1);
      for (const opened of ['http://127.0.0.1:8080', 'http://ferry.lan:9000']) {
        const server = new URL(doc.servers[0].url, `${opened}${path}`);
        expect(server.origin, path).toBe(opened);
        expect(server.pathname, path).toBe('/');
      }
    }
  });

  it('keeps the path of a public URL mounted under a prefix', () => {
    expect(serverUrl('https://example.com/ferry/')).toBe('/ferry');
    expect(serverUrl('http://localhost:8080')).toBe('/');
  });
});

describe('the order of the reference', () => {
  it('lists sign-in first, then templates and columns, then files, and the demos last', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json();
    expect(doc.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Integrations',
      'Receiver',
      'Sender',
      'Get started',
    ]);
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.values(methods as Record<string, { tags: string[] }>).map((op) => ({ path, tags: op.tags })),
    );
    const first = (tag: string) => operations.find((op) => op.tags.includes(tag))!.path;
    expect(first('Integrations')).toBe('/auth/token');
    expect(first('Receiver')).toMatch(/^\/template/);
    expect(first('Sender')).toMatch(/^\/(template|transformation)/);
    const demos = operations.map((op, i) => (op.tags.includes('Get started') ? i : -1)).filter((i) => i >= 0);
    expect(demos.length).toBeGreaterThan(0);
    expect(Math.min(...demos)).toBe(operations.length - demos.length);
  });
});
