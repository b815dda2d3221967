/** A column's conditions, written in the DSL, with the error shown where it is as one types. */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { isUnreachable } from '../../../../../shared/api.ts';
import type { Payload, RequestBody } from '../../../../../shared/api-payload.ts';
import { explain } from '../../../errors.ts';
import { t } from '../../../i18n.ts';
import { request } from '../../../session.ts';
import type { Column } from '../model.ts';
import { matchingColumns, openReference } from './column-suggestions.ts';
import { type ConditionProblem, conditionsRefusal, placeProblem } from './condition-problem.ts';
import { OperatorsHelp } from './operators-help.tsx';

export interface ConditionInputProps {
  /** The template the conditions belong to. */
  handle: string;
  /** The id of the input element, for the label of the form around it. */
  id: string;
  value: string;
  onInput: (value: string) => void;
  /** The columns the conditions may name (the template's, without the one being edited). */
  columns: Column[];
  /** The server's refusal of the conditions after a save (409 naming `conditions`), if any. */
  refusal?: string | null;
}

type Checked = Payload<'postTemplateTemplateHandleConditionsCheck'>;

/** What the server said of one text: its canonical form, or where it is wrong. */
interface Judgement {
  text: string;
  problem: ConditionProblem | null;
  answer: Checked | null;
}

/** Quiet time after a key before the text is sent to be checked. */
const DEBOUNCE_MS = 300;

