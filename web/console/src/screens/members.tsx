/** The organisation's members (GET /members): who signs in to the console, and with which role. */
import { useEffect, useState } from 'preact/hooks';
import type { Payload } from '../../../shared/api-payload.ts';
import { explain } from '../errors.ts';
import { t } from '../i18n.ts';
import { request } from '../session.ts';
import { Notice } from '../ui/form.tsx';

type MemberPage = Payload<'getMembers'>;

export function Members() {
  const [page, setPage] = useState<MemberPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    request<MemberPage>('GET', '/members?per_page=100').then(setPage, (error) => setProblem(explain(error)));
  }, []);

  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('members.title')}</h1>
          <p class="muted">{t('members.intro')}</p>
        </div>
      </div>
      {problem && <Notice kind="error">{problem}</Notice>}
      {!page && !problem && <p class="muted">{t('app.loading')}</p>}
      {page && (
        <div class="card table-card">
          <table class="table">
            <caption class="visually-hidden">{t('members.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('members.name')}</th>
                <th scope="col" class="wide-only">
                  {t('members.email')}
                </th>
                <th scope="col">{t('members.role')}</th>
              </tr>
            </thead>
            <tbody>
              {page.entries.map((member) => (
                <tr key={member.user_id}>
                  <td>
                    <span class={member.name ? 'strong' : 'muted'}>{member.name ?? t('members.noName')}</span>
                    {/* A phone has no room for the e-mail column: it goes under the name. */}
                    <span class="narrow-only muted small">{member.email}</span>
                  </td>
                  <td class="wide-only">{member.email}</td>
                  <td>
                    <span class="badge">{t(`members.role.${member.role}`)}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
