/**
 * The TypeBox schema of a template's `format` object, as routes accept and return it and OpenAPI
 * documents it, read from spec.ts. Every property is optional or nullable: an absent value takes
 * the default that `resolveFormat` (defaults.ts) applies, written in each description.
 */
import { type Static, type TObject, Type } from 'typebox';
import type { FormatSection } from './format-option.ts';
import { type Nullable, nullable } from './nullable.ts';
import { FORMAT_NAME_OPTION, FORMAT_SECTIONS, type SectionName } from './spec.ts';

/** A section's schema: each of its options, absent, null or its value. */
type SectionSchema<Section extends FormatSection> = TObject<{
  [Key in keyof Section]: Nullable<Section[Key]['schema']>;
}>;

function sectionSchema<Section extends FormatSection>(section: Section): SectionSchema<Section> {
  const properties = Object.entries(section).map(([key, option]) => [key, nullable(option.schema)]);
  return Type.Object(Object.fromEntries(properties)) as SectionSchema<Section>;
}

type Sections = typeof FORMAT_SECTIONS;

function sectionSchemas(): { [Name in SectionName]: Nullable<SectionSchema<Sections[Name]>> } {
  const entries = Object.entries(FORMAT_SECTIONS).map(([name, section]) => [
    name,
    nullable(sectionSchema(section)),
  ]);
  return Object.fromEntries(entries) as { [Name in SectionName]: Nullable<SectionSchema<Sections[Name]>> };
}

export const FormatSchema = Type.Object({
  format: nullable(FORMAT_NAME_OPTION.schema),
  ...sectionSchemas(),
});

/** The `format` object as received: every property may be absent or null. */
export type FormatInput = Static<typeof FormatSchema>;
