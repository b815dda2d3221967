/**
 * Lost passwords (DESIGN §10): a reset link's token and a new password set the password, end the
 * user's earlier logins and sign it in. Links are made by `ferry user reset-password` (and, with
 * the console, by the forgotten-password e-mail).
 */
import { Type } from 'typebox';
import { ok } from '../reply.ts';
import { Envelope, ErrorResponse } from '../schemas/envelope.ts';
import { TokenPairSchema } from '../schemas/token-pair.ts';
import type { App } from '../types.ts';

const RequestBody = Type.Object(
  {
    email: Type.Optional(Type.Unknown({ description: 'The e-mail the user signs in with' })),
    subdomain: Type.Optional(
      Type.Unknown({ description: 'Optional: only a user of this organisation is sent a link' }),
    ),
  },
  { additionalProperties: false },
);

const ConfirmBody = Type.Object(
  {
    token: Type.String({ description: 'The part of the reset link after `#` (it starts with `fpr_`)' }),
    password: Type.String({ description: 'The new password: at least 8 characters' }),
  },
  { additionalProperties: false },
);

export default async function passwordResetRoutes(app: App): Promise<void> {
  app.post(
    '/auth/password-reset',
    {
      config: { public: true },
      schema: {
        tags: ['Integrations'],
        summary: 'E-mail a password reset link to whoever signs in with this e-mail',
        description:
          'Answers `{sent: true}` whether or not the e-mail is known, and sends the link ' +
          '(`/app/password-reset#<token>`, valid 1 hour, used once) after answering. Requests are ' +
          'throttled per e-mail and address: after 5, 429 with Retry-After.',
        body: RequestBody,
        response: { 200: Envelope(Type.Object({ sent: Type.Literal(true) })) },
      },
    },
    async (request) =>
      ok(request, await app.services.passwordResetRequests.request(request.body, request.ip)),
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { public: true },
      schema: {
        tags: ['Integrations'],
        summary: 'Set a new password with a reset link',
        description:
          'A reset link (`/app/password-reset#<token>`) works once, for 1 hour; a newer link replaces it. ' +
          'Sets the password, ends every earlier login of the user (all its access and refresh tokens) and ' +
          'answers the tokens of a new login. A password under 8 characters is a 409 that leaves the link ' +
          'working.',
        body: ConfirmBody,
        response: {
          200: Envelope(TokenPairSchema),
          401: ErrorResponse(
            'The link does not work: unknown or replaced (exception.reset_unknown), expired ' +
              '(exception.reset_expired) or already used (exception.reset_used)',
          ),
        },
      },
    },
    async (request) => ok(request, await app.services.passwordResets.confirm(request.body, request.ip)),
  );
}
