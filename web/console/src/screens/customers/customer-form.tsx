/**
 * Creating or editing a customer in a dialog: every field of the Customer resource. The server
 * checks everything; a 409 puts each sentence on the field it names (a taken external ID or
 * e-mail), a 402 says which plan limit to raise.
 */
import { useState } from 'preact/hooks';
import type { Language } from '../../../../shared/i18n/index.ts';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import type { Organisation } from '../../shapes.ts';
import { Notice } from '../../ui/form.tsx';
import { MetadataEditor, type MetadataItem } from '../../ui/metadata-editor.tsx';
import { ModalDialog } from '../../ui/modal-dialog.tsx';
import { CUSTOMER_LANGUAGES, languageName } from './language-name.ts';
import { explainRefusal, fieldProblems } from './refusal.ts';
import { TemplatePicker } from './template-picker.tsx';
import type { Customer, CustomerBody } from './types.ts';

/** The properties in the order the form shows them, to focus the first one refused. */
const FIELD_ORDER = ['name', 'email', 'external_id', 'language', 'template_handles', 'user_metadata'];

interface CustomerFormProps {
  /** The customer to edit, or null to create one. */
  customer: Customer | null;
  organisation: Organisation | null;
  onClose: () => void;
  onSaved: (customer: Customer) => void;
}

export function CustomerForm(props: CustomerFormProps) {
  const stored = props.customer;
  const [externalId, setExternalId] = useState(stored?.external_id ?? '');
  const [email, setEmail] = useState(stored?.email ?? '');
  const [name, setName] = useState(stored?.name ?? '');
  const [language, setLanguage] = useState<'' | Language>(stored?.language ?? '');
  const [handles, setHandles] = useState(stored?.templates.map((template) => template.template_handle) ?? []);
  const [metadata, setMetadata] = useState<MetadataItem[]>(
    stored?.user_metadata.map((item) => ({ name: item.name, value: item.value ?? '' })) ?? [],
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});

  async function save(event: Event) {
    event.preventDefault();
    if (handles.length === 0) {
      setProblems({ template_handles: t('customers.invalid.templates') });
      setProblem(t('customers.checkFields'));
      document.getElementById('customer-template-search')?.focus();
      return;
    }
    setBusy(true);
    setProblem(null);
    setProblems({});
    const body: CustomerBody = {
      external_id: externalId.trim() || null,
      email: email.trim() || null,
      name: name.trim() || null,
      language: language || null,
      template_handles: handles,
      user_metadata: metadata.map((item) => ({ name: item.name.trim(), value: item.value || null })),
    };
    try {
      const saved = stored
        ? await request<Customer>('PUT', `/customer/${stored.customer_id}`, body)
        : await request<Customer>('POST', '/customer', body);
      props.onSaved(saved);
    } catch (error) {
      const found = fieldProblems(error);
      setProblems(found);
      setProblem(explainRefusal(error, props.organisation?.subdomain));
      setBusy(false);
      // The first field in error takes the focus, so that the keyboard lands where the fix is.
      const named = new Set(Object.keys(found).map((path) => path.replace(/\[.*$/, '')));
      const first = FIELD_ORDER.find((property) => named.has(property));
      if (first) document.querySelector<HTMLElement>(`[data-property="${first}"]`)?.focus();
    }
  }

  const problemOf = (property: string) =>
    Object.entries(problems).find(([path]) => path === property || path.startsWith(`${property}[`))?.[1];

  return (
    <ModalDialog
      title={stored ? t('customers.edit.title') : t('customers.new.title')}
      intro={t('customers.form.intro')}
      onClose={props.onClose}
      size="wide"
    >
      <form class="customer-form" onSubmit={save} noValidate>
        <div class="form-grid">
          <TextField
            property="name"
            label={t('customers.name')}
            hint={t('customers.name.hint')}
            value={name}
            onInput={setName}
            problem={problemOf('name')}
            autocomplete="off"
          />
          <TextField
            property="email"
            type="email"
            label={t('customers.email')}
            hint={t('customers.email.hint')}
            value={email}
            onInput={setEmail}
            problem={problemOf('email')}
            autocomplete="off"
          />
          <TextField
            property="external_id"
            label={t('customers.externalId')}
            hint={t('customers.externalId.hint')}
            value={externalId}
            onInput={setExternalId}
            problem={problemOf('external_id')}
            autocomplete="off"
          />
          <div class="field">
            <label for="customer-language">{t('customers.language')}</label>
            <select
              id="customer-language"
              data-property="language"
              value={language}
              aria-describedby="customer-language-hint"
              onChange={(event) => setLanguage((event.target as HTMLSelectElement).value as '' | Language)}
            >
              <option value="">{t('customers.language.none')}</option>
              {CUSTOMER_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </select>
            <p id="customer-language-hint" class="hint">
              {t('customers.language.hint')}
            </p>
          </div>
        </div>
        <TemplatePicker selected={handles} onChange={setHandles} problem={problemOf('template_handles')} />
        <MetadataEditor
          id="customer-metadata"
          legend={t('customers.metadata')}
          words="customers"
          hint={t('customers.metadata.hint')}
          items={metadata}
          onChange={setMetadata}
          problemOf={problemOf}
        />
        {problem && <Notice kind="error">{problem}</Notice>}
        <div class="dialog-actions">
          <button type="button" class="button" onClick={props.onClose}>
            {t('customers.cancel')}
          </button>
          <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
            {busy ? t('customers.saving') : stored ? t('customers.save') : t('customers.create')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface TextFieldProps {
  property: string;
  label: string;
  hint: string;
  value: string;
  onInput: (value: string) => void;
  problem: string | undefined;
  type?: 'text' | 'email';
  autocomplete?: string;
}

/** A text input with its hint, and the server's sentence about it under it when it refused it. */
function TextField(props: TextFieldProps) {
  const id = `customer-${props.property}`;
  return (
    <div class={`field ${props.problem ? 'field-invalid' : ''}`}>
      <label for={id}>{props.label}</label>
      <input
        id={id}
        data-property={props.property}
        // Preact types an input per `type`; text and email take the same attributes.
        type={(props.type ?? 'text') as 'text'}
        value={props.value}
        autocomplete={props.autocomplete}
        aria-invalid={props.problem ? true : undefined}
        aria-describedby={`${id}-hint${props.problem ? ` ${id}-problem` : ''}`}
        onInput={(event) => props.onInput((event.target as HTMLInputElement).value)}
      />
      <p id={`${id}-hint`} class="hint">
        {props.hint}
      </p>
      {props.problem && (
        <p id={`${id}-problem`} class="field-problem">
          {props.problem}
        </p>
      )}
    </div>
  );
}