export function ConditionInput(props: ConditionInputProps) {
  const { id, value } = props;
  const field = useRef<HTMLTextAreaElement>(null);
  const [judgement, setJudgement] = useState<Judgement | null>(null);
  const [pending, setPending] = useState(false);
  /** Why the last check got no judgement (no answer, a server error), shown with a retry. */
  const [unchecked, setUnchecked] = useState<string | null>(null);
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const sent = useRef(0);
  const caretAfterInsert = useRef<number | null>(null);
  const refusedText = useRef<string | null>(null);

  async function check(text: string) {
    const ticket = ++sent.current;
    setPending(true);
    try {
      const answer = await request<Checked>(
        'POST',
        `/template/${encodeURIComponent(props.handle)}/conditions/check`,
        { conditions: text } satisfies RequestBody<'postTemplateTemplateHandleConditionsCheck'>,
      );
      if (ticket !== sent.current) return;
      setJudgement({ text, problem: null, answer });
      setUnchecked(null);
    } catch (error) {
      if (ticket !== sent.current) return;
      const refusal = conditionsRefusal(error);
      if (refusal === null)
        setUnchecked(isUnreachable(error) ? t('rules.conditions.offline') : explain(error));
      else {
        setJudgement({ text, problem: placeProblem(refusal), answer: null });
        setUnchecked(null);
      }
    } finally {
      if (ticket === sent.current) setPending(false);
    }
  }

  useEffect(() => {
    if (value.trim() === '') {
      sent.current++;
      setPending(false);
      setUnchecked(null);
      setJudgement(null);
      return;
    }
    const timer = setTimeout(() => void check(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value, props.handle]);

  // A save's refusal is about the text saved; it stays shown until that text changes.
  useEffect(() => {
    refusedText.current = props.refusal ? value : null;
  }, [props.refusal]);

  useLayoutEffect(() => {
    const at = caretAfterInsert.current;
    if (at === null || !field.current) return;
    caretAfterInsert.current = null;
    field.current.setSelectionRange(at, at);
  });

  const refusal = props.refusal && (refusedText.current === null || refusedText.current === value);
  const problem = refusal ? placeProblem(props.refusal!) : (judgement?.problem ?? null);
  const open = caret === null ? null : openReference(value, caret);
  const suggestions = open && open.start !== dismissedAt ? matchingColumns(props.columns, open.typed) : [];
  const listOpen = suggestions.length > 0;
  const current = Math.min(active, suggestions.length - 1);
  const listId = `${id}-columns`;
  const optionId = (index: number) => `${id}-column-${index}`;

  function follow(event: Event) {
    const target = event.currentTarget as HTMLTextAreaElement;
    setCaret(target.selectionStart === target.selectionEnd ? target.selectionStart : null);
  }

  function insert(column: Column) {
    if (!open) return;
    const reference = `#(${column.technical_name})`;
    const next = value.slice(0, open.start) + reference + value.slice(open.end);
    caretAfterInsert.current = open.start + reference.length;
    setCaret(caretAfterInsert.current);
    setActive(0);
    props.onInput(next);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!listOpen) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      insert(suggestions[current]!);
    } else if (event.key === 'Escape') {
      // Closes the list only, not a dialog the form may sit in.
      event.preventDefault();
      event.stopPropagation();
      setDismissedAt(open!.start);
    }
  }

  const unknown = !problem && judgement?.text === value ? (judgement.answer?.unknown_columns ?? []) : [];
  const canonical = judgement?.text === value ? judgement.answer?.conditions : null;

  return (
    <div class="condition-input">
      <div class={`condition-editor${problem ? ' has-problem' : ''}`}>
        <Backdrop text={value} offset={problem?.offset ?? null} />
        <textarea
          ref={field}
          id={id}
          class="condition-text"
          value={value}
          rows={Math.max(2, value.split('\n').length)}
          spellcheck={false}
          autocomplete="off"
          autocapitalize="off"
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={listOpen ? optionId(current) : undefined}
          aria-invalid={problem ? 'true' : undefined}
          aria-describedby={`${id}-hint ${id}-problem`}
          onInput={(event) => {
            follow(event);
            setActive(0);
            setDismissedAt(null);
            props.onInput((event.currentTarget as HTMLTextAreaElement).value);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={(event) => {
            if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key) || !listOpen)
              follow(event);
          }}
          onClick={follow}
          onFocus={follow}
          onBlur={() => setCaret(null)}
        />
        <div
          id={listId}
          role="listbox"
          class="condition-columns"
          aria-label={t('rules.conditions.suggestions')}
          hidden={!listOpen}
        >
          {suggestions.map((column, index) => (
            <div
              key={column.column_id}
              id={optionId(index)}
              role="option"
              // The focus stays in the field (aria-activedescendant); -1 only makes the option focusable.
              tabIndex={-1}
              aria-selected={index === current}
              class={index === current ? 'active' : undefined}
              // mousedown, not click: the field keeps the focus and its caret.
              onMouseDown={(event) => {
                event.preventDefault();
                insert(column);
              }}
            >
              <span class="condition-column-name">{column.pretty_name}</span>
              <code>#({column.technical_name})</code>
            </div>
          ))}
        </div>
      </div>
      <p id={`${id}-hint`} class="rules-hint">
        {t('rules.conditions.hint')}
      </p>
      <div id={`${id}-problem`} aria-live="polite" class="condition-status">
        {listOpen && (
          <span class="visually-hidden">
            {t('rules.conditions.suggested', { count: suggestions.length })}
          </span>
        )}
        {problem ? (
          <p class="rules-problem">{problem.sentence}</p>
        ) : unchecked ? (
          <p class="rules-problem">
            {unchecked}{' '}
            <button type="button" class="link-button" onClick={() => void check(value)}>
              {t('app.retry')}
            </button>
          </p>
        ) : pending ? (
          <p class="rules-pending">{t('rules.conditions.checking')}</p>
        ) : unknown.length > 0 ? (
          <p class="rules-warning">
            {t('rules.conditions.unknown', { names: unknown.map((name) => `#(${name})`).join(', ') })}
          </p>
        ) : canonical ? (
          <p class="rules-ok">
            {t('rules.conditions.valid')}
            {canonical !== value && (
              <>
                {' '}
                {t('rules.conditions.canonical')} <code>{canonical}</code>
              </>
            )}
          </p>
        ) : null}
      </div>
      <OperatorsHelp />
    </div>
  );
}

/**
 * The text again under the transparent field, with the part at the problem marked: the field
 * itself cannot style a part of its text. The mark runs from the problem to the end of that part
 * of the condition (the next `/` or line break); at the end of a line it marks a space there.
 */
function Backdrop(props: { text: string; offset: number | null }) {
  const { text, offset } = props;
  if (offset === null) return <div class="condition-backdrop" aria-hidden="true" />;
  const at = Math.min(offset, text.length);
  const length = /^[^/\r\n]*/.exec(text.slice(at))![0].length;
  return (
    <div class="condition-backdrop" aria-hidden="true">
      {text.slice(0, at)}
      <mark class="condition-marker">{length > 0 ? text.slice(at, at + length) : ' '}</mark>
      {text.slice(at + length)}
      {'\n'}
    </div>
  );
}
