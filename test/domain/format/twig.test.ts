import { describe, expect, it } from 'vitest';
import { compileTwig, TwigError, twigProblem } from '../../../src/domain/format/twig.ts';

const render = (source: string, variables: object = {}) => compileTwig(source).render(variables);

describe('Twig for custom formats', () => {
  it('does not autoescape and offers json_encode and escape("xml")', () => {
    const template = compileTwig('<a>{{ v }}</a><b>{{ v|escape("xml") }}</b>{{ v|json_encode }}');
    expect(template.render({ v: `<&'">` })).toBe(`<a><&'"></a><b>&lt;&amp;&apos;&quot;&gt;</b>"<&'\\">"`);
  });

  it('keeps the final newline that follows a block tag', () => {
    expect(compileTwig('{% if v %}x{% endif %}\n').render({ v: true })).toBe('x\n');
  });

  it('refuses to read files', () => {
    expect(twigProblem('{{ source("/etc/hostname") }}')?.message).toMatch(
      /function “source”, which is not allowed/,
    );
    expect(twigProblem('{% include "/etc/hostname" %}')?.message).toMatch(
      /tag “include”, which is not allowed/,
    );
  });
});

describe('Twig semantics', () => {
  it.each([
    // text, comments, whitespace control
    ['a{# note #}b', {}, 'ab'],
    ['{% if true %}\nx\n{% endif %}\ny', {}, 'x\ny'],
    ['a  {{- "b" -}}  c', {}, 'abc'],
    ['a  {{~ "b" ~}}  \nc', {}, 'ab\nc'],
    ['{% verbatim %}{{ x }}{% endverbatim %}', {}, '{{ x }}'],
    // literals and operators
    [
      '{{ 1 + 2 * 3 }} {{ (1 + 2) * 3 }} {{ 7 // 2 }} {{ 7 % 3 }} {{ 2 ** 3 ** 2 }} {{ -2 ** 2 }}',
      {},
      '7 9 3 1 512 4',
    ],
    ['{{ 1 + 2 ~ 3 }} {{ "a" ~ 1.5 ~ true ~ null ~ false }}', {}, '24 a1.51'],
    ['{{ 0.1 + 0.2 }} {{ 10 / 4 }} {{ 4 / 2 }}', {}, '0.3 2.5 2'],
    [
      '{{ "3" + 2 }} {{ "10" == "1e1" ? "y" : "n" }} {{ "abc" == 0 ? "y" : "n" }} {{ null == false ? "y" : "n" }}',
      {},
      '5 y n y',
    ],
    ['{{ 1 < 2 and 2 > 3 }}|{{ 1 < 2 or 2 > 3 }}|{{ not true }}|{{ 2 <=> 1 }}', {}, '|1||1'],
    ['{{ "b" in "abc" }}{{ 2 in [1, 2] }}{{ 3 not in [1, 2] }}{{ 1 in {a: 1} }}', {}, '1111'],
    ['{{ "abc" starts with "ab" }}{{ "abc" ends with "bc" }}{{ "abc" matches "/^A.C$/i" }}', {}, '111'],
    [
      '{{ x ?? "none" }} {{ "" ?: "empty" }} {{ 1 ? "one" }}{{ 0 ? "zero" }} {{ x.y.z ?? "deep" }}',
      {},
      'none empty one deep',
    ],
    // variables, attributes, arrays and hashes
    [
      '{{ item.a }}{{ item["b"] }}{{ list[1] }}{{ list.0 }}{{ missing }}{{ item.missing.deeper }}',
      { item: { a: 'A', b: 'B' }, list: ['x', 'y'] },
      'AByx',
    ],
    [
      '{% set h = {a: 1, "b c": 2, (k): 3, 4: "four"} %}{{ h.a }}{{ h["b c"] }}{{ h.key }}{{ h[4] }}',
      { k: 'key' },
      '123four',
    ],
    // tests
    [
      '{{ x is defined ? 1 : 0 }}{{ v is defined ? 1 : 0 }}{{ v is empty ? 1 : 0 }}{{ "0" is empty ? 1 : 0 }}{{ v is not null ? 1 : 0 }}',
      { v: '' },
      '01101',
    ],
    [
      '{{ 2 is even }}{{ 3 is odd }}{{ [1] is iterable }}{{ "1" is same as(1) ? 1 : 0 }}{{ 9 is divisible by(3) }}{{ x is none }}',
      {},
      '111011',
    ],
    // tags
    ['{% if a %}A{% elseif b %}B{% else %}C{% endif %}', { b: '1' }, 'B'],
    [
      '{% for i in 1..3 %}{{ loop.index }}{{ loop.index0 }}{{ loop.revindex }}{{ loop.first ? "f" }}{{ loop.last ? "l" }}{{ loop.length }};{% endfor %}',
      {},
      '103f3;2123;321l3;',
    ],
    [
      '{% for k, v in {a: 1, b: 2} %}{{ k }}={{ v }};{% endfor %}{% for x in [] %}{% else %}none{% endfor %}',
      {},
      'a=1;b=2;none',
    ],
    [
      '{% for c in "a".."e" %}{{ c }}{% endfor %}{% for n in range(10, 0, 5) %}{{ n }}{% endfor %}',
      {},
      'abcde1050',
    ],
    [
      '{% set n = 1 %}{% for i in [1, 2] %}{% set n = n + i %}{% set inner = 1 %}{% endfor %}{{ n }}{{ inner ?? "-" }}',
      {},
      '4-',
    ],
    ['{% set a, b = 1, 2 %}{% set c %}[{{ a + b }}]{% endset %}{{ c }}', {}, '[3]'],
    ['{% apply upper|trim %}  hi {{ name }}  {% endapply %}', { name: 'you' }, 'HI YOU'],
    // filters
    [
      '{{ "Hello wORLD"|lower }}|{{ "hi"|upper }}|{{ "hello big-world"|title }}|{{ "hELLO"|capitalize }}',
      {},
      'hello world|HI|Hello Big-World|Hello',
    ],
    [
      '{{ "  x  "|trim }}|{{ "--x--"|trim("-", "left") }}|{{ "a-b"|replace({"-": "+", "a": "A"}) }}',
      {},
      'x|x--|A+b',
    ],
    [
      '{{ x|default("d") }}{{ ""|default("e") }}{{ "0"|default("z") }}{{ [1, 2, 3]|length }}{{ "héé"|length }}',
      {},
      'de033',
    ],
    [
      '{{ [1, 2, 3]|join(", ", " and ") }}|{{ "a,b,c"|split(",")|last }}|{{ "a,b,c"|split(",", 2)|json_encode }}|{{ "abc"|split("")|join("-") }}',
      {},
      '1, 2 and 3|c|["a","b,c"]|a-b-c',
    ],
    [
      '{{ [1, 2, 3, 4]|slice(1, 2)|join }}|{{ "abcdef"|slice(-3, 2) }}|{{ [3, 1, 2]|first }}{{ "xyz"|last }}|{{ {a: 1, b: 2}|keys|join }}',
      {},
      '23|de|3z|ab',
    ],
    [
      '{{ [3, 1, 2]|sort|reverse|join }}|{{ [1]|merge([2])|join }}|{{ {a: 1}|merge({b: 2})|json_encode }}|{{ [1, 2, 3]|batch(2, 0)|json_encode }}',
      {},
      '321|12|{"a":1,"b":2}|[[1,2],[3,0]]',
    ],
    [
      '{{ 2.5|round }} {{ -2.5|round }} {{ 1.955|round(2) }} {{ 7.1|round(0, "ceil") }} {{ (-3)|abs }} {{ -3|abs }}',
      {},
      '3 -3 1.96 8 3 -3',
    ],
    [
      '{{ 1234567.891|number_format(2, ",", " ") }} {{ 1234.5|number_format }} {{ "%05.1f|%-4s|%x|%d%%"|format(3.14159, "ab", 255, 7) }}',
      {},
      '1 234 567,89 1,235 003.1|ab  |ff|7%',
    ],
    [
      '{{ "a\nb"|nl2br }}|{{ "<p>x <b>y</b></p>"|striptags }}|{{ "<a>  <b> x </b>"|spaceless }}|{{ "a b&c"|url_encode }}|{{ {q: "a b", n: 1}|url_encode }}',
      {},
      'a<br />\nb|x y|<a><b> x </b>|a%20b%26c|q=a%20b&n=1',
    ],
    [
      `{{ "<'\\">&"|e }}|{{ "<'\\">&"|e("html_attr") }}|{{ "é'/"|e("js") }}|{{ "a/b c"|e("url") }}|{{ "<x>"|raw }}`,
      {},
      '&lt;&#039;&quot;&gt;&amp;|&lt;&#x27;&quot;&gt;&amp;|\\u00E9\\u0027\\/|a%2Fb%20c|<x>',
    ],
    ['{{ {a: [1, "x", null, true]}|json_encode }}', {}, '{"a":[1,"x",null,true]}'],
    [
      '{{ "2024-05-31"|date("d/m/Y") }}|{{ "2024-05-31T23:30:00+02:00"|date("Y-m-d H:i") }}|{{ 0|date("D, j M y g:i a") }}',
      {},
      '31/05/2024|2024-05-31 21:30|Thu, 1 Jan 70 12:00 am',
    ],
    [
      '{{ "2024-02-05 08:07:06"|date(f) }}|{{ ""|date("Y") }}|{{ "1717200000"|date }}',
      { f: 'l N F \\o\\n c' },
      'Monday 1 February on 2024-02-05T08:07:06+00:00||June 1, 2024 00:00',
    ],
    // functions
    [
      '{{ range(1, 3)|join }}{{ min(4, 2, 8) }}{{ max([1, 9, 3]) }}{{ cycle(["odd", "even"], 3) }}',
      {},
      '12329even',
    ],
    // strings
    [`{{ 'it\\'s' }} {{ "tab\\tend" }} {{ "#" }}`, {}, "it's tab\tend #"],
  ])('%s', (source, variables, expected) => {
    expect(render(source, variables)).toBe(expected);
  });

  it.each([
    ['{{ x ', 'syntax', /closing bracket “}}” is missing/],
    ['{% if x %}', 'syntax', /ends before “endif”/],
    ['{% endif %}', 'syntax', /Unexpected “endif”/],
    ['{{ x|nope }}', 'refused', /filter “nope”, which is not allowed\. Allowed filters: abs, batch/],
    ['{{ x is constant("A") }}', 'refused', /test “constant”/],
    [
      '{% with {} %}{% endwith %}',
      'refused',
      /tag “with”, which is not allowed\. Allowed tags: apply, for, if, set, verbatim\./,
    ],
    ['{{ "#{x}" }}', 'syntax', /interpolation/],
    ['{{ x.upper() }}', 'refused', /Methods cannot be called/],
  ] as const)('refuses %s when parsing', (source, kind, message) => {
    const problem = twigProblem(source);
    expect(problem).toBeInstanceOf(TwigError);
    expect(problem!.kind).toBe(kind);
    expect(problem!.message).toMatch(message);
  });

  it.each([
    ['{{ item }}', /hash cannot be printed/],
    ['{{ 1 / 0 }}', /Division by zero/],
    ['{{ "x" matches "(" }}', /delimiters/],
    ['{{ "x" matches "/(/" }}', /not valid/],
    ['{{ "31/05/2024"|date("Y") }}', /date cannot read “31\/05\/2024”/],
  ])('fails %s while rendering, with a clear message', (source, message) => {
    expect(() => render(source, { item: { a: '1' } })).toThrow(message);
  });
});
