/** Request and response shapes of customers (senders). */

import { Type } from 'typebox';
import { LANGUAGES } from '../../domain/messages/index.ts';
import { acceptingReadShape } from './read-only.ts';

/**
 * The specification's `fr` and `en`, and every other language of the catalog (`de`, `es`): an
 * additive extension, so that a customer can be told in any language Ferry speaks (docs/languages.md).
 */
const CUSTOMER_LANGUAGES = [...new Set(['fr', 'en', ...LANGUAGES])];
const LANGUAGE_NOTE =
  '`fr` or `en`, as the specification lists; also every other language of the catalog (`de`, `es`), an extension';

const NullableString = Type.Union([Type.String(), Type.Null()]);
const NameValue = Type.Object({ name: Type.String(), value: NullableString });

/** Every property is optional in the schema: the service reports a missing one with its path (409). */
export const CustomerWriteBody = Type.Object(
  {
    template_handles: Type.Optional(
      Type.Union([Type.Array(Type.String()), Type.Null()], {
        description: 'Handles of the templates the customer may use. Required on creation, not blank',
      }),
    ),
    external_id: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: "Customer identifier on the receiver's side, unique in the organisation",
      }),
    ),
    name: Type.Optional(NullableString),
    email: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'A valid e-mail, unique in the organisation' }),
    ),
    language: Type.Optional(
      Type.Union([Type.Enum(CUSTOMER_LANGUAGES), Type.Null()], { description: LANGUAGE_NOTE }),
    ),
    user_metadata: Type.Optional(
      Type.Union([
        Type.Array(
          Type.Object(
            {
              name: Type.String({ description: 'Non-blank, unique within the customer' }),
              value: Type.Optional(NullableString),
            },
            { additionalProperties: false },
          ),
        ),
        Type.Null(),
      ]),
    ),
  },
  { additionalProperties: false },
);

export const CustomerSchema = Type.Object({
  customer_id: Type.String({ format: 'uuid' }),
  templates: Type.Array(
    Type.Object({ template_handle: Type.String(), user_metadata: Type.Array(NameValue) }),
  ),
  external_id: NullableString,
  name: NullableString,
  email: NullableString,
  language: Type.Union([Type.Enum(CUSTOMER_LANGUAGES), Type.Null()], { description: LANGUAGE_NOTE }),
  user_metadata: Type.Array(NameValue),
  trial: Type.Boolean({
    description:
      "The organisation's own customer for trying its templates (the console's Try it): not a partner, " +
      "not counted in the plan's CUSTOMERS, never invited",
  }),
});

/**
 * The update body: a customer as read is accepted. Its id and `templates` (the read form of the
 * access list, with each template's metadata) are ignored; `template_handles` changes the list.
 */
export const CustomerUpdateBody = acceptingReadShape(CustomerWriteBody, CustomerSchema);

/**
 * A UUID, an external ID or an e-mail. The raw path segment holds no `/` (the specification's
 * `[^/]+`), but an external ID that has one is reachable percent-encoded (`%2F`), so the decoded
 * value is not held to that pattern.
 */
export const CustomerParams = Type.Object({
  customerId: Type.String({
    minLength: 1,
    description: 'The UUID, the external ID or the e-mail of the customer; percent-encode a `/`',
  }),
});

/** `POST /customer/{customerId}/invitation`: the template whose hosted link the e-mail carries. */
export const CustomerInvitationBody = Type.Object(
  {
    template_handle: Type.String({
      minLength: 1,
      maxLength: 200,
      description:
        'A template the customer may use (public, or restricted and listing the customer), enabled.',
    }),
  },
  { additionalProperties: false },
);

export const CustomerInvitationSchema = Type.Object({
  customer_id: Type.String(),
  email: Type.String({ description: 'The address the invitation was sent to.' }),
  template_handle: Type.String(),
  link: Type.String({
    description: 'The hosted link the e-mail carries: /import/{subdomain}/{template_handle}.',
  }),
  language: Type.Enum(CUSTOMER_LANGUAGES, {
    description: "The e-mail's language: the customer's, else the caller's.",
  }),
});
