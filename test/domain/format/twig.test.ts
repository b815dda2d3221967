import { describe, expect, it } from 'vitest';
import { compileTwig, twigError } from '../../../src/domain/format/twig.ts';

describe('Twig for custom formats', () => {
  it('does not autoescape and offers json_encode and escape("xml")', () => {
    const template = compileTwig('<a>{{ v }}</a><b>{{ v|escape("xml") }}</b>{{ v|json_encode }}');
    expect(template.render({ v: `<&'">` })).toBe(`<a><&'"></a><b>&lt;&amp;&apos;&quot;&gt;</b>"<&'\\">"`);
  });

  it('keeps the final newline that follows a block tag', () => {
    expect(compileTwig('{% if v %}x{% endif %}\n').render({ v: true })).toBe('x\n');
  });

  it('refuses to read files', () => {
    expect(twigError('{{ source("/etc/hostname") }}', {})).toMatch(/cannot load/);
    expect(twigError('{% include "/etc/hostname" %}', {})).not.toBeNull();
  });
});
