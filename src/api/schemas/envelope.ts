/** The response envelope of every JSON response, as TypeBox schemas for routes and OpenAPI. */
import { type TSchema, Type } from 'typebox';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);

export const ProductSchema = Type.Object(
  {
    requirement: Type.Union([Type.Enum(['permission', 'limitation']), Type.Null()], {
      description: '`permission` or `limitation`',
    }),
    permission: Type.Union([Type.Object({ name: Type.String(), description: NullableString }), Type.Null()]),
    limitation_type: NullableString,
    limitation_needed_value: NullableInteger,
    limitation_current_value: NullableInteger,
    limitation_object: Type.Union([
      Type.Object({ name: Type.String(), description: NullableString }),
      Type.Null(),
    ]),
    is_cta: Type.Union([Type.Boolean(), Type.Null()]),
  },
  { $id: 'Product', description: 'What the caller must obtain to use a feature' },
);

/** A success envelope around `payload`. */
export function Envelope<T extends TSchema>(payload: T) {
  return Type.Object({
    success: Type.Boolean(),
    payload,
    product: Type.Union([Type.Ref('Product'), Type.Null()]),
    debug: Type.Array(Type.Unknown()),
  });
}

export const ViolationSchema = Type.Object(
  {
    property_path: Type.String(),
    invalid_value: Type.Unknown(),
    message: Type.String(),
  },
  { $id: 'Violation' },
);

export const ErrorPayloadSchema = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Translation key, e.g. `exception.violation`' }),
      message: Type.String({ description: 'Translated message' }),
    }),
    violations: Type.Optional(Type.Array(Type.Ref('Violation'))),
  },
  { $id: 'ErrorPayload' },
);

export const ErrorEnvelopeSchema = Type.Object(
  {
    success: Type.Boolean(),
    payload: Type.Ref('ErrorPayload'),
    product: Type.Union([Type.Ref('Product'), Type.Null()]),
    debug: Type.Array(Type.Unknown()),
  },
  { $id: 'ErrorEnvelope' },
);

/** An error response: the envelope, always JSON, whatever media type the route's success has. */
export function ErrorResponse(description: string) {
  return { description, content: { 'application/json': { schema: Type.Ref('ErrorEnvelope') } } };
}

/** A file response in any of `mediaTypes`; the client reads the Content-Type header to know which. */
export function FileResponse(mediaTypes: readonly string[], description: string) {
  const schema = { type: 'string', format: 'binary' };
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/** Schemas registered once with `app.addSchema` so routes can `$ref` them. */
export const SHARED_SCHEMAS = [ProductSchema, ViolationSchema, ErrorPayloadSchema, ErrorEnvelopeSchema];

/** Pagination payload around a list of entries. */
export function PageSchema<T extends TSchema>(entry: T) {
  return Type.Object({
    total_pages: Type.Integer(),
    current_page: Type.Integer(),
    total_items: Type.Integer(),
    items_per_page: Type.Integer(),
    entries: Type.Array(entry),
  });
}

export const PageQuery = {
  page: Type.Optional(Type.Integer({ description: 'Page number, from 1', default: 1 })),
  per_page: Type.Optional(Type.Integer({ description: 'Items per page, 1–100', default: 20 })),
};

/** A non-blank string (the specification's "not blank"). */
export function NotBlank(options: { description?: string; maxLength?: number } = {}) {
  return Type.String({ pattern: '\\S', ...options });
}

export const Uuid = Type.String({
  pattern: '^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$',
  description: 'UUID',
});
