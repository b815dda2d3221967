/**
 * The tabs of a template's page (WAI-ARIA tabs, automatic activation): each is a page of its own
 * (/app/templates/{handle}/{tab}); arrows, Home and End move between them.
 */
import { useRef } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { navigate } from '../../router.ts';

export const TAB_NAMES = ['settings', 'columns', 'format', 'try-it'] as const;
export type TabName = (typeof TAB_NAMES)[number];

export function TemplateTabs(props: { handle: string; current: TabName }) {
  const list = useRef<HTMLDivElement>(null);
  const open = (name: TabName) => {
    navigate(`templates/${encodeURIComponent(props.handle)}/${name}`, { replace: false });
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(`#tab-${name}`)?.focus());
  };
  function onKeyDown(event: KeyboardEvent) {
    const index = TAB_NAMES.indexOf(props.current);
    const last = TAB_NAMES.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % TAB_NAMES.length
        : event.key === 'ArrowLeft'
          ? (index + last) % TAB_NAMES.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    open(TAB_NAMES[next]!);
  }
  return (
    <div
      role="tablist"
      aria-label={t('template.tabs')}
      class="template-tabs"
      ref={list}
      onKeyDown={onKeyDown}
    >
      {TAB_NAMES.map((name) => {
        const selected = name === props.current;
        return (
          <a
            key={name}
            role="tab"
            id={`tab-${name}`}
            href={`/app/templates/${encodeURIComponent(props.handle)}/${name}${location.search}`}
            aria-selected={selected}
            aria-controls={`panel-${name}`}
            tabIndex={selected ? 0 : -1}
            class="template-tab"
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              open(name);
            }}
          >
            {t(`template.tab.${name}`)}
          </a>
        );
      })}
    </div>
  );
}
