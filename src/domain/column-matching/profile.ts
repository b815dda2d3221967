import { type CanonicalName, canonicalize } from './concepts.ts';
import { type FoldedHeader, foldHeader } from './fold-header.ts';
import type { ValueKind } from './sniff.ts';
import type { SourceColumn, TargetColumn } from './types.ts';

/**
 * Everything the stages need about a column, computed once per matchColumns call: with 50 targets
 * and 60 sources, the pair loop runs 3,000 times and must not normalize again.
 */

/** A name in all its forms. */
export interface NameProfile {
  /** As written, trimmed. */
  text: string;
  normalized: FoldedHeader;
  canonical: CanonicalName;
}

export interface SourceProfile {
  index: number;
  column: SourceColumn;
  name: NameProfile;
  /** The header says nothing ("", "Column 3", "B"): only its values can match it. */
  generic: boolean;
}

export interface TargetProfile {
  index: number;
  column: TargetColumn;
  /** The technical name, then the pretty name when it differs. */
  names: NameProfile[];
  /** What its values should look like, from its type or, for TEXT, from its name's concepts. */
  kind: ValueKind | null;
  /** Allowed values of a CHOICE or LIST_OF_VALUES column with choices. */
  choices: string[] | null;
}

const KIND_OF_TYPE: Readonly<Record<string, ValueKind>> = {
  EMAIL: 'email',
  URL: 'url',
  IMAGE: 'url',
  DATE: 'date',
  NUMBER: 'number',
  BOOLEAN: 'boolean',
};

/** Matched against the normalized tokens; a lone letter is a spreadsheet column name ("B"). */
const GENERIC_HEADER =
  /^(|[a-z]|\d+|(col|column|colonne|field|champ|unnamed|untitled|sans titre|header|var)( \d+)*)$/;

export function profileName(text: string): NameProfile {
  const normalized = foldHeader(text);
  return { text: text.trim(), normalized, canonical: canonicalize(normalized.tokens) };
}

export function profileSource(column: SourceColumn, index: number): SourceProfile {
  const name = profileName(column.header);
  return { index, column, name, generic: GENERIC_HEADER.test(name.normalized.tokens.join(' ')) };
}

function kindOfNames(names: readonly NameProfile[]): ValueKind | null {
  for (const name of names) {
    // The most specific concept is the last one in English word order ("order date" → date).
    const kinds = name.canonical.bridges
      .map((bridge) => bridge.concept.kind)
      .filter((kind) => kind !== undefined);
    if (kinds.length > 0) return kinds[kinds.length - 1]!;
  }
  return null;
}

export function profileTarget(column: TargetColumn, index: number): TargetProfile {
  const names = [profileName(column.technical_name)];
  if (column.pretty_name.trim() !== column.technical_name.trim()) names.push(profileName(column.pretty_name));
  const hasChoices =
    (column.type === 'CHOICE' || column.type === 'LIST_OF_VALUES') && (column.choices?.length ?? 0) > 0;
  return {
    index,
    column,
    names,
    kind: KIND_OF_TYPE[column.type] ?? (hasChoices ? null : kindOfNames(names)),
    choices: hasChoices ? column.choices! : null,
  };
}
