/** The shapes column matching reads and returns. No logic lives here. */

/** A column of the sender's file, as the reader found it. */
export interface SourceColumn {
  /** Header text as written in the file; '' when the file had none for this column. */
  header: string;
  /** A few non-blank values from the first rows, used to sniff what the column holds. */
  samples: string[];
}

/** The column types of the specification. */
export type TargetType =
  | 'BOOLEAN'
  | 'TEXT'
  | 'NUMBER'
  | 'DATE'
  | 'CHOICE'
  | 'VALUE'
  | 'COLUMN'
  | 'URL'
  | 'EMAIL'
  | 'IMAGE'
  | 'JSON'
  | 'DATE_FORMAT'
  | 'LIST_OF_VALUES';

/** A column of the receiver's template. */
export interface TargetColumn {
  /** UUID of the template column. */
  column_id: string;
  /** Name as rendered in the target file. */
  technical_name: string;
  /** Name shown in the interfaces. */
  pretty_name: string;
  /** Free text; not used for matching (too noisy), kept for callers that pass whole columns. */
  description?: string | null;
  /** One of the specification's column types; unknown strings count as TEXT. */
  type: TargetType | string;
  /** Allowed values of a CHOICE or LIST_OF_VALUES column. */
  choices?: string[];
  /** Whether an AI matcher may be asked for this column when the local stages are not sure. */
  matchable_with_ai?: boolean | null;
  /** A column kept from senders: never described to an AI matcher, whatever its other flags. */
  hidden?: boolean | null;
}

/** A mapping a sender confirmed earlier in the same organisation and template. */
export interface LearnedMapping {
  /** Header of the source column the sender mapped. */
  source_header: string;
  /** Target column it was mapped to. */
  technical_name: string;
  /** How many confirmed mappings agreed on this pair. */
  times: number;
}

/** Which stage produced a match; null when the target stays unmatched. */
export type MatchMethod = 'exact' | 'normalized' | 'synonym' | 'fuzzy' | 'values' | 'learned' | 'ai';

/** The result for one target column. */
export interface ColumnMatch {
  /** UUID of the target column. */
  column_id: string;
  /** Technical name of the target column. */
  technical_name: string;
  /** Header of the matched source column, or null when unmatched. */
  source: string | null;
  /** Confidence between 0 and 1; for an unmatched target, the best score that was not enough. */
  score: number;
  /** Stage that made the match, or null when unmatched. */
  method: MatchMethod | null;
  /** One sentence a sender can read, in `MatchOptions.language` (English by default). */
  explanation: string;
}

/** One suggestion of an AI matcher. */
export interface AiSuggestion {
  /** Target column the suggestion is for. */
  technical_name: string;
  /** Header of the suggested source column, or null for "none fits". */
  source: string | null;
  /** The matcher's own confidence, 0..1. */
  confidence: number;
}

/** An external matcher (e.g. an OpenAI-compatible endpoint); implemented outside the domain. */
export interface AiColumnMatcher {
  /** The model that answers, named in every explanation of its matches ("llama3.1:8b"). */
  readonly model: string;
  /**
   * One question for the whole file: the sources still open, the targets asked about. Rejects
   * with a sentence a sender can read (no address, no key) when no usable answer came.
   */
  suggest(sources: SourceColumn[], targets: TargetColumn[]): Promise<AiSuggestion[]>;
}

/** Options of matchColumns. */
export interface MatchOptions {
  /** Mappings confirmed earlier; they win over every local stage. */
  learned?: LearnedMapping[];
  /**
   * Asked only about matchable_with_ai targets that are not hidden and that the local stages left
   * unmatched or matched below SURE_MATCH; never about a learned mapping.
   */
  ai?: AiColumnMatcher;
  /** The language explanations are said in (docs/languages.md); English when absent. */
  language?: string;
}
