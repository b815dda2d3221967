/** The activity's filters: status, template, customer, feed, a date range and a search box. */
import { useEffect, useState } from 'preact/hooks';
import { type TextKey, t } from '../../i18n.ts';
import { type Filters, NO_FILTERS } from './filters.ts';
import type { Lookups } from './lookups.ts';
import { STATUSES } from './run-status.ts';

export function FilterBar(props: {
  filters: Filters;
  lookups: Lookups;
  onChange: (filters: Filters) => void;
}) {
  const { filters, lookups } = props;
  // The search box answers as one types; the list waits for a pause before asking the server.
  const [search, setSearch] = useState(filters.q);
  useEffect(() => setSearch(filters.q), [filters.q]);
  const set = (name: keyof Filters, value: string) => props.onChange({ ...filters, [name]: value });
  const filtered = JSON.stringify(filters) !== JSON.stringify(NO_FILTERS);
  const select = (
    name: 'status' | 'template' | 'customer' | 'feed',
    label: string,
    options: [string, string][],
  ) => (
    <div class="field activity-filter">
      <label for={`activity-${name}`}>{label}</label>
      <select
        id={`activity-${name}`}
        value={filters[name]}
        onChange={(event) => set(name, (event.target as HTMLSelectElement).value)}
      >
        <option value="">{t('activity.any')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
        {/* A value from a shared address that the lists do not hold is still shown, as itself. */}
        {filters[name] && !options.some(([value]) => value === filters[name]) && (
          <option value={filters[name]}>{filters[name]}</option>
        )}
      </select>
    </div>
  );
  return (
    <form
      class="activity-filters"
      aria-label={t('activity.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div class="field activity-search">
        <label for="activity-search">{t('activity.search')}</label>
        <input
          id="activity-search"
          type="search"
          placeholder={t('activity.searchShort')}
          value={search}
          onInput={(event) => {
            const value = (event.target as HTMLInputElement).value;
            setSearch(value);
            set('q', value);
          }}
        />
      </div>
      {select(
        'status',
        t('activity.status'),
        STATUSES.map((status) => [status, t(`activity.status.${status}` as TextKey)]),
      )}
      {select(
        'template',
        t('activity.template'),
        [...lookups.templates].map(([handle, name]) => [handle, name]),
      )}
      {select(
        'customer',
        t('activity.customer'),
        [...lookups.customers].map(([id, name]) => [id, name]),
      )}
      {lookups.feeds.size > 0 &&
        select(
          'feed',
          t('activity.feed'),
          [...lookups.feeds.values()].map((feed) => [feed.feed_id, feed.name]),
        )}
      <div class="field activity-filter activity-date">
        <label for="activity-from">{t('activity.from')}</label>
        <input
          id="activity-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => set('from', (event.target as HTMLInputElement).value)}
        />
      </div>
      <div class="field activity-filter activity-date">
        <label for="activity-to">{t('activity.to')}</label>
        <input
          id="activity-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => set('to', (event.target as HTMLInputElement).value)}
        />
      </div>
      {filtered && (
        <button
          type="button"
          class="button ghost small activity-clear"
          onClick={() => props.onChange(NO_FILTERS)}
        >
          {t('activity.clear')}
        </button>
      )}
    </form>
  );
}
