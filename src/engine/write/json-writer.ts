/**
 * JSON: an array with one element per row, either a flat object keyed by technical name or the
 * json_nodes tree (json-tree-renderer.ts). Values are strings, except numeric-looking values of
 * `number` columns, written as JSON numbers verbatim (no float round trip).
 */
import { buildJsonTree } from '../../domain/format/json-node-tree.ts';
import { renderJsonTree } from './json-tree-renderer.ts';
import { JSON_NUMBER, type WriterFactory } from './target-writer.ts';
import { TextSink } from './text-sink.ts';

export const writeJson: WriterFactory = (format, columns, out, stats) => {
  const { export_empty_values: exportEmpty, json_nodes: nodes } = format.json;
  const numeric = columns.map((c) => c.kind === 'number');
  const jsonValue = (value: string, i: number) =>
    numeric[i] && JSON_NUMBER.test(value) ? value : JSON.stringify(value);

  let element: (values: string[]) => string;
  if (nodes && nodes.length > 0) {
    const tree = buildJsonTree(nodes);
    const indexOf = new Map(columns.map((c, i) => [c.technical_name, i]));
    element = (values) => renderJsonTree(tree, { values, indexOf, exportEmpty, jsonValue });
  } else {
    const keys = columns.map((c) => `${JSON.stringify(c.technical_name)}:`);
    element = (values) => {
      let text = '{';
      for (let i = 0; i < keys.length; i++) {
        const value = values[i] ?? '';
        if (value === '' && !exportEmpty) continue;
        text += (text.length > 1 ? ',' : '') + keys[i] + jsonValue(value, i);
      }
      return `${text}}`;
    };
  }

  const sink = new TextSink(out, 'utf8', stats);
  sink.write('[', 0);
  let row = 0;
  return {
    writeRow(values) {
      row += 1;
      return sink.write(`${row > 1 ? ',' : ''}\n${element(values)}`, row);
    },
    async end() {
      sink.write(row > 0 ? '\n]\n' : ']\n', row);
      await sink.end();
    },
  };
};
