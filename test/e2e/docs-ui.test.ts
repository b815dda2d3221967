/** The API reference at /docs: served without a token, it loads the served OpenAPI document. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
