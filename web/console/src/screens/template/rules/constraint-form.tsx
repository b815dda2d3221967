/** A constraint's form: its function's arguments as inputs, and the message senders read. */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { RequestBody } from '../../../../../shared/api-payload.ts';
import { explain } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import { Notice } from '../../../ui/form.tsx';
import { violationsOf } from '../../../ui/refusal.ts';
import type { Column } from '../model.ts';
import { ArgumentInput } from './argument-input.tsx';
import {
  argumentDescriptionOf,
  type Constraint,
  type ConstraintFunction,
  descriptionOf,
  placeholdersOf,
} from './catalog.ts';

interface ConstraintFormProps {
  fn: ConstraintFunction;
  /** The column the constraint belongs to. */
  columnId: string;
  /** The constraint edited; a new one when absent. */
  constraint?: Constraint;
  columns: Column[];
  onSaved: () => void;
  onCancel: () => void;
  /** Goes back to the catalog (a new constraint only). */
  onOtherFunction?: () => void;
}

/** The server's refusal, placed: per argument name, on the label, or about the whole constraint. */
interface Problems {
  arguments: Record<string, string>;
  label: string | null;
  general: string | null;
}

const NONE: Problems = { arguments: {}, label: null, general: null };

export function ConstraintForm(props: ConstraintFormProps) {
  const { fn, constraint } = props;
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fn.arguments.map((spec) => [spec.name, stored(constraint, spec.name)])),
  );
  const [label, setLabel] = useState(constraint?.label ?? '');
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>(NONE);
  const formId = constraint ? `constraint-${constraint.constraint_id}` : 'constraint-new';
  const form = useRef<HTMLFormElement>(null);

  // Opened by a button that is gone once the form shows: the first field takes the focus.
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, []);

  async function save(event: Event) {
    event.preventDefault();
    const args = fn.arguments.map((spec) => ({
      name: spec.name,
      value: values[spec.name]?.trim() ? values[spec.name]! : null,
    }));
    const body = { function: fn.name, label: label.trim() ? label : null, arguments: args };
    setBusy(true);
    setProblems(NONE);
    try {
      if (constraint)
        await request(
          'PUT',
          `/constraint/${constraint.constraint_id}`,
          body satisfies RequestBody<'putConstraintConstraintId'>,
        );
      else
        await request('POST', '/constraint', {
          column_id: props.columnId,
          ...body,
        } satisfies RequestBody<'postConstraint'>);
      props.onSaved();
    } catch (error) {
      setProblems(placed(error, args));
      setBusy(false);
    }
  }

  const title = constraint ? 'rules.form.editTitle' : 'rules.form.newTitle';
  return (
    <form ref={form} class="constraint-form" aria-labelledby={`${formId}-title`} onSubmit={save} noValidate>
      <div class="constraint-form-head">
        <h4 id={`${formId}-title`}>{t(title, { name: fn.name })}</h4>
        {props.onOtherFunction && (
          <button type="button" class="button ghost" onClick={props.onOtherFunction}>
            {t('rules.form.otherFunction')}
          </button>
        )}
      </div>
      <p class="muted">{descriptionOf(fn)}</p>
      {fn.arguments.length === 0 && <p class="muted">{t('rules.form.noArguments')}</p>}
      {fn.arguments.map((spec) => (
        <ArgumentInput
          key={spec.name}
          spec={spec}
          description={argumentDescriptionOf(fn, spec)}
          id={`${formId}-${spec.name}`}
          value={values[spec.name] ?? ''}
          onChange={(value) => setValues({ ...values, [spec.name]: value })}
          columns={props.columns}
          problem={problems.arguments[spec.name] ?? null}
        />
      ))}
      <div class={`field${problems.label ? ' has-problem' : ''}`}>
        <label for={`${formId}-label`}>
          {t('rules.form.label')} <span class="muted">({t('rules.form.optional')})</span>
        </label>
        <input
          id={`${formId}-label`}
          type="text"
          value={label}
          placeholder={fn.default_label}
          aria-describedby={`${formId}-label-help`}
          aria-invalid={problems.label ? 'true' : undefined}
          onInput={(event) => setLabel((event.currentTarget as HTMLInputElement).value)}
        />
        {problems.label && <p class="rules-problem">{problems.label}</p>}
        <p id={`${formId}-label-help`} class="rules-hint">
          {fn.arguments.length > 0
            ? t('rules.form.labelHelp', { placeholders: placeholdersOf(fn) })
            : t('rules.form.labelHelpNone')}
        </p>
      </div>
      {problems.general && <Notice kind="error">{problems.general}</Notice>}
      <div class="constraint-form-actions">
        <button type="submit" class="button primary" disabled={busy} aria-busy={busy}>
          {busy ? t('rules.form.saving') : constraint ? t('rules.form.save') : t('rules.form.add')}
        </button>
        <button type="button" class="button" onClick={props.onCancel}>
          {t('rules.constraints.cancel')}
        </button>
      </div>
    </form>
  );
}

function stored(constraint: Constraint | undefined, name: string): string {
  return constraint?.arguments.find((argument) => argument.name === name)?.value ?? '';
}

/** A 409's violations on the argument, or the label, they name; anything else about the whole. */
function placed(error: unknown, sent: { name: string }[]): Problems {
  const violations = violationsOf(error);
  if (violations.length === 0) return { ...NONE, general: explain(error) };
  const problems: Problems = { arguments: {}, label: null, general: null };
  const general: string[] = [];
  for (const { property_path, message: english } of violations) {
    const violation = { property_path, message: inWords(english) };
    const index = /^arguments\[(\d+)\]/.exec(violation.property_path)?.[1];
    const name = index === undefined ? undefined : sent[Number(index)]?.name;
    if (name !== undefined) problems.arguments[name] ??= violation.message;
    else if (violation.property_path === 'label') problems.label ??= violation.message;
    else general.push(violation.message);
  }
  problems.general = general.length > 0 ? general.join(' ') : null;
  return problems;
}

/** The server's most frequent refusal here in the page's language; the others as it wrote them. */
function inWords(message: string): string {
  return message === 'This value should not be blank.' ? t('rules.form.blank') : message;
}
