/**
 * The import graph of a source folder, read from the files' text: every relative import of a
 * module — type-only, re-exported and dynamic ones included — resolved to a file, and for the web
 * apps the stylesheets' `@import` and `url()` and the pages' `src` and `href`. Imports of packages,
 * node: modules and absolute URLs are left out; so are imports written in comments, and built
 * output (`dist/`).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Each file (relative to the working directory, with / separators) and the files it imports. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx|mjs|css|html)$/;
const SKIPPED = new Set(['dist', 'node_modules']);
/** `import … from '…'`, `export … from '…'` (over several lines too), `import '…'`, `import('…')`. */
const MODULE_SPECIFIERS = [
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s+['"]([^'"]+)['"]/g,
  /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
];
/** `@import '…'`, `@import url(…)` and any `url(…)`, quoted or not. */
const CSS_SPECIFIERS = [/@import\s+['"]([^'"]+)['"]/g, /\burl\(\s*['"]?([^'")\s]+)['"]?\s*\)/g];
/** `src="…"` and `href="…"` of a page's elements. */
const HTML_SPECIFIERS = [/\s(?:src|href)\s*=\s*['"]([^'"]+)['"]/g];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return SKIPPED.has(name) ? [] : sourceFiles(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** The text without its comments (in a module, a `//` inside a string, as in a URL, is kept). */
function withoutComments(file: string, text: string): string {
  if (file.endsWith('.html')) return text.replace(/<!--[\s\S]*?-->/g, '');
  const blocks = text.replace(/\/\*[\s\S]*?\*\//g, '');
  return file.endsWith('.css') ? blocks : blocks.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/**
 * Whether a specifier names a file beside the importer's: in a module only `./` and `../` do (a
 * bare name is a package); in a stylesheet or a page any path does that has no scheme, no leading
 * `/` and is not a fragment.
 */
function isRelative(file: string, specifier: string): boolean {
  if (/\.(ts|tsx|mjs)$/.test(file)) return specifier.startsWith('.');
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(specifier);
}

function specifierPatterns(file: string): RegExp[] {
  if (file.endsWith('.css')) return CSS_SPECIFIERS;
  if (file.endsWith('.html')) return HTML_SPECIFIERS;
  return MODULE_SPECIFIERS;
}

/** The file a relative specifier names: the path itself, with `.ts` for `.js`, or a folder's index.ts. */
function resolve(from: string, specifier: string): string | null {
  // Vite's `?url`, `?raw` and the like name the same file.
  const base = path.join(path.dirname(from), specifier.replace(/[?#].*$/, ''));
  const candidates = [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, path.join(base, 'index.ts')];
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found === undefined ? null : found.split(path.sep).join('/');
}

/** Each relative import of one file's text (a module, a stylesheet or a page) and the file it names, or null. */
export function relativeImports(file: string, text: string): { specifier: string; target: string | null }[] {
  const code = withoutComments(file, text);
  const found = new Map<string, string | null>();
  for (const pattern of specifierPatterns(file)) {
    for (const match of code.matchAll(pattern)) {
      const specifier = match[1]!;
      if (isRelative(file, specifier) && !found.has(specifier))
        found.set(specifier, resolve(file, specifier));
    }
  }
  return [...found].map(([specifier, target]) => ({ specifier, target }));
}

/** The relative imports of one file's text, resolved from `file`; unresolved ones are left out. */
export function importsOf(file: string, text: string): string[] {
  const targets = relativeImports(file, text).flatMap(({ target }) => (target === null ? [] : [target]));
  return [...new Set(targets)];
}

/** Relative imports under `dir` that name no file, as `file → specifier`. */
export function unresolvedImports(dir: string): string[] {
  return sourceFiles(dir).flatMap((file) => {
    const name = file.split(path.sep).join('/');
    return relativeImports(name, readFileSync(file, 'utf8'))
      .filter(({ target }) => target === null)
      .map(({ specifier }) => `${name} → ${specifier}`);
  });
}

/** The import graph of every module, stylesheet and page under `dir`. */
export function importGraph(dir: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of sourceFiles(dir)) {
    const name = file.split(path.sep).join('/');
    graph.set(name, importsOf(name, readFileSync(file, 'utf8')));
  }
  return graph;
}

/**
 * Each import cycle of the graph, as one path through its strongly connected component that comes
 * back to where it starts (`a → b → c → a`), so that a failure names the imports to undo.
 */
export function importCycles(graph: ImportGraph): string[][] {
  return components(graph)
    .filter((component) => component.length > 1 || (graph.get(component[0]!) ?? []).includes(component[0]!))
    .map((component) => cycleIn(graph, component));
}

/** Strongly connected components (Tarjan), iteratively: no recursion depth to run out of. */
function components(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work: { node: string; edge: number }[] = [{ node: root, edge: 0 }];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const edges = (graph.get(frame.node) ?? []).filter((target) => graph.has(target));
      if (frame.edge < edges.length) {
        const target = edges[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, edge: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        found.push(component.sort());
      }
    }
  }
  return found;
}

/** A shortest path from the component's first file back to itself, through the component only. */
function cycleIn(graph: ImportGraph, component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!inside.has(target)) continue;
      if (target === start) {
        const back: string[] = [];
        for (let at = node; at !== start; at = cameFrom.get(at)!) back.push(at);
        return [start, ...back.reverse(), start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...component, start];
}
