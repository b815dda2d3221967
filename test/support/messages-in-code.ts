/**
 * Sentences `src/` writes for people outside the catalog, read with the TypeScript parser: a string
 * (or template) that reads like a sentence — two words or more, starting with a capital letter or
 * ending with a stop — given as an argument to what a person reads:
 * - an error a person reads: `new X(…)` of a Ferry error (BadRequest, Unauthorized, Forbidden,
 *   NotFound, Violation, ProductRequired, PayloadTooLarge, TooManyRequests, and any class whose
 *   name ends in Failure, Refused or Error other than the developer-facing `Error`/`TypeError`/
 *   `RangeError`, which the API never shows: it answers them with a generic 500);
 * - `Violation.of(…)`, a violation's `message:` property, and the phrase and mail builders
 *   (`fail`, `phrase`, `say`, `saidMail`);
 * - a step's words (`stepForHumans`).
 * Log lines (`log.info(…)`, `request.log.error(…)`) are developer-facing and are not read.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export interface CodeSentence {
  file: string;
  line: number;
  text: string;
}

const DEVELOPER_ERRORS = new Set(['Error', 'TypeError', 'RangeError', 'SyntaxError', 'AggregateError']);
const READ_ERRORS =
  /^(BadRequest|Unauthorized|Forbidden|NotFound|Violation|ProductRequired|PayloadTooLarge|TooManyRequests|\w+(Failure|Refused|Error))$/;
const BUILDERS = new Set(['fail', 'phrase', 'say', 'saidMail', 'stepForHumans', 'of']);
const SENTENCE = /^(?=.*\p{L}\p{Ll}+[\s\u00a0]+\S*?\p{L}\p{Ll}+)(?:\p{Lu}.*|.*[.!?…:])$/su;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** Whether a string at `node` is given to something a person reads. */
function isRead(node: ts.Node): boolean {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === at)
      return ts.isIdentifier(parent.name) && parent.name.text === 'message';
    if (ts.isNewExpression(parent) && parent.arguments?.includes(at as ts.Expression)) {
      const name = calleeName(parent);
      return name !== null && !DEVELOPER_ERRORS.has(name) && READ_ERRORS.test(name);
    }
    if (ts.isCallExpression(parent) && parent.arguments.includes(at as ts.Expression)) {
      const name = calleeName(parent);
      if (name === 'of')
        return (
          ts.isPropertyAccessExpression(parent.expression) &&
          parent.expression.expression.getText() === 'Violation'
        );
      return name !== null && BUILDERS.has(name);
    }
    // A sentence built in pieces is read where the whole goes.
    if (
      !ts.isBinaryExpression(parent) &&
      !ts.isConditionalExpression(parent) &&
      !ts.isParenthesizedExpression(parent) &&
      !ts.isTemplateSpan(parent)
    )
      return false;
  }
  return false;
}

export function sentencesOf(file: string, source: string): CodeSentence[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: CodeSentence[] = [];
  const visit = (node: ts.Node): void => {
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('xx');
    if (text !== null && SENTENCE.test(text.trim()) && isRead(node)) {
      found.push({
        file,
        line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1,
        text: text.trim(),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

export function sentencesInCode(dir: string): CodeSentence[] {
  return files(dir).flatMap((file) =>
    sentencesOf(file.split(path.sep).join('/'), readFileSync(file, 'utf8')),
  );
}
