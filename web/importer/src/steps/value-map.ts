/**
 * The value map of a CHOICE, LIST_OF_VALUES or BOOLEAN column: the sender's values on the left, from the
 * whole file with how many rows hold each (`GET …/mapping/values/{columnId}`), the allowed values
 * on the right, pre-filled with what the server would make of each value by itself. A value that
 * would be in error stands out until the sender picks an allowed value for it.
 */
import type { Payload } from '../../../shared/api-payload.ts';
import { h } from '../../../shared/dom.ts';
import type { Translate } from '../i18n/index.ts';
import type { Column } from '../types.ts';

/** An allowed value and the words that stand for it. */
interface Allowed {
  value: string;
  label: string;
  words: string[];
}

/** One distinct value of the sender's column. */
export interface SourceValue {
  /** The text exactly as in the file. */
  value: string;
  /** Rows holding it; null when unknown (values read from the preview's first rows). */
  count: number | null;
  /** The allowed value it becomes without a value map; null when it would be in error. */
  proposed: string | null;
}

/** The values of one source column, as the value map lists them. */
export interface SourceValues {
  values: SourceValue[];
  /** Distinct values in the whole column; null when unknown. */
  distinct: number | null;
  /** Whether the column holds values not listed (the server lists the most frequent 1,000). */
  truncated: boolean;
}

/** What `GET /transformation/{id}/mapping/values/{columnId}` answers. */
export type ValuesAnswer = Payload<'getTransformationTransformationIdMappingValuesColumnId'>;

/**
 * The separator of a CHOICE column taking several choices per cell: its values are mapped one by
 * one, as the server lists and applies them. Null when a cell is one value.
 */
