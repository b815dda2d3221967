/** The audit log's filters: who, what, which action, and a range of days. Each change applies at once. */
import type { Payload } from '../../../../shared/api-payload.ts';
import { t } from '../../i18n.ts';
import type { AuditFilters } from './address.ts';

type Member = Payload<'getMembers'>['entries'][number];

export const RESOURCE_TYPES = [
  'template',
  'column',
  'constraint',
  'customer',
  'source',
  'feed',
  'connector',
  'webhook',
  'alert',
  'submission',
  'delivery',
  'member',
  'member_invitation',
  'api_key',
  'organisation',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export const ACTIONS = [
  'create',
  'update',
  'delete',
  'rotate',
  'replay',
  'retry',
  'sign_in',
  'sign_in_failed',
] as const;
export type Action = (typeof ACTIONS)[number];

export function AuditFiltersForm(props: {
  filters: AuditFilters;
  onChange: (filters: AuditFilters) => void;
  members: Member[];
}) {
  const { filters } = props;
  const set = (name: keyof AuditFilters) => (event: Event) =>
    props.onChange({ ...filters, [name]: (event.target as HTMLInputElement | HTMLSelectElement).value });
  const any = Object.values(filters).some(Boolean);
  return (
    <form
      class="card audit-filters"
      aria-label={t('auditLog.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div class="field">
        <label for="audit-actor">{t('auditLog.actor')}</label>
        <select id="audit-actor" class="select" value={filters.actor} onChange={set('actor')}>
          <option value="">{t('auditLog.actor.any')}</option>
          {props.members.map((member) => (
            <option key={member.user_id} value={member.user_id}>
              {member.name ? `${member.name} (${member.email})` : member.email}
            </option>
          ))}
          <option value="system">{t('auditLog.actor.system')}</option>
        </select>
      </div>
      <div class="field">
        <label for="audit-type">{t('auditLog.resourceType')}</label>
        <select id="audit-type" class="select" value={filters.resource_type} onChange={set('resource_type')}>
          <option value="">{t('auditLog.resourceType.any')}</option>
          {RESOURCE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`auditLog.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="audit-action">{t('auditLog.action')}</label>
        <select id="audit-action" class="select" value={filters.action} onChange={set('action')}>
          <option value="">{t('auditLog.action.any')}</option>
          {ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`auditLog.action.${action}`)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="audit-from">{t('auditLog.from')}</label>
        <input
          id="audit-from"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={set('from')}
        />
      </div>
      <div class="field">
        <label for="audit-to">{t('auditLog.to')}</label>
        <input
          id="audit-to"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={set('to')}
        />
      </div>
      {any && (
        <button
          type="button"
          class="button ghost audit-clear"
          onClick={() => props.onChange({ actor: '', resource_type: '', action: '', from: '', to: '' })}
        >
          {t('auditLog.clear')}
        </button>
      )}
    </form>
  );
}
