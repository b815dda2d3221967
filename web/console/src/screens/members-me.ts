/**
 * The signed-in member (`GET /members/me`), asked by each page that shows only what their role may
 * do. Asked again on each visit: a role changed by an owner shows on the next page opened.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { request } from '../session.ts';
import { refusal } from '../ui/refusal.ts';

export type Member = Payload<'getMembersMe'>;
export type Role = Member['role'];

export function useSignedInMember() {
  const [me, setMe] = useState<Member | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    setProblem(null);
    request<Member>('GET', '/members/me').then(setMe, (error) => setProblem(refusal(error)));
  }, [asked]);
  return { me, setMe, problem, retry: () => setAsked((n) => n + 1) };
}

/** Owners and admins change the organisation, its embed secret and API keys (docs/roles.md). */
export const managesSettings = (role: Role | undefined) => role === 'owner' || role === 'admin';
/** Only owners invite, change roles and remove members. */
export const managesMembers = (role: Role | undefined) => role === 'owner';
