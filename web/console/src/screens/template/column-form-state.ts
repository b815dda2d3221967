/**
 * A column's form as the inputs hold it, read from a column (or empty for a new one) and turned
 * into the body of POST /template/{handle}/column or PUT …/column/{id}.
 */
import type { RequestBody } from '../../../../shared/api-payload.ts';
import { type MetadataItem, metadataToSend } from '../../ui/metadata-editor.tsx';
import { COLUMN_TYPES, type ColumnTypeName, configKey, configToSend, TYPE_SETTINGS } from './column-types.ts';
import type { Column } from './model.ts';

export const IMPORTANCES = ['optional', 'required', 'conditional'] as const;
type Config = Record<string, unknown>;

export interface ColumnForm {
  pretty_name: string;
  technical_name: string;
  description: string;
  type: ColumnTypeName;
  /** The settings of each type, so that trying another type and coming back loses nothing. */
  configs: Partial<Record<ColumnTypeName, Config>>;
  importance: (typeof IMPORTANCES)[number];
  conditions: string;
  uniqueness: boolean;
  hidden: boolean;
  matchable_with_ai: boolean;
  user_metadata: MetadataItem[];
}

export function columnFormOf(column: Column | null): ColumnForm {
  if (!column)
    return {
      pretty_name: '',
      technical_name: '',
      description: '',
      type: 'TEXT',
      configs: {},
      importance: 'optional',
      conditions: '',
      uniqueness: false,
      hidden: false,
      matchable_with_ai: false,
      user_metadata: [],
    };
  const type = (COLUMN_TYPES as readonly string[]).includes(String(column.type.type))
    ? (column.type.type as ColumnTypeName)
    : 'TEXT';
  const config =
    ((column.type as Record<string, unknown>)[configKey(type)] as Config | null | undefined) ?? {};
  return {
    pretty_name: column.pretty_name,
    technical_name: column.technical_name,
    description: column.description ?? '',
    type,
    configs: { [type]: structuredClone(config) },
    importance: column.importance,
    conditions: column.conditions ?? '',
    uniqueness: column.uniqueness,
    hidden: column.hidden,
    matchable_with_ai: column.matchable_with_ai,
    user_metadata: column.user_metadata.map((item) => ({ ...item })),
  };
}

export function columnBody(form: ColumnForm): RequestBody<'postTemplateTemplateHandleColumn'> {
  return {
    pretty_name: form.pretty_name.trim(),
    technical_name: form.technical_name.trim(),
    description: form.description.trim() === '' ? null : form.description.trim(),
    type: { type: form.type, [configKey(form.type)]: configToSend(form.type, form.configs[form.type] ?? {}) },
    importance: form.importance,
    // Conditions only mean something to a conditional column.
    conditions: form.importance === 'conditional' && form.conditions.trim() ? form.conditions : null,
    uniqueness: form.uniqueness,
    hidden: form.hidden,
    matchable_with_ai: form.matchable_with_ai,
    user_metadata: metadataToSend(form.user_metadata),
  };
}

/** The paths a refusal may name that the form shows under a field, the most precise first. */
export function columnFields(type: ColumnTypeName): string[] {
  return [
    ...TYPE_SETTINGS[type].map((setting) => `type.${configKey(type)}.${setting.key}`),
    'type.type',
    'type',
    'pretty_name',
    'technical_name',
    'description',
    'importance',
    'conditions',
    'uniqueness',
    'hidden',
    'matchable_with_ai',
    'user_metadata',
  ];
}

/** `Unit price (€)` → `unit_price`: the technical name proposed from the label. */
export function technicalNameOf(label: string): string {
  return label
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 255);
}
