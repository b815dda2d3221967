/**
 * The importer's first screen in small, as a sender sees it with the organisation's name, logo
 * and colour: the same theme tokens, set by the importer's own `applyTheme`. A drawing rather
 * than the importer in a frame: it follows what is typed before anything is saved, and a page of
 * the console cannot frame the importer, whose CSP admits only the organisation's embed origins.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { applyTheme } from '../../../shared/brand.ts';
import { t } from '../i18n.ts';

export function ImporterPreview(props: { name: string; logoUrl: string | null; color: string | null }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current!;
    for (const name of ['--brand', '--brand-contrast', '--brand-soft']) root.style.removeProperty(name);
    applyTheme(root, { brand_color: props.color });
  }, [props.color]);
  const name = props.name.trim() || '…';
  // A logo that does not load shows the initial, as the importer would show nothing better.
  const [broken, setBroken] = useState<string | null>(null);
  const logo = props.logoUrl && props.logoUrl !== broken ? props.logoUrl : null;
  return (
    <figure class="importer-preview-frame">
      <div ref={ref} class="importer-preview" aria-hidden="true">
        <div class="ip-topbar">
          {logo ? (
            <img class="ip-logo" src={logo} alt="" onError={() => setBroken(logo)} />
          ) : (
            <span class="ip-mark">{name.slice(0, 1).toUpperCase()}</span>
          )}
          <span class="ip-brand-text">
            <strong>{name}</strong>
            <span class="ip-template">{t('organisation.preview.template')}</span>
          </span>
          <span class="ip-step">
            <span class="ip-dot">1</span>
            {t('organisation.preview.step')}
          </span>
        </div>
        <div class="ip-card">
          <strong class="ip-title">{t('organisation.preview.title')}</strong>
          <div class="ip-drop">
            <span class="ip-icon">⇪</span>
            <span class="ip-drop-title">{t('organisation.preview.drop')}</span>
            <span class="ip-button">{t('organisation.preview.pick')}</span>
          </div>
        </div>
        <span class="ip-footer">{t('organisation.preview.footer')}</span>
      </div>
      <figcaption class="muted small">{t('organisation.preview.caption')}</figcaption>
    </figure>
  );
}