export function valueSeparator(column: Column): string | null {
  const { type } = column;
  return type.type === 'CHOICE' && type.choice_data_type?.multiple
    ? (type.choice_data_type.separator ?? ',')
    : null;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The allowed values of a CHOICE, LIST_OF_VALUES or BOOLEAN column; null for other types. */
export function allowedValues(column: Column, t: Translate): Allowed[] | null {
  const { type } = column;
  if (type.type === 'BOOLEAN') {
    const config = type.boolean_data_type ?? {};
    // Yes or no in the sender's language, with what the target receives for it.
    const side = (
      value: 'true' | 'false',
      written: string | null | undefined,
      inputs: string[] | null | undefined,
    ) => ({
      value,
      label: `${t(value === 'true' ? 'mapping.yes' : 'mapping.no')} (${written ?? value})`,
      words: [value, written ?? '', ...(inputs ?? [])].filter(Boolean),
    });
    return [
      side('true', config.true_value, config.true_inputs),
      side('false', config.false_value, config.false_inputs),
    ];
  }
  if (type.type === 'CHOICE') {
    return (type.choice_data_type?.choices ?? []).map((c) => ({
      value: c.value,
      label: c.label ? `${c.label} (${c.value})` : c.value,
      words: [c.value, c.label ?? '', ...(c.synonyms ?? [])].filter(Boolean),
    }));
  }
  if (type.type === 'LIST_OF_VALUES') {
    return (type.list_of_values_data_type?.values ?? []).map((v) => ({
      value: v.value,
      label: v.value,
      words: [v.value, ...(v.synonyms ?? [])],
    }));
  }
  return null;
}

/** The allowed value a source value matches by itself, or '' when none does. */
export function matchValue(allowed: Allowed[], source: string): string {
  const folded = fold(source);
  return allowed.find((a) => a.words.some((w) => fold(w) === folded))?.value ?? '';
}

/**
 * The server's answer as the panel lists it. A value the stored map gives (`mapped`) has no
 * proposal of its own to fall back on: it counts as in error if the sender clears its entry.
 */
export function fromAnswer(answer: ValuesAnswer): SourceValues {
  return {
    values: answer.values.map((v) => ({
      value: v.value,
      count: v.count,
      proposed: v.mapped === null ? v.proposed : null,
    })),
    distinct: answer.distinct_values,
    truncated: answer.truncated,
  };
}

/**
 * The distinct values among a few rows (the preview's), matched here as the server would; a cell
 * of several choices gives each of its values.
 */
export function fromSample(allowed: Allowed[], cells: string[], separator: string | null): SourceValues {
  const split =
    separator === null ? cells : cells.flatMap((cell) => cell.split(separator).map((v) => v.trim()));
  const values = [...new Set(split.filter(Boolean))];
  return {
    values: values.map((value) => ({ value, count: null, proposed: matchValue(allowed, value) || null })),
    distinct: null,
    truncated: false,
  };
}

/** Lists at most this many allowed values in a select; more are typed, with suggestions. */
const SELECT_LIMIT = 200;

/**
 * Values shown before the sender asks for all: a thousand rows of selects, in each column with a
 * value map, would make every change of the mapping slow to draw.
 */
const FIRST_VALUES = 100;

export function valueMapPanel(
  t: Translate,
  format: (count: number) => string,
  column: Column,
  allowed: Allowed[],
  listed: SourceValues,
  map: Record<string, string>,
  onChange: (map: Record<string, string>) => void,
  /** Whether every value is shown, not only the first ones; `onExpand` asks for all. */
  view: { expanded: boolean; onExpand: () => void },
): HTMLElement {
  const listId = `allowed-${column.column_id}`;
  const known = new Set(allowed.map((a) => a.value));
  const summary = h('p', { class: 'value-errors', role: 'status' });
  /** Values left in error by the current map (shown or not), for the summary. */
  const inError = new Set(
    listed.values.filter((v) => v.proposed === null && !map[v.value]).map((v) => v.value),
  );
  const shown = view.expanded ? listed.values : listed.values.slice(0, FIRST_VALUES);
  const showSummary = () => {
    summary.hidden = inError.size === 0;
    summary.textContent = t('mapping.valuesInError', { count: inError.size });
  };
  const rows = shown.map(({ value: source, count, proposed }, i) => {
    const id = `vm-${column.column_id}-${i}`;
    const noteId = `${id}-note`;
    const current = map[source] ?? proposed ?? '';
    const note = h('div', { id: noteId, class: 'value-note small', text: t('mapping.valueInError') });
    const mark = (chosen: string) => {
      const wrong = chosen === '' && proposed === null;
      if (wrong) inError.add(source);
      else inError.delete(source);
      row.classList.toggle('value-error', wrong);
      note.hidden = !wrong;
      if (wrong) control.setAttribute('aria-invalid', 'true');
      else control.removeAttribute('aria-invalid');
    };
    const set = (value: string) => {
      const next = { ...map };
      // Only a choice other than the proposal is stored: the server matches the rest itself.
      if (value && value !== proposed) next[source] = value;
      else delete next[source];
      map = next;
      onChange(next);
      mark(value);
      showSummary();
    };
    // A proposal outside the list (several choices in one cell) is offered as it stands.
    const extra = proposed !== null && !known.has(proposed) ? [proposed] : [];
    const control =
      allowed.length <= SELECT_LIMIT
        ? h(
            'select',
            {
              id,
              'aria-describedby': noteId,
              onchange: (e: Event) => set((e.target as HTMLSelectElement).value),
            },
            h('option', { value: '', text: t('mapping.keepValue') }),
            extra.map((v) => h('option', { value: v, text: v, selected: v === current })),
            allowed.map((a) => h('option', { value: a.value, text: a.label, selected: a.value === current })),
          )
        : h('input', {
            id,
            list: listId,
            value: current,
            'aria-describedby': noteId,
            onchange: (e: Event) => set((e.target as HTMLInputElement).value.trim()),
          });
    const row = h(
      'tr',
      {},
      h(
        'th',
        { scope: 'row' },
        h('label', { for: id, text: source }),
        count !== null &&
          h('span', {
            class: 'muted small value-count',
            text: t('mapping.valueRows', { count }),
          }),
      ),
      h('td', {}, control, note),
    );
    mark(current);
    return row;
  });
  showSummary();
  return h(
    'div',
    {
      class: 'value-map',
      role: 'group',
      'aria-label': t('mapping.valuesTitle', { column: column.pretty_name }),
    },
    h('h3', { text: t('mapping.valuesTitle', { column: column.pretty_name }) }),
    h('p', { class: 'muted small', text: t('mapping.valuesIntro') }),
    listed.truncated &&
      h('p', {
        class: 'muted small',
        text: t('mapping.valuesTruncated', {
          shown: format(listed.values.length),
          distinct: format(listed.distinct ?? listed.values.length),
        }),
      }),
    summary,
    allowed.length > SELECT_LIMIT &&
      h(
        'datalist',
        { id: listId },
        allowed.slice(0, 1000).map((a) => h('option', { value: a.value })),
      ),
    h(
      'table',
      { class: 'value-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col', text: t('mapping.yourValue') }),
          h('th', { scope: 'col', text: t('mapping.allowedValue') }),
        ),
      ),
      h('tbody', {}, rows),
    ),
    shown.length < listed.values.length &&
      h('button', {
        class: 'button',
        type: 'button',
        text: t('mapping.valuesShowAll', { count: format(listed.values.length) }),
        onclick: view.onExpand,
      }),
  );
}
