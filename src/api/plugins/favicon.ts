/**
 * Ferry's icon, the same for every page the server serves (the importer, the API reference at
 * /docs, and any page added later such as a console at /app/): one small SVG at `/favicon.svg`,
 * which each page links. Browsers that ask for `/favicon.ico` by habit are sent to it.
 */
import type { App } from '../types.ts';

/** A boat on a wave in the importer's indigo, legible at 16 pixels. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
<rect width="32" height="32" rx="7" fill="#4f46e5"/>
<path d="M8 19h16l-3 5H11z" fill="#fff"/>
<path d="M12 18v-6h8v6" fill="none" stroke="#fff" stroke-width="2.2" stroke-linejoin="round"/>
<path d="M6 26.5c2 0 2-1.2 4-1.2s2 1.2 4 1.2 2-1.2 4-1.2 2 1.2 4 1.2 2-1.2 4-1.2" fill="none" stroke="#c7d2fe" stroke-width="1.6" stroke-linecap="round"/>
</svg>
`;

const hidden = { config: { public: true }, schema: { hide: true } } as const;

export async function registerFavicon(app: App): Promise<void> {
  app.get('/favicon.svg', hidden, (_request, reply) =>
    reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .send(FAVICON_SVG),
  );
  app.get('/favicon.ico', hidden, (_request, reply) => reply.redirect('/favicon.svg', 301));
}
