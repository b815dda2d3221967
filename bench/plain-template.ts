/**
 * The benchmark's template with nothing to convert or check: each column the mapping gives a
 * source becomes plain optional TEXT, without constraints, uniqueness or conditions. Timing it
 * beside (c) shows the engine's own floor on the file (reading, normalizing, writing the target
 * and the reports) and, by difference, what (c)'s conversions and rules cost.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineTemplate, Mapping } from '../src/engine/template.ts';

const read = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, name), 'utf8')) as T;

export function plainTemplate(): { template: EngineTemplate; mapping: Mapping } {
  const template = read<EngineTemplate>('template.json');
  const mapping = read<Mapping>('mapping.json');
  const sourced = new Set(mapping.columns.filter((m) => m.source !== null).map((m) => m.column_id));
  return {
    template: {
      ...template,
      template_handle: `${template.template_handle}-plain`,
      columns: template.columns
        .filter((column) => sourced.has(column.column_id))
        .map((column) => ({
          ...column,
          type: { type: 'TEXT' },
          importance: 'optional',
          uniqueness: false,
          conditions: null,
        })),
      constraints: [],
    },
    mapping: { columns: mapping.columns.filter((m) => sourced.has(m.column_id)) },
  };
}
