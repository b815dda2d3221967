/** The blocks of a source as reads show them: the specification's url, ftp, sftp and custom, DESIGN §7's email and api_fetcher. */
import { type TSchema, Type } from 'typebox';
import { CONTENT_TYPES, HTTP_METHODS, PAGINATION_TYPES } from '../../services/sources/source-types.ts';

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const Nullable = <T extends TSchema>(schema: T, description?: string) =>
  Type.Union([schema, Type.Null()], description ? { description } : {});
export const NameValue = Type.Object({ name: Type.String(), value: NullableString });
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
  content_type: Nullable(Type.Enum([...CONTENT_TYPES])),
  body: Nullable(Type.String(), 'Encoded body'),
};
export const UrlBlock = Type.Object(urlFields);
export const Pagination = Type.Object({
  type: Type.Enum([...PAGINATION_TYPES]),
  param: Nullable(Type.String(), 'Query parameter carrying the page number or the cursor'),
  cursor_path: Nullable(Type.String(), 'Dotted path to the next cursor in an answer'),
  max_pages: Nullable(Type.Integer(), 'Pages fetched at most, 1–1000'),
});
export const ApiFetcherBlock = Type.Object({
  ...urlFields,
  records_path: Type.String({
    description: 'Dotted path to the array of records (`data.items`); empty: the answer',
  }),
  pagination: Pagination,
});
export const FtpBlock = Type.Object({
  host: Type.String(),
  username: Type.String(),
  password: Type.String({ description: SECRET }),
  port: Nullable(Type.Integer()),
  path: Type.String({
    description: 'Absolute; `*` and `?` allowed in the last segment. The first match is taken',
  }),
  is_ssl: Nullable(Type.Boolean()),
});
export const SftpBlock = Type.Object({
  host: Type.String(),
  username: Type.String(),
  port: Type.Integer(),
  password: Nullable(Type.String(), SECRET),
  path: Type.String({
    description: 'Absolute; `*` and `?` allowed in the last segment. The first match is taken',
  }),
  private_key: Nullable(Type.String(), `OpenSSH or PEM. ${SECRET}`),
  passphrase: Nullable(Type.String(), `Of an encrypted private_key. ${SECRET}`),
  host_key: Nullable(
    Type.String(),
    "The server's host key fingerprint as `ssh-keygen -l` prints it (`SHA256:` and 43 characters). " +
      'Null: the first successful run pins the key the server shows (trust on first use). ' +
      'Kept while host and port stay the same; a run that meets another key fails',
  ),
});
export const CustomBlock = Type.Object({
  custom_data_extractor_id: NullableString,
  handle: NullableString,
  metadata: Type.Array(NameValue),
});
export const EmailBlock = Type.Object({
  address: Type.String({ description: 'Where to send files: `src-<12 letters and digits>@<mail domain>`' }),
  allowed_senders: Type.Array(Type.String(), {
    description: 'Patterns such as `*@partner.com`; `*` for anyone',
  }),
  subject_pattern: Nullable(
    Type.String(),
    'RE2 regular expression searched in the subject; null: any subject',
  ),
});
