/**
 * The value map of a CHOICE or LIST_OF_VALUES column: the sender's values on the left, the allowed
 * values on the right, pre-filled where a value already matches an allowed value, its label or a
 * synonym (ignoring case and accents, as the server does).
 */
import { h } from '../dom.ts';
import type { Translate } from '../i18n/index.ts';
import type { Column } from '../types.ts';

/** An allowed value and the words that stand for it. */
interface Allowed {
  value: string;
  label: string;
  words: string[];
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

/** The allowed values of a CHOICE or LIST_OF_VALUES column; null for other types. */
export function allowedValues(column: Column): Allowed[] | null {
  const type = column.type as {
    type?: string;
    choice_data_type?: {
      choices?: { value: string; label?: string | null; synonyms?: string[] | null }[] | null;
    };
    list_of_values_data_type?: { values?: { value: string; synonyms?: string[] | null }[] | null };
  };
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

/** Lists at most this many allowed values in a select; more are typed, with suggestions. */
const SELECT_LIMIT = 200;

export function valueMapPanel(
  t: Translate,
  column: Column,
  allowed: Allowed[],
  sourceValues: string[],
  map: Record<string, string>,
  onChange: (map: Record<string, string>) => void,
): HTMLElement {
  const listId = `allowed-${column.column_id}`;
  const rows = sourceValues.map((source, i) => {
    const id = `vm-${column.column_id}-${i}`;
    const current = map[source] ?? '';
    const set = (value: string) => {
      const next = { ...map };
      if (value) next[source] = value;
      else delete next[source];
      map = next;
      onChange(next);
    };
    const control =
      allowed.length <= SELECT_LIMIT
        ? h(
            'select',
            { id, onchange: (e: Event) => set((e.target as HTMLSelectElement).value) },
            h('option', { value: '', text: t('mapping.keepValue') }),
            allowed.map((a) => h('option', { value: a.value, text: a.label, selected: a.value === current })),
          )
        : h('input', {
            id,
            list: listId,
            value: current,
            onchange: (e: Event) => set((e.target as HTMLInputElement).value),
          });
    return h(
      'tr',
      {},
      h('th', { scope: 'row' }, h('label', { for: id, text: source })),
      h('td', {}, control),
    );
  });
  return h(
    'div',
    {
      class: 'value-map',
      role: 'group',
      'aria-label': t('mapping.valuesTitle', { column: column.pretty_name }),
    },
    h('h3', { text: t('mapping.valuesTitle', { column: column.pretty_name }) }),
    h('p', { class: 'muted small', text: t('mapping.valuesIntro') }),
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
  );
}
