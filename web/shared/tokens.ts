/** The pair of tokens a sign-in answers (POST /auth/token), for a customer or a member alike. */
import type { Payload } from './api-payload.ts';

type TokenPair = Payload<'postAuthToken'>;

export interface Tokens {
  /** Bearer token for every call. */
  access_token: TokenPair['access_token'];
  /** Exchanged for a new pair when the access token expires; a sender signed in by some logins has none. */
  refresh_token: TokenPair['refresh_token'] | null;
}
