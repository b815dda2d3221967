/**
 * Read shapes round-trip (DESIGN §6): a write body accepts every property of its resource's read
 * shape, so a client may send back what it read. The properties it does not write (ids,
 * timestamps, computed fields) are added as optional `readOnly` properties, which OpenAPI shows as
 * such, and `stripReadOnly` removes them before the service sees the body. A property that no read
 * shape has is still refused by `additionalProperties: false` (400).
 */
import { type TObject, type TSchema, Type } from 'typebox';

type Node = Record<string, unknown>;

/**
 * `write` plus each property of `read` that `write` lacks, marked `readOnly` and optional. The
 * static type stays `write`'s: handlers never see the read-only fields, which are stripped.
 */
export function acceptingReadShape<W extends TObject>(write: W, read: TObject): W {
  const readOnly: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(read.properties)) {
    if (name in write.properties) continue;
    readOnly[name] = Type.Optional(Type.Unsafe<unknown>({ ...schema, readOnly: true }));
  }
  const { properties: _p, required: _r, type: _t, ...options } = write as unknown as Node;
  return Type.Object(
    { ...write.properties, ...readOnly },
    { ...options, additionalProperties: false },
  ) as unknown as W;
}

function jsonKind(value: unknown): string {
  if (value === null) return 'null';
  return Array.isArray(value) ? 'array' : typeof value;
}

/** Whether `schema` marks any property, however deep, `readOnly`; cached per schema object. */
const marked = new WeakMap<object, boolean>();
export function hasReadOnly(schema: unknown): boolean {
  if (schema === null || typeof schema !== 'object') return false;
  const known = marked.get(schema);
  if (known !== undefined) return known;
  marked.set(schema, false); // a recursive schema is judged by its other branches
  const node = schema as Node;
  const children = [
    ...Object.values((node.properties as Node | undefined) ?? {}),
    node.items,
    ...((node.anyOf as unknown[] | undefined) ?? []),
  ];
  const found = node.readOnly === true || children.some(hasReadOnly);
  marked.set(schema, found);
  return found;
}

/**
 * Deletes from `value`, in place, every property its schema marks `readOnly`, at any depth
 * (objects, array items, the branches of a nullable union). Run after validation, so the value has
 * the schema's shape; iterative, so a deep body cannot overflow the stack.
 */
export function stripReadOnly(value: unknown, schema: unknown): void {
  const stack: [unknown, unknown][] = [[value, schema]];
  while (stack.length) {
    const [current, node] = stack.pop() as [unknown, Node];
    if (current === null || typeof current !== 'object' || !hasReadOnly(node)) continue;
    for (const branch of (node.anyOf as Node[] | undefined) ?? []) {
      const type = branch.type;
      if (type === jsonKind(current) || (type === undefined && branch.anyOf)) stack.push([current, branch]);
    }
    if (Array.isArray(current)) {
      if (node.items) for (const item of current) stack.push([item, node.items]);
      continue;
    }
    const properties = (node.properties as Record<string, Node> | undefined) ?? {};
    for (const [name, property] of Object.entries(properties)) {
      if (!(name in current)) continue;
      if (property.readOnly === true) delete (current as Node)[name];
      else stack.push([(current as Node)[name], property]);
    }
  }
}
