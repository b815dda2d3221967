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
/** A violation's message, read as it is: two words or more, `should not be blank`. */
const FRAGMENT = /\p{L}\p{Ll}+[\s\u00a0]+\S*?\p{L}/u;
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

/**
 * Whether a string at `node` is given to something a person reads: 'sentence' for an error, a
 * builder or a step, 'violation' for a violation's message (its fragments, `should not be blank`,
 * are read as they are), false for anything else.
 */
function readAs(node: ts.Node): 'sentence' | 'violation' | false {
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const parent = at.parent;
    if (ts.isPropertyAssignment(parent) && parent.initializer === at)
      return ts.isIdentifier(parent.name) && parent.name.text === 'message' ? 'violation' : false;
    if (ts.isNewExpression(parent) && parent.arguments?.includes(at as ts.Expression)) {
      const name = calleeName(parent);
      return name !== null && !DEVELOPER_ERRORS.has(name) && READ_ERRORS.test(name) ? 'sentence' : false;
    }
    if (ts.isCallExpression(parent) && parent.arguments.includes(at as ts.Expression)) {
      const name = calleeName(parent);
      if (name === 'of')
        return ts.isPropertyAccessExpression(parent.expression) &&
          parent.expression.expression.getText() === 'Violation'
          ? 'violation'
          : false;
      return name !== null && BUILDERS.has(name) ? 'sentence' : false;
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
    const read = text === null ? false : readAs(node);
    if (text !== null && read !== false && (read === 'violation' ? FRAGMENT : SENTENCE).test(text.trim())) {
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

/**
 * What only the operator reads, in English like the logs: the settings checked when Ferry starts
 * (a server has no reader's language then) and the command line's own words.
 */
const OPERATOR_FILES = /^src\/(config[\w-]*\.ts|cli\/|files\/s3-start-check\.ts)/;

export function sentencesInCode(dir: string): CodeSentence[] {
  return files(dir)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !OPERATOR_FILES.test(file))
    .flatMap((file) => sentencesOf(file, readFileSync(file, 'utf8')));
}
