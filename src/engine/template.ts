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

/** Which source column feeds each target column (DESIGN §6 "Mapping"). */
export interface MappingColumn {
  column_id: string;
  technical_name: string;
  /** The source column's header, or null when unmapped. */
  source: string | null;
  /** Source values replaced before conversion (e.g. `{"M": "male"}`). */
  value_map?: Record<string, string> | null;
  /** How sure the matcher was (0..1); absent for mappings given by a person. */
  score?: number | null;
  /** Why the matcher chose this source; absent for mappings given by a person. */
  explanation?: string | null;
}

export interface Mapping {
  columns: MappingColumn[];
}
