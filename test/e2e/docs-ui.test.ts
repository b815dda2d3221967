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
});
