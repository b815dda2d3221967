/**
 * The format with every default applied: what writers read. Validation (validate-format.ts) runs
 * first; this only fills gaps, so a value that passed validation is kept as is. Each option's
 * default and its type come from spec.ts.
 */
import type { FormatOption, FormatSection } from './format-option.ts';
import type { FormatName } from './options.ts';
import { FORMAT_NAME_OPTION, FORMAT_SECTIONS, type SectionName } from './spec.ts';

/** A section with each option resolved to its value or default. */
type ResolvedSection<Section extends FormatSection> = {
  [Key in keyof Section]: Section[Key] extends FormatOption<infer Value> ? Value : never;
};

/** The format writers read: `format` names the writer, each section holds its options' values. */
export type ResolvedFormat = { format: FormatName } & {
  [Name in SectionName]: ResolvedSection<(typeof FORMAT_SECTIONS)[Name]>;
};

type Input = Record<string, unknown> | null | undefined;

/** Applies the documented defaults to a validated `format` object (null means all defaults: CSV). */
export function resolveFormat(input: unknown): ResolvedFormat {
  const format = (input ?? {}) as Record<string, Input>;
  const sections = Object.entries(FORMAT_SECTIONS).map(([name, section]) => {
    const given = format[name];
    const options = Object.entries(section).map(([key, option]) => [key, option.resolve(given?.[key])]);
    return [name, Object.fromEntries(options)];
  });
  return {
    format: FORMAT_NAME_OPTION.resolve(format.format),
    ...Object.fromEntries(sections),
  } as ResolvedFormat;
}
