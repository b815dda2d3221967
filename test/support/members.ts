/** A member invited into an organisation through HTTP, as an owner would, and signed in. */
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { bearer, envelope, type TestApp } from './app.ts';
import { mailTo } from './outbox.ts';

/** Invites `email` with `role` using the owner's token, accepts the invitation, returns its access token. */
export async function invitedMember(
  t: TestApp,
  ownerToken: string,
  email: string,
  role: 'admin' | 'member',
): Promise<string> {
  const invited = await t.app.inject({
    method: 'POST',
    url: '/members/invitations',
    headers: bearer(ownerToken),
    payload: { email, role },
  });
  expect(invited.statusCode, invited.body).toBe(200);
  const messages = await mailTo(t, email);
  const text = (await simpleParser(messages.at(-1)!.raw)).text ?? '';
  const token = /#(fmi_\S+)/.exec(text)![1];
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/auth/invitation',
    payload: { token, password: 'correct horse', name: email.split('@')[0] },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return envelope(accepted).payload.access_token;
}
