/** One limit of the plan: its name in words, a meter of what is used, and the line credit's balance. */
import { formatBytes } from '../../../../shared/i18n/format.ts';
import { locale, t } from '../../i18n.ts';
import type { Usage } from './usage.tsx';

type Limit = Usage['limits'][number];

/** The limitations with a name in words; another one shows its technical name. */
const NAMED = [
  'LINE_CREDIT',
  'TEMPLATES',
  'COLUMNS_PER_TEMPLATE',
  'CUSTOMERS',
  'API_KEYS',
  'MAX_FILE_SIZE',
] as const;
type Named = (typeof NAMED)[number];

/** The limits in the order a reader looks for them: what is spent first, the ceilings last. */
export function inReadingOrder<Entry extends { name: string }>(limits: Entry[]): Entry[] {
  const rank = (name: string) => {
    const index = (NAMED as readonly string[]).indexOf(name);
    return index === -1 ? NAMED.length : index;
  };
  return [...limits].sort((a, b) => rank(a.name) - rank(b.name));
}

/** From this share used, the meter turns amber; full, red. */
const NEARLY = 0.8;

export function LimitMeter(props: { limit: Limit }) {
  const { name } = props.limit;
  // The schema says an integer; a plan without a ceiling may still send null.
  const allowed = props.limit.allowed as number | null;
  const used = props.limit.used;
  const number = new Intl.NumberFormat(locale);
  const label = (NAMED as readonly string[]).includes(name) ? t(`usage.limit.${name as Named}`) : name;
  const id = `limit-${name}`;
  const share = allowed && used !== null ? Math.min(1, used / allowed) : 0;
  const level = share >= 1 ? 'full' : share >= NEARLY ? 'nearly' : 'fine';
  let figure: string;
  if (name === 'MAX_FILE_SIZE')
    figure = allowed === null ? t('usage.unlimited') : t('usage.perFile', { size: bytes(allowed) });
  else if (allowed === null)
    figure = used === null ? t('usage.unlimited') : t('usage.unlimitedUsed', { used: number.format(used) });
  else figure = t('usage.used', { used: number.format(used ?? 0), allowed: number.format(allowed) });
  return (
    <li class={`card limit limit-${level}`}>
      <div class="limit-head">
        <span id={id} class="strong">
          {label}
        </span>
        {level !== 'fine' && (
          <span class={`badge limit-badge-${level}`}>
            {t(level === 'full' ? 'usage.full' : 'usage.nearly')}
          </span>
        )}
      </div>
      <p class="limit-figure">{figure}</p>
      {allowed !== null && used !== null && (
        // biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be given the same look in every browser.
        <div
          class="meter-track"
          role="meter"
          aria-labelledby={id}
          aria-valuemin={0}
          aria-valuemax={allowed}
          aria-valuenow={Math.min(used, allowed)}
          aria-valuetext={figure}
        >
          <div class="meter-fill" style={{ width: `${Math.max(share * 100, used > 0 ? 1 : 0)}%` }} />
        </div>
      )}
      {name === 'LINE_CREDIT' && allowed !== null && used !== null && (
        <p class="limit-balance">
          {t('usage.balance', { balance: Math.max(0, allowed - used) })}
          <span class="field-hint block">{t('usage.balanceHint')}</span>
        </p>
      )}
    </li>
  );
}

/** A size in bytes as people say it: "1 GB", "500 MB" (the plan counts them by 1024). */
function bytes(size: number): string {
  return formatBytes(size, locale, 1024);
}
