/** Choosing a validation function: the catalog searched by name and description, in its groups. */
import { useState } from 'preact/hooks';
import { type TextKey, t } from '../../../i18n.ts';
import { type ConstraintFunction, descriptionOf, GROUP_ORDER } from './catalog.ts';

interface FunctionPickerProps {
  catalog: ConstraintFunction[];
  onPick: (fn: ConstraintFunction) => void;
  onCancel: () => void;
}

export function FunctionPicker(props: FunctionPickerProps) {
  const [query, setQuery] = useState('');
  const wanted = query.trim().toLowerCase();
  const shown = props.catalog.filter(
    (fn) =>
      wanted === '' ||
      fn.name.toLowerCase().includes(wanted) ||
      fn.name.replaceAll('_', ' ').includes(wanted) ||
      fn.description.toLowerCase().includes(wanted) ||
      descriptionOf(fn).toLowerCase().includes(wanted),
  );
  const groups = [...new Set([...GROUP_ORDER, ...shown.map((fn) => fn.group)])]
    .map((group) => ({ group, functions: shown.filter((fn) => fn.group === group) }))
    .filter((entry) => entry.functions.length > 0);
  return (
    <section class="function-picker" aria-labelledby="function-picker-title">
      <div class="function-picker-head">
        <h4 id="function-picker-title">{t('rules.picker.title')}</h4>
        <button type="button" class="button ghost" onClick={props.onCancel}>
          {t('rules.constraints.cancel')}
        </button>
      </div>
      <div class="field">
        <label for="function-search">{t('rules.picker.search')}</label>
        <input
          id="function-search"
          type="search"
          value={query}
          autocomplete="off"
          // The picker opens on a person's request to add a check: the search is where they go next.
          autofocus
          onInput={(event) => setQuery((event.currentTarget as HTMLInputElement).value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              event.stopPropagation();
              props.onCancel();
            }
          }}
        />
      </div>
      {groups.length === 0 && (
        <p class="muted" role="status">
          {t('rules.picker.none', { query })}
        </p>
      )}
      {groups.map(({ group, functions }) => (
        <div key={group} class="function-group">
          <h5 id={`function-group-${group}`}>{groupName(group)}</h5>
          <ul aria-labelledby={`function-group-${group}`}>
            {functions.map((fn) => (
              <li key={fn.name}>
                <button type="button" class="function-choice" onClick={() => props.onPick(fn)}>
                  <span class="function-choice-name">
                    <code>{fn.name}</code>
                    {fn.dataset && <span class="badge">{t('rules.picker.dataset')}</span>}
                  </span>
                  <span class="function-choice-description">{descriptionOf(fn)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

export function groupName(group: string): string {
  const key = `rules.group.${group}` as TextKey;
  return GROUP_ORDER.includes(group) ? t(key) : group;
}
