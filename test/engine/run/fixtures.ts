/** A small order template with row-level rules and computed columns, and a helper running the engine on inline CSV. */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runTransformation } from '../../../src/engine/run/run-transformation.ts';
import type { TransformOptions } from '../../../src/engine/run-types.ts';
import type { EngineTemplate, Mapping } from '../../../src/engine/template.ts';
import { fileFolder } from '../../support/file-folder.ts';

const folder = fileFolder('ferry-transform-');
let count = 0;

export const NOW = new Date('2026-03-04T05:06:07Z');

/** Writes `csv` to a fresh file and returns its path. */
export async function sourceFile(csv: string): Promise<string> {
  const file = path.join(folder(), `source-${++count}.csv`);
  await writeFile(file, csv);
  return file;
}

/** Runs the engine on `source` into a fresh folder; `options` add to the fixed clock. */
export async function runOn(
  source: string,
  template: EngineTemplate,
  options: Omit<TransformOptions, 'outDir'> = {},
) {
  const result = await runTransformation(source, template, {
    outDir: path.join(folder(), `out-${++count}`),
    now: NOW,
    ...options,
  });
  const read = (file: string | null) => (file ? readFile(file) : Promise.resolve(null));
  return {
    result,
    target: await read(result.files.target),
    report: await read(result.files.error_report),
    invalid: await read(result.files.invalid_rows),
    normalized: await read(result.files.normalized_source),
  };
}

/** Row-level rules only: types, required, conditional, cell constraints; a VALUE and a COLUMN column. */
export const orders: EngineTemplate = {
  columns: [
    {
      column_id: 'c-order',
      technical_name: 'order_id',
      pretty_name: 'Order',
      type: { type: 'TEXT' },
      importance: 'required',
    },
    {
      column_id: 'c-email',
      technical_name: 'email',
      pretty_name: 'E-mail',
      type: { type: 'EMAIL' },
      importance: 'required',
    },
    {
      column_id: 'c-qty',
      technical_name: 'qty',
      pretty_name: 'Quantity',
      type: { type: 'NUMBER', number_data_type: { decimals: 0 } },
    },
    {
      column_id: 'c-note',
      technical_name: 'note',
      pretty_name: 'Note',
      type: { type: 'TEXT' },
      importance: 'conditional',
      conditions: '#(qty)/GREATER/50',
    },
    {
      column_id: 'c-country',
      technical_name: 'country',
      pretty_name: 'Country',
      type: { type: 'VALUE', value_data_type: { value: 'FR' } },
    },
    {
      column_id: 'c-label',
      technical_name: 'label',
      pretty_name: 'Label',
      type: { type: 'COLUMN', column_data_type: { expression: '%(order) %(email)' } },
    },
  ],
  constraints: [
    {
      column_id: 'c-qty',
      function: 'is_between',
      arguments: [
        { name: 'low', value: '1' },
        { name: 'high', value: '100' },
      ],
    },
    { column_id: 'c-label', function: 'length_is_maximum', arguments: [{ name: 'max', value: '20' }] },
    { column_id: 'c-country', function: 'is_upper' },
  ],
};

export const ordersMapping: Mapping = {
  columns: [
    { column_id: 'c-order', technical_name: 'order_id', source: 'order' },
    { column_id: 'c-email', technical_name: 'email', source: 'email' },
    { column_id: 'c-qty', technical_name: 'qty', source: 'qty' },
    { column_id: 'c-note', technical_name: 'note', source: 'note' },
    { column_id: 'c-country', technical_name: 'country', source: null },
    { column_id: 'c-label', technical_name: 'label', source: null },
  ],
};

/** Rows 1–6 hold one problem each (row 5 none); a blank line sits before row 5, which keeps number 5. */
export const ORDERS_CSV = [
  'order,email,qty,note',
  'A1,ada@x.io,3,"Zoë, ""fine"" €"',
  'A2,bad-email,7,',
  'A3,cy@x.io,80,',
  'A4,dee@x.io,abc,"line one\nline two"',
  '',
  'A5,eve@x.io,5,ok',
  'A6,a-rather-long-name@x.io,200,',
  ...Array.from({ length: 19 }, (_, i) => `B${i + 7},u${i + 7}@x.io,${(i + 7) % 6 === 0 ? 'x' : i + 7},`),
  '',
].join('\n');

/** The orders template with dataset rules: `email` unique, `order_id` a lookup, a DUPLICATED condition. */
export const ordersWithDatasetRules: EngineTemplate = {
  ...orders,
  columns: orders.columns.map((c) =>
    c.technical_name === 'email'
      ? { ...c, uniqueness: true }
      : c.technical_name === 'note'
        ? { ...c, conditions: '#(qty)/GREATER/50/OR/#(email)/DUPLICATED' }
        : c,
  ),
};
