/**
 * Token grants and revocation (DESIGN §3 "Identity"), JSON or form bodies, and the two logins of
 * senders: a code e-mailed to them (`POST /auth/email-code`, then the email_code grant) and an
 * embedded login signed by the receiver's backend (`POST /auth/embed`).
 */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope, ErrorResponse } from '../schemas/envelope.ts';
import { TokenPairSchema } from '../schemas/token-pair.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];

const TokenBody = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ description: '`password`, `refresh_token` or `email_code`' })),
    username: Type.Optional(Type.String({ description: 'E-mail of the user (password grant)' })),
    password: Type.Optional(Type.String({ description: 'Password (password grant)' })),
    refresh_token: Type.Optional(Type.String({ description: 'Refresh token (refresh_token grant)' })),
    subdomain: Type.Optional(Type.String({ description: "The receiver's subdomain (email_code grant)" })),
    email: Type.Optional(Type.String({ description: "The customer's e-mail (email_code grant)" })),
    code: Type.Optional(
      Type.String({ description: 'The six digits e-mailed to the customer (email_code grant)' }),
    ),
    scope: Type.Optional(Type.String({ description: 'Ignored; accepted for OAuth2 clients' })),
    client_id: Type.Optional(Type.String({ description: 'Ignored; accepted for OAuth2 clients' })),
  },
  { additionalProperties: false },
);

const EmailCodeBody = Type.Object(
  {
    subdomain: Type.String({ description: "The receiver's subdomain" }),
    email: Type.String({ description: "The sender's e-mail, as the receiver recorded it on the customer" }),
  },
  { additionalProperties: false },
);

const EmbedBody = Type.Object(
  {
    subdomain: Type.String({ description: "The receiver's subdomain" }),
    external_id: Type.String({
      description: "The receiver's own ID of the sender (the customer's external_id)",
    }),
    timestamp: Type.Union([Type.Integer(), Type.String()], {
      description: 'Unix time of signing in seconds (a JSON integer or its decimal text, as signed)',
    }),
    signature: Type.String({
      description:
        'Hex HMAC-SHA256 with the embed secret over subdomain, external_id, timestamp and template_handle ' +
        '(empty when absent), then the nonce when one is sent, joined with "\\n"',
    }),
    template_handle: Type.Optional(
      Type.Union([Type.String(), Type.Null()], { description: 'The only template the login may reach' }),
    ),
    nonce: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          'Optional: 8 to 64 characters of [A-Za-z0-9_-], random per login, signed as a fifth line, so that ' +
          "one user's logins signed in the same second differ (each signature is accepted once)",
      }),
    ),
  },
  { additionalProperties: false },
);

export default async function authRoutes(app: App): Promise<void> {
  // Codes being delivered after their answer are finished before the server stops.
  app.addHook('onClose', () => app.services.ports.mail.drain());

  app.post(
    '/auth/token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Get an access token (password, refresh_token or email_code grant)',
        description:
          'Access tokens live one hour. Refresh tokens rotate on use; reusing one revokes its family. ' +
          'After 5 failed password logins in a row for one account from one address, further attempts ' +
          'from there answer 429 with Retry-After (30 s, doubling up to 15 minutes); a success resets. ' +
          'After 10 failures in a row for one account from any addresses, attempts from addresses the ' +
          'account has not signed in from are delayed alike (exception.account_throttled); addresses it ' +
          'signed in from in the last 90 days are exempt from that delay. ' +
          'The email_code grant logs a sender in as the customer with that e-mail, with the code ' +
          '`POST /auth/email-code` sent; wrong codes are throttled alike.',
        body: TokenBody,
        response: {
          200: Envelope(TokenPairSchema),
          401: ErrorResponse(
            'Refused grant: wrong credentials, a wrong, used or expired code, or an unknown, expired or ' +
              'reused refresh token',
          ),
        },
      },
    },
    async (request) => ok(request, await app.services.auth.grant(request.body, request.ip)),
  );

  app.post(
    '/auth/email-code',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'E-mail a login code to a sender',
        description:
          'Sends a 6-digit code, valid 10 minutes and 5 tries, to the customer of that organisation with ' +
          "that e-mail, in the customer's language (else the request's). A new code replaces the previous " +
          'one. The answer is the same whether or not the e-mail is known. More than 5 codes in a row for ' +
          'one e-mail from one address answer 429 with Retry-After.',
        body: EmailCodeBody,
        response: { 200: Envelope(Type.Object({ sent: Type.Literal(true) })) },
      },
    },
    async (request) =>
      ok(request, await app.services.emailCodes.send(request.body, request.language, request.ip)),
  );

  app.post(
    '/auth/embed',
    {
      config: { public: true },
      schema: {
        tags,
        summary: "Log a sender in with a login signed by the receiver's backend",
        description:
          "Returns customer tokens for the organisation's customer with that external_id, created when " +
          'missing. A signature is accepted once, for 5 minutes after its timestamp (1 minute ahead at ' +
          'most); signatures made with a rotated embed secret are refused. With template_handle, the ' +
          'tokens reach that template only. A nonce, signed as a fifth line, lets several logins of one ' +
          'user be signed in the same second.',
        body: EmbedBody,
        response: {
          200: Envelope(TokenPairSchema),
          401: ErrorResponse(
            'Refused login: the signature does not match, is too old or ahead, was already used, or names ' +
              'a template the customer cannot use',
          ),
          402: ErrorResponse("A new customer would exceed the plan's CUSTOMERS limit"),
        },
      },
    },
    async (request) => ok(request, await app.services.embeddedLogins.login(request.body)),
  );

  app.post(
    '/auth/revoke',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'End a login by revoking one of its tokens',
        description:
          'Revokes every access and refresh token of the login the token belongs to. Possession of the ' +
          'token is the proof; an unknown or already revoked token answers revoked false.',
        body: Type.Object({ token: Type.String() }, { additionalProperties: false }),
        response: { 200: Envelope(Type.Object({ revoked: Type.Boolean() })) },
      },
    },
    async (request) => ok(request, await app.services.auth.revoke(request.body.token)),
  );
}
