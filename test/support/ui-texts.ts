/**
 * The sentences a web app's code writes for people outside the catalog (`locales/`), read with the
 * TypeScript parser: text between JSX tags, a JSX attribute or an element property a person reads
 * (`aria-label`, `title`, `placeholder`, `alt`, `label`, `text`…) made of words, and any string that reads
 * like a sentence (two words or more, starting with a capital or ending with a stop). Code strings
 * (classes, selectors, paths, keys) are lower-case words or no words at all, and are left alone.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One text found: where, and what. */
export interface UiText {
  file: string;
  line: number;
  text: string;
}

/** Attributes and element properties whose value a person reads or hears. */
const READ_PROPERTIES = new Set([
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'text',
  'textContent',
  'innerText',
]);

const WORD = /\p{L}{2,}/u;
/** A value a person reads made of words only ("Close", "Your name"), not a code or a format (UTF-8, https://). */
const WORDS = /^(?=.*\p{Ll})[\p{L}\s'’-]*\p{L}{2,}[\p{L}\s'’-]*[.!?…]?$/u;
/**
 * Two words or more (a word has a lower-case letter after its first: not YYYY or HH), starting
 * with a capital letter or ending like a sentence.
 */
const SENTENCE = /^(?=.*\p{L}\p{Ll}+[\s\u00a0]+\S*?\p{L}\p{Ll}+)(?:\p{Lu}.*|.*[.!?…:])$/su;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return name === 'dist' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

function propertyName(node: ts.Node): string | null {
  if (ts.isIdentifier(node) || ts.isStringLiteral(node)) return node.text;
  return null;
}

/** The name a string is given to: the JSX attribute or object property it is the value of. */
function receiver(node: ts.Node): string | null {
  const parent = node.parent;
  if (!parent) return null;
  if (ts.isJsxAttribute(parent)) return propertyName(parent.name as ts.Node);
  if (ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent))
    return propertyName(parent.parent.name as ts.Node);
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return propertyName(parent.name);
  if (ts.isBinaryExpression(parent) && parent.right === node && ts.isPropertyAccessExpression(parent.left))
    return parent.left.name.text;
  return null;
}

/** The texts for people in one file's source. */
export function uiTextsOf(file: string, source: string): UiText[] {
  const tree = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: UiText[] = [];
  const add = (node: ts.Node, text: string) =>
    found.push({
      file,
      line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: text.trim(),
    });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (WORD.test(node.text)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      // A template is read whole, its values as a word: `Sent ${count} rows.` is a sentence; one
      // that only joins values (`${a} · ${b}`) has no word of its own.
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const text = parts.join('xx').trim();
      const named = receiver(node);
      const read = SENTENCE.test(text) || (named !== null && READ_PROPERTIES.has(named) && WORDS.test(text));
      if (read && WORD.test(parts.join(' '))) add(node, text);
      for (const span of node.templateSpans) visit(span.expression);
      return;
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // Imports, type names and a property's own name are code.
      const parent = node.parent;
      const isCode =
        ts.isImportDeclaration(parent) ||
        ts.isExportDeclaration(parent) ||
        ts.isLiteralTypeNode(parent) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isExternalModuleReference(parent);
      const named = receiver(node);
      const text = node.text.trim();
      if (
        !isCode &&
        (SENTENCE.test(text) || (named !== null && READ_PROPERTIES.has(named) && WORDS.test(text)))
      )
        add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The texts for people in every module of the web apps under `dir` (web/). */
export function uiTexts(dir: string): UiText[] {
  return sourceFiles(dir)
    .filter((file) => !file.endsWith('api-types.ts'))
    .flatMap((file) => uiTextsOf(file.split(path.sep).join('/'), readFileSync(file, 'utf8')));
}
