/**
 * The sandbox: what used to reach JavaScript through twig.js is refused when parsed, or finds
 * nothing but plain data; and every render ends within its bounds, with a clear reason.
 */
import { describe, expect, it } from 'vitest';
import {
  MAX_OUTPUT,
  MAX_RANGE,
  MAX_STEPS,
  MAX_TEMPLATE_LENGTH,
} from '../../../src/domain/format/twig/limits.ts';
import { compileTwig, TwigError, twigProblem } from '../../../src/domain/format/twig.ts';

const PAYLOAD =
  '{% set F = attribute(attribute("x","constructor"),"constructor") %}' +
  "{% set g = F(\"return process.getBuiltinModule('child_process').execSync('id').toString()\") %}{{ g() }}";

/** `l`: a list of 4,096 references to one long text `s` (cheap to build, costly to compare). */
const LONG_LIST = '{% set l = [s] %}{% for i in 1..12 %}{% set l = l|merge(l) %}{% endfor %}';

const row = { sku: 'A1', item: { sku: 'A1' }, loop: { index: 1, index0: 0, first: true } };
const render = (source: string) => compileTwig(source).render(row);

describe('Twig sandbox: refused when parsed', () => {
  it.each([
    [PAYLOAD, /function “attribute”, which is not allowed\. Allowed functions: cycle, max, min, range\./],
    ['{{ x.constructor }}', /“constructor”, which is not allowed/],
    ['{{ item.__proto__ }}', /“__proto__”, which is not allowed/],
    ['{{ sku.prototype }}', /“prototype”, which is not allowed/],
    ['{{ loop.constructor.constructor }}', /“constructor”, which is not allowed/],
    ['{{ _self }}', /“_self”, which is not allowed/],
    ['{{ _context|json_encode }}', /“_context”, which is not allowed/],
    ['{{ _charset }}', /“_charset”, which is not allowed/],
    ['{{ constant("PHP_EOL") }}', /function “constant”/],
    ['{{ include("x.twig") }}', /function “include”/],
    ['{% include "x.twig" %}', /tag “include”/],
    ['{{ source("/etc/passwd") }}', /function “source”/],
    ['{{ template_from_string("{{ 1 }}") }}', /function “template_from_string”/],
    ['{% block b %}{% endblock %}', /tag “block”/],
    ['{% extends "base" %}', /tag “extends”/],
    ['{% import "m" as m %}', /tag “import”/],
    ['{% from "m" import x %}', /tag “from”/],
    ['{% macro m() %}{% endmacro %}', /tag “macro”/],
    ['{% embed "e" %}{% endembed %}', /tag “embed”/],
    ['{% use "u" %}', /tag “use”/],
    ['{% sandbox %}{% endsandbox %}', /tag “sandbox”/],
    ['{{ [1]|filter(x => x) }}', /filter “filter”, which is not allowed/],
    ['{{ [1]|map(x => x.constructor) }}', /filter “map”/],
    ['{{ [1]|reduce((a, b) => a) }}', /filter “reduce”/],
    ['{{ [1]|sort((a, b) => a) }}', /Arrow functions/],
    ['{% set f = x => x %}', /Arrow functions/],
    ['{{ sku.toString() }}', /Methods cannot be called/],
  ])('refuses %s', (source, message) => {
    const problem = twigProblem(source);
    expect(problem).toBeInstanceOf(TwigError);
    expect(problem!.message).toMatch(message);
    expect(() => compileTwig(source)).toThrow(TwigError);
  });

  it(`refuses a template longer than ${MAX_TEMPLATE_LENGTH} characters`, () => {
    expect(twigProblem('x'.repeat(MAX_TEMPLATE_LENGTH + 1))?.message).toMatch(/longer than 65536 characters/);
    expect(twigProblem('x'.repeat(MAX_TEMPLATE_LENGTH))).toBeNull();
  });

  it('parses whitespace control before a long run of spaces in linear time', () => {
    // `/\s+$/` took 3 s on this text: a save would have held the API thread.
    const source = `${' '.repeat(30_000)}x${' '.repeat(30_000)}{{- 1 }}`;
    expect(compileTwig(source).render({})).toBe(`${' '.repeat(30_000)}x1`);
  });

  it('refuses nesting deeper than its bound instead of exhausting the stack', () => {
    expect(twigProblem(`{{ ${'('.repeat(5000)}1${')'.repeat(5000)} }}`)?.message).toMatch(
      /nests deeper than 64/,
    );
    expect(twigProblem('{% if 1 %}'.repeat(200) + '{% endif %}'.repeat(200))?.message).toMatch(
      /nests deeper/,
    );
  });
});

