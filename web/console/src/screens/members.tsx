/**
 * The organisation's members (GET /members): who signs in to the console, with which role. An
 * owner invites people, changes roles and removes members; the others see why they cannot. The
 * server has the last word: the last owner's demotion or removal comes back as its 409 sentence.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Payload, RequestBody } from '../../../shared/api-payload.ts';
import { locale, t } from '../i18n.ts';
import { request } from '../session.ts';
import { Notice } from '../ui/form.tsx';
import { ConfirmDialog } from '../ui/modal-dialog.tsx';
import { refusal } from '../ui/refusal.ts';
import { RetryNotice } from '../ui/retry-notice.tsx';
import { InviteDialog } from './members-invite.tsx';
import { type Member, managesMembers, type Role, useSignedInMember } from './members-me.ts';

type MemberPage = Payload<'getMembers'>;
const ROLES: Role[] = ['owner', 'admin', 'member'];
const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
const nameOf = (member: Member) => member.name ?? member.email;

export function Members() {
  const { me, setMe, problem: meProblem, retry } = useSignedInMember();
  const [page, setPage] = useState<MemberPage | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<Member | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  // A refused change puts the list back as the server has it: the selects are drawn anew.
  const [drawn, setDrawn] = useState(0);

  function load() {
    setLoadProblem(null);
    request<MemberPage>('GET', '/members?per_page=100').then(setPage, (error) =>
      setLoadProblem(refusal(error)),
    );
  }
  useEffect(load, []);

  async function changeRole(member: Member, role: Role) {
    setChanging(member.user_id);
    setProblem(null);
    setNotice(null);
    try {
      const body: RequestBody<'putMembersUserId'> = { role };
      const changed = await request<Member>('PUT', `/members/${member.user_id}`, body);
      setPage(
        (current) =>
          current && {
            ...current,
            entries: current.entries.map((m) => (m.user_id === changed.user_id ? changed : m)),
          },
      );
      setNotice(t('members.roleChanged', { name: nameOf(changed), role: t(`members.role.${changed.role}`) }));
      // Demoting oneself takes the owner's controls away at once.
      if (changed.user_id === me?.user_id) setMe(changed);
    } catch (error) {
      setProblem(refusal(error));
      setDrawn((n) => n + 1);
    }
    setChanging(null);
  }

  async function remove(member: Member) {
    await request('DELETE', `/members/${member.user_id}`);
    setRemoving(null);
    setNotice(t('members.removed', { name: nameOf(member) }));
    setPage((current) => current && { ...current, entries: current.entries.filter((m) => m !== member) });
  }

  const owner = managesMembers(me?.role);
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('members.title')}</h1>
          <p class="muted">{t('members.intro')}</p>
        </div>
        {owner && (
          <button type="button" class="button primary" onClick={() => setInviting(true)}>
            {t('members.invite')}
          </button>
        )}
      </div>
      {me && !owner && <Notice kind="info">{t('members.ownersOnly')}</Notice>}
      {notice && <Notice kind="ok">{notice}</Notice>}
      {problem && <Notice kind="error">{problem}</Notice>}
      {meProblem && <RetryNotice problem={meProblem} onRetry={retry} />}
      {loadProblem && <RetryNotice problem={loadProblem} onRetry={load} />}
      {!page && !loadProblem && <p class="muted">{t('app.loading')}</p>}
      {page && (
        <div class="card table-card members-table">
          <table class="table">
            <caption class="visually-hidden">{t('members.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
                <th scope="col" class="wide-only">
                  {t('members.email')}
                </th>
                <th scope="col">{t('members.role')}</th>
                <th scope="col" class="wide-only">
                  {t('members.lastSignIn')}
                </th>
                {owner && (
                  <th scope="col">
                    <span class="visually-hidden">{t('members.actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {page.entries.map((member) => (
                <tr key={member.user_id}>
                  <td>
                    <span class={member.name ? 'strong' : 'muted'}>{member.name ?? t('members.noName')}</span>
                    {member.user_id === me?.user_id && <span class="badge you">{t('parts.you')}</span>}
                    {/* A phone has no room for the e-mail column: it goes under the name. */}
                    <span class="narrow-only muted small">{member.email}</span>
                  </td>
                  <td class="wide-only">{member.email}</td>
                  <td>
                    {owner ? (
                      <select
                        key={`${member.user_id}-${drawn}`}
                        class="select"
                        aria-label={t('members.roleOf', { name: nameOf(member) })}
                        value={member.role}
                        disabled={changing !== null}
                        aria-busy={changing === member.user_id}
                        onChange={(event) =>
                          changeRole(member, (event.target as HTMLSelectElement).value as Role)
                        }
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {t(`members.role.${role}`)}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <span class="badge">{t(`members.role.${member.role}`)}</span>
                    )}
                  </td>
                  <td class="wide-only muted">
                    {member.last_sign_in_at ? day(member.last_sign_in_at) : t('parts.never')}
                  </td>
                  {owner && (
                    <td class="row-actions">
                      <button
                        type="button"
                        class="button small"
                        aria-label={t('members.removeOne', { name: nameOf(member) })}
                        onClick={() => setRemoving(member)}
                      >
                        {t('members.remove')}
                      </button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(invitation) => {
            setInviting(false);
            setNotice(t('members.invited', { email: invitation.email }));
          }}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('members.removeTitle', { name: nameOf(removing) })}
          confirmLabel={t('members.remove')}
          busyLabel={t('members.removing')}
          onConfirm={() => remove(removing)}
          onClose={() => setRemoving(null)}
        >
          <p>{t('members.removeWhat', { email: removing.email })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
