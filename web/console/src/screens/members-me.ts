/**
 * The signed-in member (`GET /members/me`), asked by each page that shows only what their role may
 * do. Asked again on each visit: a role changed by an owner shows on the next page opened.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { request } from '../session.ts';

export type Member = Payload<'getMembersMe'>;
export type Role = Member['role'];

export function useSignedInMember() {
  const state = useState<Member | null>(null);
  const [, setMe] = state;
  useEffect(() => {
    request<Member>('GET', '/members/me').then(setMe, () => undefined);
  }, []);
  return state;
}

/** Owners and admins change the organisation, its embed secret and API keys (docs/roles.md). */
export const managesSettings = (role: Role | undefined) => role === 'owner' || role === 'admin';
/** Only owners invite, change roles and remove members. */
export const managesMembers = (role: Role | undefined) => role === 'owner';
