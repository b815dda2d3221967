/** The blocks of a source as reads show them: the specification's url, ftp, sftp and custom, DESIGN §7's email and api_fetcher. */
import { type TSchema, Type } from 'typebox';
import { CONTENT_TYPES, HTTP_METHODS, PAGINATION_TYPES } from '../../services/sources/source-types.ts';

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullOr = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
export const NameValueSchema = Type.Object({ name: Type.String(), value: NullableString });
export const NameValueWrite = Type.Object(
  { name: Type.String({ description: 'Non-blank, unique' }), value: Type.Optional(NullableString) },
  { additionalProperties: false },
);
const StringMap = (description: string) => Type.Record(Type.String(), Type.String(), { description });
const SECRET = 'Secret: reads as `********`; sending `********` back keeps the stored value';

const urlFields = {
  url: Type.String({ description: 'Target of the request: http or https, 2,000 characters at most' }),
  method: Type.Enum([...HTTP_METHODS]),
  headers: StringMap(
    `Sent with the request. Values of credential headers (Authorization, X-Api-Key, …): ${SECRET}`,
  ),
  cookies: StringMap(`Sent with the request, never updated from answers. ${SECRET}`),
  content_type: NullOr(Type.Enum([...CONTENT_TYPES])),
  body: NullOr(Type.String(), 'Encoded body'),
};
export const UrlBlockSchema = Type.Object(urlFields);
export const Pagination = Type.Object({
  type: Type.Enum([...PAGINATION_TYPES]),
  param: NullOr(Type.String(), 'Query parameter carrying the page number or the cursor'),
  cursor_path: NullOr(Type.String(), 'Dotted path to the next cursor in an answer'),
  max_pages: NullOr(Type.Integer(), 'Pages fetched at most, 1–1000'),
});
export const ApiFetcherBlockSchema = Type.Object({
  ...urlFields,
  records_path: Type.String({
    description: 'Dotted path to the array of records (`data.items`); empty: the answer',
  }),
  pagination: Pagination,
});
export const FtpBlockSchema = Type.Object({
  host: Type.String(),
  username: Type.String(),
  password: Type.String({ description: SECRET }),
  port: NullOr(Type.Integer()),
  path: Type.String({
    description: 'Absolute; `*` and `?` allowed in the last segment. The first match is taken',
  }),
  is_ssl: NullOr(Type.Boolean()),
});
export const SftpBlockSchema = Type.Object({
  host: Type.String(),
  username: Type.String(),
  port: Type.Integer(),
  password: NullOr(Type.String(), SECRET),
  path: Type.String({
    description: 'Absolute; `*` and `?` allowed in the last segment. The first match is taken',
  }),
  private_key: NullOr(Type.String(), `OpenSSH or PEM. ${SECRET}`),
  passphrase: NullOr(Type.String(), `Of an encrypted private_key. ${SECRET}`),
  host_key: NullOr(
    Type.String(),
    "The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). " +
      'Null: the first successful run pins the key the server shows (trust on first use). ' +
      'Kept while host and port stay the same; a run that meets another key fails',
  ),
});
export const CustomBlockSchema = Type.Object({
  custom_data_extractor_id: NullableString,
  handle: NullableString,
  metadata: Type.Array(NameValueSchema),
});
export const EmailBlock = Type.Object({
  address: Type.String({ description: 'Where to send files: `src-<12 letters and digits>@<mail domain>`' }),
  allowed_senders: Type.Array(Type.String(), {
    description: 'Patterns such as `*@partner.com`; `*` for anyone',
  }),
  subject_pattern: NullOr(Type.String(), 'RE2 regular expression searched in the subject; null: any subject'),
});
