/** Token grants and revocation (DESIGN §3 "Identity"). JSON or form bodies. */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope, ErrorResponse } from '../schemas/envelope.ts';
import type { App } from '../types.ts';

const tags = ['Integrations'];

const TokenBody = Type.Object(
  {
    grant_type: Type.Optional(Type.String({ description: '`password` or `refresh_token`' })),
    username: Type.Optional(Type.String({ description: 'E-mail of the user (password grant)' })),
    password: Type.Optional(Type.String({ description: 'Password (password grant)' })),
    refresh_token: Type.Optional(Type.String({ description: 'Refresh token (refresh_token grant)' })),
    scope: Type.Optional(Type.String({ description: 'Ignored; accepted for OAuth2 clients' })),
    client_id: Type.Optional(Type.String({ description: 'Ignored; accepted for OAuth2 clients' })),
  },
  { additionalProperties: false },
);

const TokenPair = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  refresh_token: Type.String({ description: 'Single use: each refresh returns a new one' }),
});

export default async function authRoutes(app: App): Promise<void> {
  app.post(
    '/auth/token',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Get an access token (password or refresh_token grant)',
        description:
          'Access tokens live one hour. Refresh tokens rotate on use; reusing one revokes its family. ' +
          'After 5 failed password logins in a row for one account from one address, further attempts ' +
          'from there answer 429 with Retry-After (30 s, doubling up to 15 minutes); a success resets.',
        body: TokenBody,
        response: {
          200: Envelope(TokenPair),
          401: ErrorResponse(
            'Refused grant: wrong credentials, or an unknown, expired or reused refresh token',
          ),
        },
      },
    },
    async (request) => ok(request, await app.services.auth.grant(request.body, request.ip)),
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
