/** The customers list: searched by the server as one types, paged by the server, and "New customer". */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import type { Organisation } from '../../shapes.ts';
import { Notice } from '../../ui/form.tsx';
import { Link } from '../../ui/link.tsx';
import { Pager } from '../../ui/pager.tsx';
import { TYPING_PAUSE_MS } from '../use-template-search.ts';
import { CustomerForm } from './customer-form.tsx';
import { justDeleted } from './deleted.ts';
import { languageName } from './language-name.ts';
import { explainRefusal } from './refusal.ts';
import type { Customer, CustomerPage } from './types.ts';
import { templateLabel, useTemplates } from './use-templates.ts';

const PER_PAGE = 20;

export function CustomerList(props: { organisation: Organisation | null }) {
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(1);
  const [page, setPage] = useState<CustomerPage | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Customer | null>(null);
  const { templates } = useTemplates();
  // Said once: leaving the list forgets it.
  const [deleted] = useState(justDeleted.value);
  useEffect(() => {
    justDeleted.value = null;
  }, []);

  useEffect(() => {
    let current = true;
    setLoading(true);
    const timer = setTimeout(
      () => {
        const query = new URLSearchParams({ page: String(pageNumber), per_page: String(PER_PAGE) });
        if (search.trim()) query.set('criteria', search.trim());
        request<CustomerPage>('GET', `/customers?${query}`).then(
          (answer) => {
            if (!current) return;
            // A search or a deletion can leave fewer pages than the one shown: go to the last one.
            if (answer.total_pages > 0 && pageNumber > answer.total_pages) setPageNumber(answer.total_pages);
            setPage(answer);
            setProblem(null);
            setLoading(false);
          },
          (error) => {
            if (!current) return;
            setProblem(explainRefusal(error));
            setLoading(false);
          },
        );
      },
      search ? TYPING_PAUSE_MS : 0,
    );
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [search, pageNumber, attempt]);

  const entries = page?.entries ?? [];
  const searched = search.trim();
  return (
    <section aria-labelledby="page-title">
      <div class="page-head">
        <div>
          <h1 id="page-title">{t('customers.title')}</h1>
          <p class="muted">{t('customers.intro')}</p>
        </div>
        <div class="customers-tools">
          <div class="search">
            <label for="customer-search" class="visually-hidden">
              {t('customers.search')}
            </label>
            <input
              id="customer-search"
              type="search"
              placeholder={t('customers.searchShort')}
              value={search}
              onInput={(event) => {
                setSearch((event.target as HTMLInputElement).value);
                setPageNumber(1);
              }}
            />
          </div>
          <button type="button" class="button primary" onClick={() => setCreating(true)}>
            {t('customers.new')}
          </button>
        </div>
      </div>
      {deleted && !created && <Notice kind="ok">{t('customers.deleted', { name: deleted })}</Notice>}
      {created && (
        <Notice kind="ok">
          {t('customers.created', { name: created.name ?? created.email ?? created.external_id ?? '' })}{' '}
          <Link to={`customers/${created.customer_id}`}>{t('customers.open')}</Link>
        </Notice>
      )}
      {problem && (
        <div class="notice notice-error customers-problem" role="alert">
          <span>{problem}</span>
          <button type="button" class="button" onClick={() => setAttempt(attempt + 1)}>
            {t('customers.retry')}
          </button>
        </div>
      )}
      {!page && !problem && <p class="muted">{t('app.loading')}</p>}
      {page && entries.length === 0 && (
        <div class="card empty customers-empty">
          {searched ? (
            <p>{t('customers.noMatch', { search: searched })}</p>
          ) : (
            <>
              <p class="strong">{t('customers.none')}</p>
              <p>{t('customers.noneHint')}</p>
              <button type="button" class="button primary" onClick={() => setCreating(true)}>
                {t('customers.new')}
              </button>
            </>
          )}
        </div>
      )}
      {entries.length > 0 && (
        <div class="card table-card" aria-busy={loading}>
          <table class="table customers-table">
            <caption class="visually-hidden">{t('customers.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('customers.name')}</th>
                <th scope="col" class="wide-only">
                  {t('customers.email')}
                </th>
                <th scope="col" class="wide-only">
                  {t('customers.externalId')}
                </th>
                <th scope="col" class="wide-only">
                  {t('customers.language')}
                </th>
                <th scope="col" class="wide-only">
                  {t('customers.templates')}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((customer) => (
                <tr key={customer.customer_id}>
                  <td>
                    <Link to={`customers/${customer.customer_id}`} class="strong customer-link">
                      {customer.name ?? t('customers.unnamed')}
                    </Link>
                    {/* The organisation's own trial sender (Try it on a template's page), not a partner. */}
                    {customer.trial && (
                      <span class="badge" title={t('customers.trialHint')}>
                        {t('tryIt.trialBadge')}
                      </span>
                    )}
                    {/* A phone has no room for the other columns: they go under the name. */}
                    {customer.email && <span class="narrow-only muted small">{customer.email}</span>}
                    <span class="narrow-only muted small">
                      {[customer.external_id, languageName(customer.language)].filter(Boolean).join(' · ')}
                    </span>
                    <div class="narrow-only customer-chips">
                      <TemplateChips
                        handles={customer.templates.map((template) => template.template_handle)}
                        label={(handle) => templateLabel(templates, handle)}
                      />
                    </div>
                  </td>
                  <td class="wide-only customer-email">{customer.email ?? <span class="muted">—</span>}</td>
                  <td class="wide-only">
                    {customer.external_id ? (
                      <code>{customer.external_id}</code>
                    ) : (
                      <span class="muted">—</span>
                    )}
                  </td>
                  <td class="wide-only">{languageName(customer.language) ?? <span class="muted">—</span>}</td>
                  <td class="wide-only">
                    <TemplateChips
                      handles={customer.templates.map((template) => template.template_handle)}
                      label={(handle) => templateLabel(templates, handle)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div class="table-foot customers-foot">
            <span class="muted small">{t('customers.count', { count: page?.total_items ?? 0 })}</span>
            <Pager
              page={page?.current_page ?? 1}
              pages={page?.total_pages ?? 1}
              onPage={setPageNumber}
              label={t('customers.pages')}
            />
          </div>
        </div>
      )}
      {creating && (
        <CustomerForm
          customer={null}
          organisation={props.organisation}
          onClose={() => setCreating(false)}
          onSaved={(customer) => {
            setCreating(false);
            setCreated(customer);
            setAttempt(attempt + 1);
          }}
        />
      )}
    </section>
  );
}

export function TemplateChips(props: { handles: string[]; label: (handle: string) => string }) {
  if (props.handles.length === 0) return <span class="muted small">{t('customers.publicOnly')}</span>;
  return (
    <ul class="chips" aria-label={t('customers.templates')}>
      {props.handles.map((handle) => (
        <li key={handle} class="chip">
          {props.label(handle)}
        </li>
      ))}
    </ul>
  );
}
