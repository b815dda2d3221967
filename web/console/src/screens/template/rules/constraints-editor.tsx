/** A saved column's constraints, each a function of the catalog with a form built from its arguments. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { explain } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import { Notice } from '../../../ui/form.tsx';
import { RetryNotice } from '../../../ui/retry-notice.tsx';
import type { Column } from '../model.ts';
import { type Constraint, type ConstraintFunction, filledLabel, loadCatalog, sentenceOf } from './catalog.ts';
import { ConstraintForm } from './constraint-form.tsx';
import { FunctionPicker } from './function-picker.tsx';

type Mode =
  | { kind: 'list' }
  | { kind: 'picking' }
  | { kind: 'adding'; fn: ConstraintFunction }
  | { kind: 'editing'; id: string }
  | { kind: 'deleting'; id: string };

const LIST: Mode = { kind: 'list' };

export function ConstraintsEditor(props: { handle: string; column: Column; columns: Column[] }) {
  const columnId = props.column.column_id;
  const [constraints, setConstraints] = useState<Constraint[] | null>(null);
  const [catalog, setCatalog] = useState<ConstraintFunction[] | null>(null);
  /** Why the list could not be read. */
  const [loadError, setLoadError] = useState<string | null>(null);
  /** Why a deletion was refused. */
  const [problem, setProblem] = useState<string | null>(null);
  const [mode, setMode] = useState<Mode>(LIST);
  const addButton = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const sectionId = `constraints-${columnId}`;

  async function load() {
    setLoadError(null);
    try {
      const [list, functions] = await Promise.all([
        request<Constraint[]>(
          'GET',
          `/template/${encodeURIComponent(props.handle)}/column/${columnId}/constraints`,
        ),
        loadCatalog(),
      ]);
      setConstraints(list);
      setCatalog(functions);
    } catch (error) {
      setLoadError(explain(error));
    }
  }

  useEffect(() => {
    setConstraints(null);
    setMode(LIST);
    void load();
  }, [props.handle, columnId]);

  /** Back to the list, the server's list read again, the focus where the person started. */
  async function done() {
    refocus.current = true;
    setMode(LIST);
    await load();
  }

  useEffect(() => {
    if (!refocus.current || !addButton.current) return;
    refocus.current = false;
    addButton.current.focus();
  });

  async function remove(id: string) {
    setProblem(null);
    try {
      await request('DELETE', `/constraint/${id}`);
      await done();
    } catch (error) {
      setProblem(explain(error));
      setMode(LIST);
    }
  }

  const byName = new Map((catalog ?? []).map((fn) => [fn.name, fn]));
  return (
    <section class="constraints-editor" aria-labelledby={`${sectionId}-title`}>
      <h3 id={`${sectionId}-title`}>{t('rules.constraints.title')}</h3>
      <p class="muted">{t('rules.constraints.intro')}</p>
      {problem && <Notice kind="error">{problem}</Notice>}
      {loadError !== null && <RetryNotice problem={loadError} onRetry={() => void load()} />}
      {constraints === null ? (
        loadError === null && (
          <p class="muted" role="status">
            {t('rules.constraints.loading')}
          </p>
        )
      ) : constraints.length === 0 && mode.kind !== 'adding' ? (
        <p class="constraints-empty">{t('rules.constraints.empty')}</p>
      ) : (
        <ul class="constraint-list" aria-label={t('rules.constraints.list')}>
          {constraints.map((constraint) => {
            const fn = byName.get(constraint.function);
            if (mode.kind === 'editing' && mode.id === constraint.constraint_id && fn)
              return (
                <li key={constraint.constraint_id} class="constraint-item editing">
                  <ConstraintForm
                    fn={fn}
                    columnId={columnId}
                    constraint={constraint}
                    columns={props.columns}
                    onSaved={() => void done()}
                    onCancel={() => void done()}
                  />
                </li>
              );
            return (
              <ConstraintItem
                key={constraint.constraint_id}
                constraint={constraint}
                fn={fn}
                deleting={mode.kind === 'deleting' && mode.id === constraint.constraint_id}
                onEdit={() => setMode({ kind: 'editing', id: constraint.constraint_id })}
                onDelete={() => setMode({ kind: 'deleting', id: constraint.constraint_id })}
                onConfirm={() => void remove(constraint.constraint_id)}
                onCancel={() => setMode(LIST)}
              />
            );
          })}
        </ul>
      )}
      {mode.kind === 'picking' && catalog && (
        <FunctionPicker
          catalog={catalog}
          onPick={(fn) => setMode({ kind: 'adding', fn })}
          onCancel={() => void done()}
        />
      )}
      {mode.kind === 'adding' && (
        <ConstraintForm
          key={mode.fn.name}
          fn={mode.fn}
          columnId={columnId}
          columns={props.columns}
          onSaved={() => void done()}
          onCancel={() => void done()}
          onOtherFunction={() => setMode({ kind: 'picking' })}
        />
      )}
      {constraints !== null && catalog && mode.kind !== 'picking' && mode.kind !== 'adding' && (
        <button ref={addButton} type="button" class="button" onClick={() => setMode({ kind: 'picking' })}>
          {t('rules.constraints.add')}
        </button>
      )}
    </section>
  );
}

interface ConstraintItemProps {
  constraint: Constraint;
  fn: ConstraintFunction | undefined;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One constraint as a sentence: what it checks, and the message senders read when it fails. */
function ConstraintItem(props: ConstraintItemProps) {
  const { constraint, fn } = props;
  const confirm = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // The question takes the focus; cancelled, the focus goes back to the Delete button.
  useEffect(() => {
    if (props.deleting) confirm.current?.focus();
    else if (asked.current) deleteButton.current?.focus();
    asked.current = props.deleting;
  }, [props.deleting]);
  const sentence = filledLabel(sentenceOf(constraint.function, fn), constraint);
  const name = constraint.function;
  return (
    <li class="constraint-item">
      <div class="constraint-text">
        <p class="constraint-sentence">{sentence}</p>
        <p class="constraint-meta">
          <code>{name}</code>
          {constraint.label && (
            <span class="constraint-message">
              {t('rules.constraints.message', { label: filledLabel(constraint.label, constraint) })}
            </span>
          )}
        </p>
      </div>
      {props.deleting ? (
        <fieldset class="constraint-confirm">
          <legend>{t('rules.constraints.confirmDelete')}</legend>
          <button ref={confirm} type="button" class="button danger small" onClick={props.onConfirm}>
            {t('rules.constraints.confirm')}
          </button>
          <button type="button" class="button small" onClick={props.onCancel}>
            {t('rules.constraints.cancel')}
          </button>
        </fieldset>
      ) : (
        <div class="constraint-actions">
          {fn && (
            <button
              type="button"
              class="button small"
              aria-label={t('rules.constraints.editNamed', { name })}
              onClick={props.onEdit}
            >
              {t('rules.constraints.edit')}
            </button>
          )}
          <button
            ref={deleteButton}
            type="button"
            class="button small"
            aria-label={t('rules.constraints.deleteNamed', { name })}
            onClick={props.onDelete}
          >
            {t('rules.constraints.delete')}
          </button>
        </div>
      )}
    </li>
  );
}
