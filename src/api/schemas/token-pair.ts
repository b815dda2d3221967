/**
 * The tokens of one login, as `POST /auth/token`, `/auth/embed`, `/auth/invitation` and
 * `/auth/password-reset/confirm` answer them.
 */
import { Type } from 'typebox';

export const TokenPairSchema = Type.Object({
  access_token: Type.String(),
  token_type: Type.Literal('Bearer'),
  expires_in: Type.Integer({ description: 'Seconds until the access token expires' }),
  refresh_token: Type.String({ description: 'Single use: each refresh returns a new one' }),
});
