/**
 * The 13 column types and the settings of each (docs/column-types.md): the configuration object
 * a type reads, field by field, with the input that edits it and the default the server applies.
 */

export const COLUMN_TYPES = [
  'TEXT',
  'NUMBER',
  'DATE',
  'DATE_FORMAT',
  'BOOLEAN',
  'CHOICE',
  'LIST_OF_VALUES',
  'EMAIL',
  'URL',
  'IMAGE',
  'JSON',
  'VALUE',
  'COLUMN',
] as const;
export type ColumnTypeName = (typeof COLUMN_TYPES)[number];

/** `NUMBER` → `number_data_type`, `DATE_FORMAT` → `date_format_data_type`. */
export const configKey = (type: ColumnTypeName) => `${type.toLowerCase()}_data_type`;

/** One setting of a type: the key in its configuration object and how it is edited. */
export type Setting =
  | { key: string; kind: 'boolean'; default: boolean }
  | { key: string; kind: 'integer'; min: number; max: number }
  | { key: string; kind: 'text'; maxLength: number; placeholder?: string }
  | { key: string; kind: 'enum'; options: readonly string[]; default: string }
  /** A list of words, one per line. */
  | { key: string; kind: 'lines' }
  /** CHOICE `choices`: value, label, synonyms. */
  | { key: string; kind: 'choices' }
  /** LIST_OF_VALUES `values`: value and synonyms, one entry per line. */
  | { key: string; kind: 'values' };

const URL_SETTINGS: Setting[] = [
  { key: 'schemes', kind: 'lines' },
  { key: 'require_tld', kind: 'boolean', default: true },
  { key: 'add_missing_scheme', kind: 'boolean', default: true },
];

export const TYPE_SETTINGS: Record<ColumnTypeName, Setting[]> = {
  TEXT: [
    { key: 'trim', kind: 'boolean', default: true },
    { key: 'collapse_whitespace', kind: 'boolean', default: false },
    { key: 'case', kind: 'enum', options: ['none', 'upper', 'lower', 'capitalize'], default: 'none' },
    { key: 'max_length', kind: 'integer', min: 1, max: 1_000_000 },
    { key: 'truncate', kind: 'boolean', default: false },
  ],
  NUMBER: [
    { key: 'decimals', kind: 'integer', min: 0, max: 20 },
    { key: 'separator_decimals', kind: 'text', maxLength: 3, placeholder: '.' },
    { key: 'separator_thousands', kind: 'text', maxLength: 3 },
    { key: 'trailing_zeros', kind: 'boolean', default: false },
    { key: 'input_separator_decimals', kind: 'enum', options: ['', '.', ','], default: '' },
    { key: 'percent', kind: 'enum', options: ['fraction', 'number', 'reject'], default: 'fraction' },
  ],
  DATE: [
    { key: 'input_formats', kind: 'lines' },
    { key: 'day_first', kind: 'boolean', default: true },
    { key: 'excel_serial', kind: 'boolean', default: true },
    { key: 'with_time', kind: 'boolean', default: false },
    { key: 'output_format', kind: 'text', maxLength: 100, placeholder: 'YYYY-MM-DD' },
  ],
  DATE_FORMAT: [
    { key: 'format', kind: 'text', maxLength: 100, placeholder: 'YYYY-MM-DD' },
    { key: 'output_format', kind: 'text', maxLength: 100 },
  ],
  BOOLEAN: [
    { key: 'true_value', kind: 'text', maxLength: 255, placeholder: 'true' },
    { key: 'false_value', kind: 'text', maxLength: 255, placeholder: 'false' },
    { key: 'true_inputs', kind: 'lines' },
    { key: 'false_inputs', kind: 'lines' },
    { key: 'empty_is_false', kind: 'boolean', default: false },
  ],
  CHOICE: [
    { key: 'choices', kind: 'choices' },
    { key: 'multiple', kind: 'boolean', default: false },
    { key: 'separator', kind: 'text', maxLength: 5, placeholder: ',' },
    { key: 'output', kind: 'enum', options: ['value', 'label'], default: 'value' },
  ],
  LIST_OF_VALUES: [{ key: 'values', kind: 'values' }],
  EMAIL: [
    { key: 'lowercase_local_part', kind: 'boolean', default: false },
    { key: 'require_tld', kind: 'boolean', default: true },
  ],
  URL: URL_SETTINGS,
  IMAGE: [...URL_SETTINGS, { key: 'extensions', kind: 'lines' }],
  JSON: [
    { key: 'minify', kind: 'boolean', default: false },
    { key: 'root', kind: 'enum', options: ['any', 'object', 'array'], default: 'any' },
  ],
  VALUE: [{ key: 'value', kind: 'text', maxLength: 10_000 }],
  COLUMN: [
    { key: 'expression', kind: 'text', maxLength: 10_000, placeholder: '%(first_name) %(last_name)' },
    { key: 'trim', kind: 'boolean', default: true },
  ],
};

/** A word list as typed (lines or comma-separated parts): trimmed, without the empty ones. */
const words = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((word) => String(word).trim()).filter((word) => word !== '') : [];

/** Choices and values as edited: trimmed, rows without a value dropped, no empty synonym list. */
function entries(list: unknown[]): Record<string, unknown>[] {
  return list
    .map((entry) => {
      const { value, label, synonyms } = entry as {
        value?: string;
        label?: string | null;
        synonyms?: unknown;
      };
      const kept: Record<string, unknown> = { value: (value ?? '').trim() };
      if (typeof label === 'string' && label.trim()) kept.label = label.trim();
      const synonymList = words(synonyms);
      if (synonymList.length) kept.synonyms = synonymList;
      return kept;
    })
    .filter((entry) => entry.value !== '');
}

/**
 * The configuration object to send, from what the form holds: lists cleaned, unset fields left
 * out; null when nothing is set (every default).
 */
export function configToSend(
  type: ColumnTypeName,
  config: Record<string, unknown>,
): Record<string, unknown> | null {
  const kept: Record<string, unknown> = {};
  for (const setting of TYPE_SETTINGS[type]) {
    let value = config[setting.key];
    if (setting.kind === 'lines') value = words(value);
    if (setting.kind === 'choices' || setting.kind === 'values')
      value = entries(Array.isArray(value) ? value : []);
    if (value === null || value === undefined || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    kept[setting.key] = value;
  }
  return Object.keys(kept).length ? kept : null;
}
