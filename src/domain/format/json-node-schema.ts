/** The schema of one json_nodes entry, nested through `children` (a node may also name its parent). */
import { type Static, Type } from 'typebox';
import { nullable } from './nullable.ts';
import { JSON_NODE_TYPES } from './options.ts';

export const JsonNodeSchema = Type.Cyclic(
  {
    JsonNode: Type.Object({
      id: Type.String({ description: 'Identifier, unique in the tree.' }),
      parent_id: nullable(Type.String({ description: 'Identifier of the parent node; null for a root.' })),
      position: nullable(Type.Integer({ description: 'Order among siblings, smallest first. Default 0.' })),
      omit_if_empty: nullable(
        Type.Boolean({
          description: 'Leave the node out when its value is empty (``, {} or []). Default false.',
        }),
      ),
      key: nullable(
        Type.String({
          description: 'Key in the parent object. A column node without a key uses its technical name.',
        }),
      ),
      type: Type.Enum(JSON_NODE_TYPES, {
        description:
          '`object` and `array` hold children; `column` writes the column its value references (`#(x)` or `x`); `value` writes its value as is.',
      }),
      value: Type.Optional(Type.Unknown({ description: 'Column reference or literal, by type.' })),
      children: nullable(Type.Array(Type.Ref('JsonNode'), { description: 'Child nodes, nested.' })),
    }),
  },
  'JsonNode',
);

/** A json_nodes entry as received; `children` nests, `parent_id` links flat lists. */
export type JsonNodeInput = Static<typeof JsonNodeSchema>;
