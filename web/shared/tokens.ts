/** The pair of tokens a sign-in answers (POST /auth/token), for a customer or a member alike. */
export interface Tokens {
  /** Bearer token for every call. */
  access_token: string;
  /** Exchanged for a new pair when the access token expires. */
  refresh_token: string | null;
}
