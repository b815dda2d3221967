/**
 * Sending a customer the sign-in invitation (POST /customer/{customerId}/invitation): the e-mail
 * carries the hosted link of the chosen template, in the customer's language. The server sends one
 * customer at most one invitation every 5 minutes; a 429 is told as the time to try again.
 */
import { useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import type { Payload } from '../../../../shared/api-payload.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { Notice } from '../../ui/form.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { explainRefusal, fieldProblems, retryTime } from './refusal.ts';
import type { Customer, TemplateEntry } from './types.ts';
import { templateLabel } from './use-templates.ts';

type Invitation = Payload<'postCustomerCustomerIdInvitation'>;

interface InviteCustomerProps {
  customer: Customer;
  /** The organisation's templates: names, and the public ones every customer may use. */
  templates: TemplateEntry[] | null;
  onClose: () => void;
}

export function InviteCustomer(props: InviteCustomerProps) {
  const listed = props.customer.templates.map((template) => template.template_handle);
  const open = (props.templates ?? []).filter(
    (template) =>
      template.access_type === 'public' && template.is_enabled && !listed.includes(template.template_handle),
  );
  const [handle, setHandle] = useState(listed[0] ?? open[0]?.template_handle ?? '');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Invitation | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const email = props.customer.email;

  async function send(event: Event) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setSent(null);
    try {
      const answer = await request<Invitation>('POST', `/customer/${props.customer.customer_id}/invitation`, {
        template_handle: handle,
      });
      setSent(answer);
    } catch (error) {
      setProblem(invitationRefusal(error));
    }
    setBusy(false);
  }

  return (
    <ModalDialog
      title={t('customers.invite.title')}
      intro={t('customers.invite.intro')}
      onClose={props.onClose}
    >
      {!email ? (
        <>
          <Notice kind="info">{t('customers.invite.noEmail')}</Notice>
          <div class="dialog-actions">
            <button type="button" class="button" onClick={props.onClose}>
              {t('customers.close')}
            </button>
          </div>
        </>
      ) : (
        <form onSubmit={send}>
          <p>
            {t('customers.invite.to')} <span class="strong">{email}</span>
          </p>
          <div class="field">
            <label for="invite-template">{t('customers.invite.template')}</label>
            <select
              id="invite-template"
              value={handle}
              onChange={(event) => setHandle((event.target as HTMLSelectElement).value)}
            >
              <optgroup label={t('customers.invite.listed')}>
                {listed.map((listedHandle) => (
                  <option key={listedHandle} value={listedHandle}>
                    {templateLabel(props.templates, listedHandle)}
                  </option>
                ))}
              </optgroup>
              {open.length > 0 && (
                <optgroup label={t('customers.invite.public')}>
                  {open.map((template) => (
                    <option key={template.template_handle} value={template.template_handle}>
                      {template.name ?? template.template_handle}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </div>
          {sent && (
            <Notice kind="ok">
              {t(sent.language === 'fr' ? 'customers.invite.sentFr' : 'customers.invite.sentEn', {
                email: sent.email,
              })}
            </Notice>
          )}
          {problem && <Notice kind="error">{problem}</Notice>}
          <div class="dialog-actions">
            {/* Once sent, a second invitation would wait 5 minutes: closing is what is left to do. */}
            {sent ? (
              <button type="button" class="button primary" onClick={props.onClose}>
                {t('customers.close')}
              </button>
            ) : (
              <>
                <button type="button" class="button" onClick={props.onClose}>
                  {t('customers.cancel')}
                </button>
                <button type="submit" class="button primary" disabled={busy || !handle} aria-busy={busy}>
                  {busy ? t('customers.invite.sending') : t('customers.invite.send')}
                </button>
              </>
            )}
          </div>
        </form>
      )}
    </ModalDialog>
  );
}

function invitationRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return t('customers.invite.wait', { time: retryTime(error) });
  const refused = fieldProblems(error).template_handle;
  if (refused) {
    if (/disabled/.test(refused)) return t('customers.invite.disabled');
    if (/may not use/.test(refused)) return t('customers.invite.notAllowed');
    return refused;
  }
  if (fieldProblems(error).email) return t('customers.invite.noEmail');
  return explainRefusal(error);
}
