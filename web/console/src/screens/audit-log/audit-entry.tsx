/**
 * One audit entry: a sentence ("ada@acme.example changed column E-mail of template orders"), when
 * and from where, and, unfolded, the fields it changed with the old value struck and the new one
 * marked. Secrets arrive masked (`********`) and are shown as they arrive.
 */
import { useState } from 'preact/hooks';
import { locale, t } from '../../i18n.ts';
import { ACTIONS, type Action, RESOURCE_TYPES, type ResourceType } from './audit-filters.tsx';
import type { Entry } from './audit-log.tsx';
import { changesOf, nameOf } from './changes.ts';

/** The entry said as a sentence in the reader's language. */
export function sentenceOf(entry: Entry, memberName?: string | null): string {
  const actor =
    memberName || entry.actor.label || (entry.actor.type === 'system' ? 'Ferry' : t('auditLog.someone'));
  const action = (ACTIONS as readonly string[]).includes(entry.action) ? (entry.action as Action) : 'update';
  if (action === 'sign_in' || action === 'sign_in_failed') return t(`auditLog.verb.${action}`, { actor });
  const type = entry.resource_type as ResourceType;
  const shape = entry.after ?? entry.before;
  const name = nameOf(shape) ?? entry.resource_id?.slice(0, 8) ?? '';
  let resource = (RESOURCE_TYPES as readonly string[]).includes(type)
    ? t(`auditLog.res.${type}`, { name })
    : `${entry.resource_type} ${name}`;
  const template = (shape as { template_handle?: unknown } | null)?.template_handle;
  if (type !== 'template' && typeof template === 'string' && template)
    resource = t('auditLog.ofTemplate', { resource, template });
  return t(`auditLog.verb.${action}`, { actor, resource });
}

export function AuditEntry(props: { entry: Entry; memberName?: string | null }) {
  const { entry } = props;
  const [open, setOpen] = useState(false);
  const changes = changesOf(entry.before, entry.after);
  const at = new Date(entry.at);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(at);
  const panel = `audit-changes-${entry.event_id}`;
  const hasChanges = entry.before !== null || entry.after !== null;
  return (
    <li class={`audit-entry audit-${entry.action}`}>
      <div class="audit-line">
        <span class={`audit-dot audit-dot-${entry.action}`} aria-hidden="true" />
        <div class="audit-text">
          <p class="audit-sentence">{sentenceOf(entry, props.memberName)}</p>
          <p class="muted small">
            <time dateTime={entry.at}>{when}</time>
            {entry.ip && <> · {t('auditLog.from.ip', { ip: entry.ip })}</>}
          </p>
        </div>
        {hasChanges && (
          <button
            type="button"
            class="button small audit-toggle"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen(!open)}
          >
            {open ? t('auditLog.hideChanges') : t('auditLog.showChanges')}
          </button>
        )}
      </div>
      {open && (
        <div id={panel} class="audit-changes">
          {changes.length === 0 ? (
            <p class="muted small">{t('auditLog.noChanges')}</p>
          ) : (
            <table class="table audit-diff">
              <caption class="visually-hidden">{t('auditLog.changes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('auditLog.field')}</th>
                  <th scope="col">{t('auditLog.before')}</th>
                  <th scope="col">{t('auditLog.after')}</th>
                </tr>
              </thead>
              <tbody>
                {changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">
                      <code>{change.field}</code>
                    </th>
                    <td>
                      {change.before === undefined ? (
                        <span class="muted">{t('auditLog.empty')}</span>
                      ) : (
                        <del class="audit-old">{change.before}</del>
                      )}
                    </td>
                    <td>
                      {change.after === undefined ? (
                        <span class="muted">{t('auditLog.empty')}</span>
                      ) : (
                        <ins class="audit-new">{change.after}</ins>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </li>
  );
}
