import { describe, expect, it } from 'vitest';
import { resolveFormat } from '../../../src/domain/format/defaults.ts';
import { FORMAT_NAME_OPTION, FORMAT_SECTIONS } from '../../../src/domain/format/spec.ts';
import { validateFormat } from '../../../src/domain/format/validate-format.ts';

const options = [
  ['format', FORMAT_NAME_OPTION] as const,
  ...Object.entries(FORMAT_SECTIONS).flatMap(([name, section]) =>
    Object.entries(section).map(([key, option]) => [`${name}.${key}`, option] as const),
  ),
];

/** The default a description announces (`Default \`comma\`.`, `Default 1.`), or undefined. */
function announcedDefault(description: string): unknown {
  const match = /Default `?([^`.]+)`?\./.exec(description);
  if (!match) return undefined;
  const text = match[1]!;
  if (/^\d+$/.test(text)) return Number(text);
  if (text === 'true' || text === 'false') return text === 'true';
  return text;
}

describe('the format spec', () => {
  it.each(options)('%s: the default its description announces is the one applied', (_path, option) => {
    const description = (option.schema as { description: string }).description;
    const announced = announcedDefault(description);
    if (announced !== undefined) expect(option.resolve(undefined)).toEqual(announced);
  });

  it('resolves, validates and documents the same properties', () => {
    const resolved = resolveFormat(null) as unknown as Record<string, Record<string, unknown>>;
    for (const [name, section] of Object.entries(FORMAT_SECTIONS)) {
      expect(Object.keys(resolved[name]!)).toEqual(Object.keys(section));
      const given = Object.fromEntries(Object.keys(section).map((key) => [key, null]));
      expect(validateFormat({ [name]: given })).toEqual([]);
      expect(validateFormat({ [name]: { unknown_option: 1 } }).map((v) => v.property_path)).toEqual([
        `format.${name}.unknown_option`,
      ]);
    }
  });
});
