/**
 * Request and response shapes of sources: the specification's newer read shape, with the email
 * and api_fetcher blocks DESIGN §7 decides. Write bodies take the same field names; enumerations
 * are checked by the service (409, the specification's "enum value" rule), JSON types here (400).
 */

import { type TSchema, Type } from 'typebox';
import { CONTENT_TYPES, HTTP_METHODS } from '../../services/sources/source-types.ts';
import { Uuid } from './envelope.ts';
import { nullableObject } from './nullable-object.ts';
import { acceptingReadShape } from './read-only.ts';
import {
  ApiFetcherBlockSchema,
  CustomBlockSchema,
  EmailBlock,
  FtpBlockSchema,
  NameValueSchema,
  NameValueWrite,
  NullableString,
  NullOr,
  Pagination,
  SftpBlockSchema,
  UrlBlockSchema,
} from './source-blocks.ts';

export const SourceSchema = Type.Object({
  source_id: Type.String({ format: 'uuid' }),
  customer_id: NullOr(
    Type.String({ format: 'uuid' }),
    "The sender that owns the source; null: the receiver's own",
  ),
  user_metadata: Type.Array(NameValueSchema),
  name: NullableString,
  data_extractor: Type.Enum(['upload', 'url', 'ftp', 'sftp', 'custom', 'email', 'api_fetcher']),
  url: NullOr(UrlBlockSchema, 'Null unless data_extractor is url, or when the plan lacks X_IMPORT_URL'),
  ftp: NullOr(FtpBlockSchema, 'Null unless data_extractor is ftp, or when the plan lacks X_IMPORT_FTP'),
  sftp: NullOr(SftpBlockSchema, 'Null unless data_extractor is sftp, or when the plan lacks X_IMPORT_SFTP'),
  custom: NullOr(
    CustomBlockSchema,
    'Null unless data_extractor is custom, or when the plan lacks X_IMPORT_CUSTOM',
  ),
  email: NullOr(EmailBlock, 'Null unless data_extractor is email, or when the plan lacks X_IMPORT_EMAIL'),
  api_fetcher: NullOr(
    ApiFetcherBlockSchema,
    'Null unless data_extractor is api_fetcher, or when the plan lacks X_API_FETCHER',
  ),
});

/** Every field optional and nullable: the service names a missing one with its path (409). */
function writable(read: ReturnType<typeof Type.Object>, overrides: Record<string, TSchema> = {}) {
  const properties: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(read.properties as Record<string, TSchema>)) {
    const base = overrides[name] ?? schema;
    const type = (base as { type?: unknown }).type;
    const nullable = Array.isArray(type)
      ? base
      : type === 'object'
        ? nullableObject(base)
        : Type.Union([base, Type.Null()]);
    properties[name] = Type.Optional(nullable);
  }
  return nullableObject(Type.Object(properties, { additionalProperties: false }));
}

const enumAsText = {
  method: Type.String({ description: `${HTTP_METHODS.join(', ')}; default GET` }),
  content_type: Type.String({ description: CONTENT_TYPES.join(', ') }),
};
const PaginationWrite = writable(Pagination, {
  type: Type.String({ description: 'none, page, cursor or link' }),
});

export const SourceWriteBody = Type.Object(
  {
    customer_id: Type.Optional(
      NullOr(Type.String(), "A receiver may give the source to one of its customers; a sender's is its own"),
    ),
    user_metadata: Type.Optional(NullOr(Type.Array(NameValueWrite))),
    name: Type.Optional(NullableString),
    data_extractor: Type.Optional(
      NullOr(Type.String(), 'upload, url, ftp, sftp, custom, email or api_fetcher'),
    ),
    url: Type.Optional(writable(UrlBlockSchema, enumAsText)),
    ftp: Type.Optional(writable(FtpBlockSchema)),
    sftp: Type.Optional(writable(SftpBlockSchema)),
    custom: Type.Optional(writable(CustomBlockSchema, { metadata: Type.Array(NameValueWrite) })),
    email: Type.Optional(
      nullableObject(
        Type.Object(
          {
            address: Type.Optional(
              Type.Unsafe<unknown>({ ...EmailBlock.properties.address, readOnly: true }),
            ),
            allowed_senders: Type.Optional(NullOr(Type.Array(Type.String()))),
            subject_pattern: Type.Optional(NullableString),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    api_fetcher: Type.Optional(
      writable(ApiFetcherBlockSchema, { ...enumAsText, pagination: PaginationWrite }),
    ),
  },
  { additionalProperties: false },
);

/** A source as read is accepted back: its id is ignored. */
export const SourceUpdateBody = acceptingReadShape(SourceWriteBody, SourceSchema);

export const SourceParams = Type.Object({ sourceId: Uuid });
