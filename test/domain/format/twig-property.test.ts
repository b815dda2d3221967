/**
 * Generated templates, mixing what the sandbox allows with what it refuses and with the property
 * names that lead out of plain data elsewhere: whatever the template, a render gives back text
 * within its bounds or a TwigError, and never reaches a function, a global or a prototype.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OUTPUT } from '../../../src/domain/format/twig/limits.ts';
import { compileTwig, TwigError } from '../../../src/domain/format/twig.ts';

/** Names that lead out of plain data in JavaScript; the sandbox refuses the first five where written. */
const DANGEROUS = [
  'constructor',
  '__proto__',
  'prototype',
  '_self',
  '_context',
  'toString',
  'valueOf',
  'call',
  'apply',
  'bind',
  'process',
  'global',
  'globalThis',
  'require',
  'Function',
  'eval',
  'module',
  '__ferryCanary',
  'hasOwnProperty',
  '__defineGetter__',
  'length',
  'then',
];
const PLAIN = ['sku', 'name', 'item', 'loop', 'columns', 'count', 'x'];
const FILTERS = [
  'upper',
  'join',
  'json_encode',
  'keys',
  'length',
  'default',
  'first',
  'merge',
  'e',
  'raw',
  'sort',
];
const REFUSED_FILTERS = ['map(x => x)', 'filter(x => x.constructor)', 'reduce((a, b) => a ~ b)', 'call'];
const FUNCTIONS = ['range', 'min', 'max', 'cycle'];
const REFUSED_FUNCTIONS = [
  'attribute',
  'constant',
  'source',
  'include',
  'template_from_string',
  'eval',
  'Function',
];
const OPERATORS = ['~', '+', '*', '==', 'in', '..', 'and', '??', '?:', 'starts with', 'matches'];

/** Mostly what parses, now and then what the sandbox refuses, so that rendering is exercised too. */
const mostly = (allowed: string[], refused: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...allowed), weight: 12 },
    { arbitrary: fc.constantFrom(...refused), weight: 1 },
  );

const name = mostly([...DANGEROUS.slice(5), ...PLAIN], DANGEROUS.slice(0, 5));
const literal = fc.oneof(
  fc.constantFrom(...DANGEROUS, ...PLAIN, '/a+/i', '(', 'return process').map((s) => JSON.stringify(s)),
  fc.integer({ min: -5, max: 50 }).map(String),
);

const { expr } = fc.letrec<{ expr: string }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    name,
    literal,
    fc.tuple(tie('expr'), name).map(([object, key]) => `${object}.${key}`),
    fc.tuple(tie('expr'), tie('expr')).map(([object, key]) => `${object}[${key}]`),
    fc
      .tuple(tie('expr'), fc.constantFrom(...DANGEROUS))
      .map(([object, key]) => `${object}["${key.slice(0, 3)}" ~ "${key.slice(3)}"]`),
    fc.tuple(tie('expr'), mostly(FILTERS, REFUSED_FILTERS)).map(([input, filter]) => `${input}|${filter}`),
    fc
      .tuple(mostly(FUNCTIONS, REFUSED_FUNCTIONS), fc.array(tie('expr'), { maxLength: 3 }))
      .map(([fn, args]) => `${fn}(${args.join(', ')})`),
    fc
      .tuple(tie('expr'), fc.constantFrom(...OPERATORS), tie('expr'))
      .map(([a, op, b]) => `(${a} ${op} ${b})`),
    fc.tuple(tie('expr'), tie('expr')).map(([a, b]) => `[${a}, ${b}]`),
    fc.tuple(name, tie('expr')).map(([key, value]) => `{"${key}": ${value}}`),
  ),
}));

const statement: fc.Arbitrary<string> = fc.letrec<{ statement: string }>((tie) => ({
  statement: fc.oneof(
    { depthSize: 'small' },
    expr.map((e) => `{{ ${e} }}`),
    fc.tuple(name, expr).map(([n, e]) => `{% set ${n} = ${e} %}`),
    fc.tuple(expr, tie('statement')).map(([e, body]) => `{% if ${e} %}${body}{% else %}-{% endif %}`),
    fc.tuple(name, expr, tie('statement')).map(([n, e, body]) => `{% for ${n} in ${e} %}${body}{% endfor %}`),
    mostly(['text', '\n'], ['{% include "x" %}', '{% macro m() %}{% endmacro %}', '{{ _self }}']),
  ),
})).statement;
const template = fc.array(statement, { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));

let canaryTouched = false;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();
beforeAll(() => {
  Object.defineProperty(globalThis, '__ferryCanary', {
    configurable: true,
    get() {
      canaryTouched = true;
      return 'canary';
    },
    set() {
      canaryTouched = true;
    },
  });
});
afterAll(() => {
  delete (globalThis as { __ferryCanary?: unknown }).__ferryCanary;
});

describe('Twig sandbox, generated templates', () => {
  it('renders text within bounds or fails with a TwigError, reaching nothing but plain data', () => {
    const variables = {
      sku: 'A1',
      name: 'Tea',
      item: { sku: 'A1', name: 'Tea' },
      loop: { index: 1, index0: 0, first: true },
      columns: ['sku', 'name'],
      count: 2,
    };
    fc.assert(
      fc.property(template, (source) => {
        let output: string;
        try {
          output = compileTwig(source).render(variables);
        } catch (error) {
          if (!(error instanceof TwigError)) throw error;
          return;
        }
        expect(output.length).toBeLessThanOrEqual(MAX_OUTPUT);
        expect(output).not.toMatch(/function|\[native code\]|canary|\[object /);
      }),
      { seed: 1313, numRuns: 400 },
    );
    expect(canaryTouched).toBe(false);
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});
