/**
 * A copy of a target file without some of its columns: what a sender may download when the
 * template hides columns from it (the receiver keeps the whole file). The target is read back by
 * the readers, with the options it was written with (../read/target-records.ts), and written again
 * by the template's own writer with the other columns, so the copy has the target's format, header
 * lines, encoding and layout. A json_nodes tree is read back by the dotted names of its objects.
 * Memory holds one chunk of rows; the copy is written to a file, in an engine thread.
 */
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { referencedColumn } from '../../domain/format/column-reference.ts';
import { type ResolvedFormat, resolveFormat } from '../../domain/format/defaults.ts';
import type { JsonNodeInput } from '../../domain/format/json-node-schema.ts';
import { buildJsonTree, type JsonTreeNode } from '../../domain/format/json-node-tree.ts';
import { openSource } from '../read/open-source.ts';
import { readingOptions, TargetNotReadable } from '../read/target-records.ts';
import type { EngineTemplate } from '../template.ts';
import { createTargetWriter } from './create-target-writer.ts';
import type { WrittenColumn } from './target-writer.ts';

export interface CutColumnsInput {
  targetPath: string;
  outPath: string;
  /** The template the target was written with. */
  template: EngineTemplate;
  /** Technical names of the columns left out. */
  hidden: string[];
}

/** The template's columns as its writer takes them (see ../judge/prepared-template.ts). */
function targetColumns(template: EngineTemplate): WrittenColumn[] {
  return template.columns
    .map((column, i) => ({ column, i }))
    .sort((a, b) => (a.column.position ?? a.i) - (b.column.position ?? b.i) || a.i - b.i)
    .map(({ column: c }) => ({
      technical_name: c.technical_name,
      kind: c.type.type === 'NUMBER' ? 'number' : c.type.type === 'DATE' ? 'date' : 'text',
    }));
}

export async function cutColumns(input: CutColumnsInput): Promise<{ rows: number }> {
  const format = resolveFormat(input.template.format);
  const left = new Set(input.hidden);
  const kept = targetColumns(input.template).filter((c) => !left.has(c.technical_name));
  const nodes = format.format === 'json' ? format.json.json_nodes : null;
  const keys = nodes && nodes.length > 0 ? treeKeys(buildJsonTree(nodes)) : null;
  const options = format.format === 'json' ? { format: 'json' as const } : readingOptions(format);
  const table = await openSource(input.targetPath, options);
  const at = new Map(table.headers.map((header, i) => [header, i]));
  const fields = kept.map((c) => at.get(keys?.get(c.technical_name) ?? c.technical_name) ?? -1);
  const cut: ResolvedFormat =
    keys === null ? format : { ...format, json: { ...format.json, json_nodes: without(nodes!, left) } };
  const out = createWriteStream(input.outPath);
  const writer = await createTargetWriter(cut, kept, out, {
    exportEmptyColumns: input.template.export_empty_columns ?? true,
    tempDir: path.dirname(input.outPath),
  });
  for await (const batch of table.rowBatches()) {
    for (const row of batch) {
      const wait = writer.writeRow(fields.map((i) => (i < 0 ? '' : (row.cells[i] ?? ''))));
      if (wait) await wait;
    }
  }
  return { rows: (await writer.end()).rows };
}

/**
 * The dotted name each column of a tree is read back under (`customer.email`). A column inside an
 * array is read back as the array's JSON text and cannot be told apart: the copy is refused.
 */
function treeKeys(roots: JsonTreeNode[]): Map<string, string> {
  const keys = new Map<string, string>();
  const visit = (nodes: JsonTreeNode[], prefix: string, inArray: boolean) => {
    for (const node of nodes) {
      const name = referencedColumn(node.value);
      if (node.type === 'column' && name !== null) {
        if (inArray)
          throw new TargetNotReadable('A column inside a JSON array cannot be left out of the file.');
        keys.set(name, prefix + (node.key ?? name));
      } else if (node.type === 'object' || node.type === 'array') {
        const nested = node.key === null ? prefix : `${prefix}${node.key}.`;
        visit(node.children, nested, inArray || node.type === 'array');
      }
    }
  };
  visit(roots, '', false);
  return keys;
}

/** The json_nodes without the column nodes of `left`. */
function without(nodes: JsonNodeInput[], left: ReadonlySet<string>): JsonNodeInput[] {
  return nodes
    .filter((node) => node.type !== 'column' || !left.has(referencedColumn(node.value) ?? ''))
    .map((node) =>
      Array.isArray(node.children)
        ? { ...node, children: without(node.children as JsonNodeInput[], left) }
        : node,
    );
}
