/**
 * One customer at /app/customers/{id}: what is stored about it, the hosted link of each of its
 * templates to copy, and editing, inviting and deleting. A customer the organisation does not
 * have (another organisation's id answers 403) is "not found", with nothing of it shown.
 */
import { useEffect, useState } from 'preact/hooks';
import { ApiError } from '../../../../shared/api.ts';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';
import { request } from '../../session.ts';
import type { Organisation } from '../../shapes.ts';
import { CopyText } from '../../ui/copy-text.tsx';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { CustomerForm } from './customer-form.tsx';
import { DeleteCustomer } from './delete-customer.tsx';
import { justDeleted } from './deleted.ts';
import { InviteCustomer } from './invite-customer.tsx';
import { languageName } from './language-name.ts';
import { explainRefusal } from './refusal.ts';
import { type Customer, hostedLink } from './types.ts';
import { templateLabel, useTemplates } from './use-templates.ts';

type Dialog = 'edit' | 'invite' | 'delete' | null;

export function CustomerPage(props: { reference: string; organisation: Organisation | null }) {
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [missing, setMissing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [saved, setSaved] = useState(false);
  const { templates } = useTemplates();

  useEffect(() => {
    let current = true;
    request<Customer>('GET', `/customer/${encodeURIComponent(props.reference)}`).then(
      (answer) => {
        if (!current) return;
        setCustomer(answer);
        setProblem(null);
      },
      (error) => {
        if (!current) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) setMissing(true);
        else setProblem(explainRefusal(error));
      },
    );
    return () => {
      current = false;
    };
  }, [props.reference, attempt]);

  useEffect(() => {
    if (customer)
      document.title = [displayName(customer), props.organisation?.name, 'Ferry'].filter(Boolean).join(' · ');
  }, [customer, props.organisation]);

  const back = (
    <Link to="customers" class="back-link">
      ← {t('customers.back')}
    </Link>
  );
  if (missing)
    return (
      <section aria-labelledby="page-title">
        {back}
        <div class="card empty customers-empty">
          <h1 id="page-title">{t('customers.notFound')}</h1>
          <p>{t('customers.notFound.hint')}</p>
        </div>
      </section>
    );
  if (!customer)
    return (
      <section aria-labelledby="page-title">
        {back}
        <h1 id="page-title" class="visually-hidden">
          {t('customers.title')}
        </h1>
        {problem ? (
          <div class="notice notice-error customers-problem" role="alert">
            <span>{problem}</span>
            <button type="button" class="button" onClick={() => setAttempt(attempt + 1)}>
              {t('customers.retry')}
            </button>
          </div>
        ) : (
          <p class="muted">{t('app.loading')}</p>
        )}
      </section>
    );

  const subdomain = props.organisation?.subdomain;
  return (
    <section aria-labelledby="page-title">
      {back}
      <div class="page-head">
        <div>
          <h1 id="page-title">{displayName(customer)}</h1>
          <p class="muted">{customer.email ?? t('customers.noEmail')}</p>
        </div>
        <div class="customers-tools">
          <button type="button" class="button" onClick={() => setDialog('edit')}>
            {t('customers.edit')}
          </button>
          <button type="button" class="button primary" onClick={() => setDialog('invite')}>
            {t('customers.invite')}
          </button>
          <button type="button" class="button danger-quiet" onClick={() => setDialog('delete')}>
            {t('customers.delete')}
          </button>
        </div>
      </div>
      {saved && <Notice kind="ok">{t('customers.saved')}</Notice>}
      <div class="card">
        <dl class="details">
          <dt>{t('customers.externalId')}</dt>
          <dd>{customer.external_id ? <code>{customer.external_id}</code> : <span class="muted">—</span>}</dd>
          <dt>{t('customers.email')}</dt>
          <dd>{customer.email ?? <span class="muted">—</span>}</dd>
          <dt>{t('customers.language')}</dt>
          <dd>
            {languageName(customer.language) ?? <span class="muted">{t('customers.language.none')}</span>}
          </dd>
          <dt>{t('customers.metadata')}</dt>
          <dd>
            {customer.user_metadata.length === 0 ? (
              <span class="muted">—</span>
            ) : (
              <ul class="metadata-list">
                {customer.user_metadata.map((item) => (
                  <li key={item.name}>
                    <span class="strong">{item.name}</span> {item.value ?? <span class="muted">—</span>}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </div>
      <h2>{t('customers.links')}</h2>
      <p class="muted">{t('customers.links.intro')}</p>
      <div class="card customer-links">
        {customer.templates.length === 0 && <p class="muted">{t('customers.publicOnly')}</p>}
        {customer.templates.map((template) => {
          const name = templateLabel(templates, template.template_handle);
          return (
            <div key={template.template_handle} class="customer-link-row">
              <div class="strong">{name}</div>
              {subdomain ? (
                <CopyText
                  text={hostedLink(subdomain, template.template_handle)}
                  label={t('customers.links.of', { name })}
                />
              ) : (
                <p class="muted">{t('app.loading')}</p>
              )}
            </div>
          );
        })}
      </div>
      {dialog === 'edit' && (
        <CustomerForm
          customer={customer}
          organisation={props.organisation}
          onClose={() => setDialog(null)}
          onSaved={(updated) => {
            setCustomer(updated);
            setSaved(true);
            setDialog(null);
          }}
        />
      )}
      {dialog === 'invite' && (
        <InviteCustomer customer={customer} templates={templates} onClose={() => setDialog(null)} />
      )}
      {dialog === 'delete' && (
        <DeleteCustomer
          customer={customer}
          name={displayName(customer)}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            justDeleted.value = displayName(customer);
            navigate('customers');
          }}
        />
      )}
    </section>
  );
}

/** What to call a customer: its name, else its e-mail, else its external ID. */
export function displayName(customer: Customer): string {
  return customer.name ?? customer.email ?? customer.external_id ?? t('customers.unnamed');
}