describe('Twig sandbox: computed names find nothing', () => {
  it.each([
    ['{{ sku["constr" ~ "uctor"] }}', ''],
    ['{{ item["__pro" ~ "to__"]|json_encode }}', 'null'],
    ['{{ item["proto" ~ "type"] is defined ? "yes" : "no" }}', 'no'],
    ['{{ loop["construct" ~ "or"]["construct" ~ "or"]|json_encode }}', 'null'],
    [
      '{{ item["toString"] ?? "none" }}{{ item["valueOf"] ?? "none" }}{{ item["hasOwnProperty"] ?? "none" }}',
      'nonenonenone',
    ],
    ['{{ [1, 2]["length"] ?? "none" }}{{ "abc"["length"] ?? "none" }}{{ "abc"|length }}', 'nonenone3'],
    ['{{ (item|merge({"__proto__": "p"}))|json_encode }}', '{"sku":"A1","__proto__":"p"}'],
    ['{{ sku|upper.call ?? "none" }}{{ sku.apply ?? "none" }}{{ sku.bind ?? "none" }}', 'nonenonenone'],
    ['{% set h = {"constructor": 1} %}{{ h["construct" ~ "or"] }}', '1'],
  ])('%s renders %j', (source, expected) => {
    expect(render(source)).toBe(expected);
  });

  it('takes only plain data from the variables: functions, getters and prototypes are not there', () => {
    let read = false;
    const variables = {
      fn: () => 'called',
      get trap() {
        read = true;
        return 'read';
      },
      nested: Object.assign(Object.create({ inherited: 'x' }), { own: 'o' }),
    };
    const template = compileTwig(
      '{{ fn ?? "none" }}|{{ trap ?? "none" }}|{{ nested.inherited ?? "none" }}|{{ nested.own }}|{{ fn is defined ? 1 : 0 }}',
    );
    expect(template.render(variables)).toBe('none|none|none|o|0');
    expect(read).toBe(false);
  });
});

describe('Twig sandbox: every render is bounded', () => {
  it.each([
    [
      '{% for i in 1..3000000 %}{% endfor %}x',
      /A range may hold at most 10000 values; this one would hold 3000000/,
    ],
    ['{{ range(1, 1e9)|length }}', /A range may hold at most 10000 values/],
    ['{{ range(0, 1, 0.000001)|length }}', /A range may hold at most/],
    [
      '{% for i in 1..10000 %}{% for j in 1..10000 %}{% endfor %}{% endfor %}',
      /budget of 100000 steps per render/,
    ],
    [
      '{% set s = "x" %}{% for i in 1..100 %}{% set s = s ~ s %}{% endfor %}',
      /builds a text longer than 1048576/,
    ],
    [
      '{% for i in 1..10000 %}{{ "%1000s"|format("x") }}{{ "%1000s"|format("y") }}{% endfor %}',
      /writes more than 1048576 characters|steps per render/,
    ],
    [
      '{% set a = [1] %}{% for i in 1..40 %}{% set a = a|merge(a) %}{% endfor %}',
      /list of more than 10000|steps per render/,
    ],
    [
      '{% set a = [1] %}{% for i in 1..40 %}{% set a = [a, a] %}{% endfor %}{{ a|json_encode }}',
      /steps per render/,
    ],
    [
      '{% set a = [1] %}{% for i in 1..400 %}{% set a = [a] %}{% endfor %}{{ a == a }}',
      /nested deeper than 256/,
    ],
    [
      '{% set s = "%1000s"|format("ab") %}{% for i in 1..10 %}{% set s = s ~ s %}{% endfor %}{% for i in 1..10000 %}{{ s == s }}{% endfor %}',
      /steps per render/,
    ],
    [
      '{{ "x"|split("")|length }}{% set s = "%1000s"|format("a,") %}{% for i in 1..9 %}{% set s = s ~ s %}{% endfor %}{{ s|split("")|length }}',
      /list of more than 10000/,
    ],
    [
      `{% set s = "%1000s"|format("a") %}{% for i in 1..9 %}{% set s = s ~ s %}{% endfor %}${LONG_LIST}` +
        '{% set t = s|slice(1) ~ "b" %}{% for i in 1..100 %}{{ t in l }}{% endfor %}',
      /steps per render/,
    ],
    [
      `{% set s = "%1000s"|format("a") %}{% for i in 1..9 %}{% set s = s ~ s %}{% endfor %}${LONG_LIST}` +
        '{% for i in 1..100 %}{{ l|sort|length }}{% endfor %}',
      /steps per render/,
    ],
    ['{{ "x" matches "/" ~ "%2000s"|format("a") ~ "/" }}', /at most 1000 characters/],
  ])('%s ends with a budget error', (source, message) => {
    const error = (() => {
      try {
        render(source);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(TwigError);
    expect((error as TwigError).kind).toBe('budget');
    expect((error as TwigError).message).toMatch(message);
  });

  it('reads a format pattern with a long run of zeros in linear time', () => {
    // The pattern is a row's text; its flags and width once overlapped, and 20,000 zeros took 3.5 s.
    const template = compileTwig('{{ pattern|format(7, 7, 7) }}');
    expect(template.render({ pattern: `%${'0'.repeat(20_000)}` })).toBe(`%${'0'.repeat(20_000)}`);
    expect(template.render({ pattern: "%05d|%-3d|%'*4d" })).toBe('00007|7  |***7');
  });

  it('lets a heavy template within its bounds finish', () => {
    const output = render(`{% for i in 1..${MAX_RANGE} %}{{ i }},{% endfor %}`);
    expect(output.split(',')).toHaveLength(MAX_RANGE + 1);
    expect(output.length).toBeLessThan(MAX_OUTPUT);
    expect(MAX_STEPS).toBe(100_000);
  });
});
