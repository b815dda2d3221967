import { type Static, Type } from 'typebox';
import type { FormatInput } from '../domain/format/schema.ts';
import type { NameValue } from '../domain/name-value.ts';

/**
 * A template as the engine needs it: the API's template with its columns and constraints, the
 * same JSON `ferry transform --template` reads. Nothing here knows where it was stored.
 */

export type { NameValue };

export interface EngineColumn {
  column_id: string;
  technical_name: string;
  pretty_name: string;
  /** Order in the target file; columns are sorted by it. */
  position?: number | null;
  description?: string | null;
  /** The `type` object: `{type: 'NUMBER', number_data_type: {...}}`. */
  type: { type: string } & Record<string, unknown>;
  importance?: 'required' | 'conditional' | 'optional' | null;
  uniqueness?: boolean | null;
  matchable_with_ai?: boolean | null;
  hidden?: boolean | null;
  conditions?: string | null;
}

export interface EngineConstraint {
  constraint_id?: string;
  column_id: string;
  /** Stable name or UUID of the validation function. */
  function: string;
  label?: string | null;
  arguments?: NameValue[];
}

export interface EngineTemplate {
  template_handle?: string | null;
  name?: string | null;
  item?: string | null;
  accept_errors?: boolean | null;
  file_name?: string | null;
  extension?: string | null;
  export_empty_columns?: boolean | null;
  /** The `format` object as saved (validated then); null means CSV with its defaults. */
  format?: FormatInput | null;
  columns: EngineColumn[];
  constraints?: EngineConstraint[];
  /**
   * The language the run's messages are written in: violations, the error report's header
   * (docs/languages.md). Not the receiver's template but the reader's; English when absent.
   */
  language?: string | null;
}

/**
 * Which source column feeds one target column, as a person sets it (DESIGN §6 "Mapping"): the one
 * declaration of the pair, which the API's mapping schemas and the services' types derive from.
 */
export const MappingPairShape = Type.Object(
  {
    column_id: Type.String({ format: 'uuid' }),
    /** The source column's header, or null when unmapped. */
    source: Type.Union([Type.String(), Type.Null()], { description: 'Source header, or null when unmapped' }),
    /** Source values replaced before conversion (e.g. `{"M": "male"}`). */
    value_map: Type.Optional(Type.Union([Type.Record(Type.String(), Type.String()), Type.Null()])),
  },
  { additionalProperties: false },
);

export type MappingPair = Static<typeof MappingPairShape>;

/** A pair of the mapping as stored and read: the target column's name, and the matcher's verdict. */
export const MappingColumnShape = Type.Object({
  ...MappingPairShape.properties,
  technical_name: Type.String(),
  /** How sure the matcher was (0..1); absent for mappings given by a person. */
  score: Type.Optional(
    Type.Union([Type.Number(), Type.Null()], {
      description: 'How sure the matcher was of this pair, 0 to 1',
    }),
  ),
  /** Why the matcher chose this source; absent for mappings given by a person. */
  explanation: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});

export type MappingColumn = Static<typeof MappingColumnShape>;

export interface Mapping {
  columns: MappingColumn[];
}
