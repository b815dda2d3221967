/** The delivery log's filters: channel, status, a range of days and a submission's id. */
import { useId } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { type Filters, isUuid, NO_FILTERS } from './filters.ts';
import { CHANNELS, STATUSES } from './types.ts';

export function DeliveryFilters(props: { filters: Filters; onChange: (filters: Filters) => void }) {
  const id = useId();
  const { filters } = props;
  const set = (name: keyof Filters) => (event: Event) =>
    props.onChange({ ...filters, [name]: (event.target as HTMLInputElement | HTMLSelectElement).value });
  const badSubmission = filters.submission.trim() !== '' && !isUuid(filters.submission);
  const any = Object.values(filters).some((value) => value.trim() !== '');
  return (
    <form
      class="card deliveries-filters"
      aria-label={t('deliveries.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <div class="field">
        <label for={`${id}-channel`}>{t('deliveries.channel')}</label>
        <select id={`${id}-channel`} name="channel" value={filters.channel} onChange={set('channel')}>
          <option value="">{t('deliveries.channel.all')}</option>
          {CHANNELS.map((channel) => (
            <option key={channel} value={channel}>
              {t(`deliveries.channel.${channel}`)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for={`${id}-status`}>{t('deliveries.status')}</label>
        <select id={`${id}-status`} name="status" value={filters.status} onChange={set('status')}>
          <option value="">{t('deliveries.status.all')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`deliveries.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for={`${id}-from`}>{t('deliveries.from')}</label>
        <input
          id={`${id}-from`}
          name="from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
      </div>
      <div class="field">
        <label for={`${id}-to`}>{t('deliveries.to')}</label>
        <input
          id={`${id}-to`}
          name="to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
        />
      </div>
      <div class={`field deliveries-submission ${badSubmission ? 'field-invalid' : ''}`}>
        <label for={`${id}-submission`}>{t('deliveries.submission')}</label>
        <input
          id={`${id}-submission`}
          name="submission"
          type="text"
          spellcheck={false}
          autocomplete="off"
          placeholder={t('deliveries.submissionPlaceholder')}
          value={filters.submission}
          aria-invalid={badSubmission ? true : undefined}
          aria-describedby={badSubmission ? `${id}-submission-problem` : undefined}
          onInput={set('submission')}
        />
        {badSubmission && (
          <p id={`${id}-submission-problem`} class="field-problem">
            {t('deliveries.submissionInvalid')}
          </p>
        )}
      </div>
      {any && (
        <button
          type="button"
          class="button ghost small deliveries-clear"
          onClick={() => props.onChange(NO_FILTERS)}
        >
          {t('deliveries.clearFilters')}
        </button>
      )}
    </form>
  );
}
