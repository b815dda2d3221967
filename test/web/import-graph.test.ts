/**
 * The web apps share through web/shared/ only: no file of an app (web/importer, web/console,
 * web/embed) imports another app's, and web/shared/ imports none of them. Every kind of import is
 * read (static, `import type`, side effects, dynamic; a stylesheet's `@import` and `url()`; a
 * page's `src` and `href`: test/support/import-graph.ts), and a relative import that names no
 * file fails too, so nothing slips out of the graph unread.
 */
import { describe, expect, it } from 'vitest';
import { importGraph, importsOf, unresolvedImports } from '../support/import-graph.ts';

const APPS = ['console', 'embed', 'importer'];
/**
 * `importer`, `console`, `embed` or `shared`: the folder under web/ a file belongs to; `locales`
 * for the message catalog at the root, which only web/shared/i18n/ loads.
 */
const folderOf = (file: string) => (file.startsWith('web/') ? file.split('/')[1]! : file.split('/')[0]!);

describe('the web apps’ import graph', () => {
  const graph = importGraph('web');
  const edges = [...graph].flatMap(([file, targets]) => targets.map((target) => ({ file, target })));

  it('reads every app and every kind of import, and every relative import names a file', () => {
    expect(new Set([...graph.keys()].map(folderOf))).toEqual(new Set([...APPS, 'shared']));
    expect([...graph.keys()].some((file) => file.endsWith('.tsx'))).toBe(true);
    // A page's script, a module's stylesheet, a stylesheet's @import, a type-only import.
    expect(graph.get('web/importer/index.html')).toContain('web/importer/src/main.ts');
    expect(graph.get('web/importer/src/main.ts')).toContain('web/importer/src/styles.css');
    expect(graph.get('web/importer/src/styles.css')).toContain('web/shared/theme.css');
    expect(graph.get('web/shared/grid/grid.ts')).toContain('web/shared/grid/grid.css');
    expect(graph.get('web/importer/src/context.ts')).toContain('web/shared/api.ts');
    // The forms no file uses today, read all the same; comments and absolute URLs are not imports.
    const css = importsOf(
      'web/console/src/styles.css',
      "@import url('../../shared/theme.css');\na { background: url(../../importer/src/styles.css?inline) }\n" +
        '/* url(../../embed/embed.ts) */ b { background: url(/favicon.svg) url(data:image/png;base64,AA) }',
    );
    expect(css).toEqual(['web/shared/theme.css', 'web/importer/src/styles.css']);
    const module = importsOf(
      'web/console/src/app.tsx',
      "import type {\n  Payload,\n} from '../../shared/api-payload.ts';\nconst grid = import('../../shared/grid/grid.ts');\n" +
        "// import '../../importer/src/main.ts';\nexport * from '../../shared/dom.ts';",
    );
    expect(module.sort()).toEqual([
      'web/shared/api-payload.ts',
      'web/shared/dom.ts',
      'web/shared/grid/grid.ts',
    ]);
    expect(unresolvedImports('web')).toEqual([]);
  });

  it('has no file of an app import another app’s: what two apps need is in web/shared/', () => {
    const crossing = edges.filter(
      ({ file, target }) =>
        folderOf(target) !== folderOf(file) &&
        folderOf(target) !== 'shared' &&
        folderOf(target) !== 'locales',
    );
    expect(crossing.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('keeps web/shared/ free of every app', () => {
    const intoApps = edges.filter(
      ({ file, target }) =>
        folderOf(file) === 'shared' && folderOf(target) !== 'shared' && folderOf(target) !== 'locales',
    );
    expect(intoApps.map(({ file, target }) => `${file} → ${target}`)).toEqual([]);
  });

  it('has the console use the shared API client, i18n and theme', () => {
    const used = new Set(
      edges.filter(({ file }) => folderOf(file) === 'console').map(({ target }) => target),
    );
    expect(used).toContain('web/shared/api.ts');
    expect(used).toContain('web/shared/theme.css');
    expect([...used].some((target) => target.startsWith('web/shared/i18n/'))).toBe(true);
  });

  it('has the catalog at the root loaded by web/shared/i18n/ alone', () => {
    const loading = edges.filter(({ target }) => folderOf(target) === 'locales').map(({ file }) => file);
    expect(loading).toEqual(['web/shared/i18n/catalog.ts']);
  });
});
