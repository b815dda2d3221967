/**
 * Step 2: each template column with the source column the matcher proposed, its score and
 * explanation; required columns left unmapped stand out and hold the confirmation back; CHOICE,
 * LIST_OF_VALUES and BOOLEAN columns get a value map. PUT …/mapping confirms, then the data is checked.
 */

import type { RequestBody } from '../../../shared/api-payload.ts';
import { h, mount } from '../../../shared/dom.ts';
import { formatNumber } from '../../../shared/i18n/format.ts';
import type { Context } from '../context.ts';
import { followUntil } from '../follow.ts';
import type { Column, Mapping, MappingColumn, Preview, Transformation } from '../types.ts';
import {
  allowedValues,
  fromAnswer,
  fromSample,
  type SourceValues,
  type ValuesAnswer,
  valueMapPanel,
  valueSeparator,
} from './value-map.ts';

/** Column types whose value is computed from the row: nothing to map. */
const COMPUTED = new Set(['VALUE', 'COLUMN']);

/**
 * The distinct values under one header in the preview's rows below the header row: the value map's
 * fallback when the server cannot list the whole column's values.
 */
function sampleValues(preview: Preview | null, header: string): string[] {
  if (!preview) return [];
  const index = preview.headers.indexOf(header);
  if (index < 0) return [];
  const values = preview.rows.slice(preview.header_row ?? 0).map((row) => (row[index] ?? '').trim());
  return [...new Set(values.filter(Boolean))];
}

export async function mappingStep(
  ctx: Context,
  transformation: Transformation,
  preview: Preview | null,
): Promise<Transformation> {
  const { t } = ctx;
  ctx.shell.setStep('mapping');
  ctx.bridge.emit('ferry:step', { step: 'mapping', transformation_id: transformation.transformation_id });
  const url = `/transformation/${transformation.transformation_id}/mapping`;
  const mapping = await ctx.api.call<Mapping>('GET', url);
  const byId = new Map(ctx.columns.map((c) => [c.column_id, c]));
  // Only the columns a sender may see (the server sends no hidden ones; this keeps it so).
  const entries = mapping.columns.filter((m) => {
    const column = byId.get(m.column_id);
    return column && !column.hidden && !COMPUTED.has(String(column.type.type));
  });
  const headers = mapping.source_headers ?? preview?.headers ?? [];
  const state = new Map<string, MappingColumn>(entries.map((m) => [m.column_id, { ...m }]));
  const proposed = new Map(entries.map((m) => [m.column_id, m.source]));
  const format = (count: number) => formatNumber(count, ctx.locale);
  /** The values of each (column, source header) pair, read once from the whole file. */
  const listings = new Map<string, SourceValues | 'loading'>();
  /** Columns whose value map shows every value, not only the first ones. */
  const expanded = new Set<string>();

  return new Promise((resolve, reject) => {
    const status = h('div', { class: 'mapping-status', role: 'status' });
    const confirm = h('button', {
      class: 'button primary large',
      type: 'button',
      text: t('mapping.confirm'),
    });
    const body = h('tbody');
    const problem = h('div');

    function missingRequired(): Column[] {
      return entries
        .map((m) => byId.get(m.column_id)!)
        .filter((c) => c.importance === 'required' && !state.get(c.column_id)?.source);
    }

    function render() {
      // A list of values arriving re-renders the table: the focus stays where the sender was.
      const focused = document.activeElement?.id;
      mount(
        body,
        entries.flatMap((m) => rowFor(byId.get(m.column_id)!)),
      );
      const missing = missingRequired().length;
      status.className = `mapping-status ${missing ? 'warn' : 'ok'}`;
      status.textContent = missing
        ? t('mapping.requiredMissing', { count: missing })
        : t('mapping.allRequired');
      confirm.disabled = missing > 0;
      if (focused && document.activeElement?.id !== focused) document.getElementById(focused)?.focus();
    }

    /** The listed values of a column's source; 'loading' while they are read (render() follows). */
    function valuesOf(column: Column, source: string): SourceValues | 'loading' {
      const key = `${column.column_id}\n${source}`;
      const known = listings.get(key);
      if (known) return known;
      listings.set(key, 'loading');
      const url = `/transformation/${transformation.transformation_id}/mapping/values/${column.column_id}`;
      ctx.api
        .call<ValuesAnswer>('GET', `${url}?source=${encodeURIComponent(source)}`)
        .then(fromAnswer, () =>
          fromSample(allowedValues(column, t) ?? [], sampleValues(preview, source), valueSeparator(column)),
        )
        .then((listed) => {
          listings.set(key, listed);
          render();
        });
      return 'loading';
    }

    function rowFor(column: Column): HTMLElement[] {
      const entry = state.get(column.column_id)!;
      const id = `map-${column.column_id}`;
      const unmappedRequired = column.importance === 'required' && !entry.source;
      const select = h(
        'select',
        {
          id,
          'aria-invalid': unmappedRequired ? 'true' : null,
          onchange: () => {
            entry.source = select.value || null;
            entry.value_map = null;
            render();
            document.getElementById(id)?.focus();
          },
        },
        h('option', { value: '', text: t('mapping.none') }),
        headers.map((header) =>
          h('option', { value: header, text: header, selected: header === entry.source }),
        ),
      );
      const isProposal = entry.source !== null && entry.source === proposed.get(column.column_id);
      const score = isProposal && typeof entry.score === 'number' ? Math.round(entry.score * 100) : null;
      const verdict =
        entry.source === null
          ? h('span', { class: 'muted', text: '—' })
          : h(
              'div',
              { class: 'verdict' },
              score !== null
                ? h('span', {
                    class: `score ${score >= 80 ? 'high' : score >= 50 ? 'mid' : 'low'}`,
                    text: t('mapping.score', { score }),
                  })
                : h('span', { class: 'score manual', text: t('mapping.manual') }),
              isProposal &&
                entry.explanation &&
                h('span', { class: 'muted small explanation', text: entry.explanation }),
            );
      const row = h(
        'tr',
        { class: unmappedRequired ? 'missing' : '' },
        h(
          'th',
          { scope: 'row' },
          h('label', { for: id, class: 'column-name', text: column.pretty_name }),
          column.importance === 'required' &&
            h('span', { class: 'badge required', text: t('mapping.required') }),
          column.description && h('div', { class: 'muted small', text: column.description }),
        ),
        h('td', {}, select),
        h('td', {}, verdict),
      );
      const allowed = allowedValues(column, t);
      if (!allowed || !entry.source) return [row];
      const listed = valuesOf(column, entry.source);
      if (listed === 'loading') {
        const loading = h('p', { class: 'muted small', role: 'status', text: t('mapping.valuesLoading') });
        return [row, h('tr', { class: 'value-map-row' }, h('td', { colspan: '3' }, loading))];
      }
      if (listed.values.length === 0) return [row];
      const map = entry.value_map ?? {};
      entry.value_map = map;
      const panel = valueMapPanel(
        t,
        format,
        column,
        allowed,
        listed,
        map,
        (next) => {
          entry.value_map = next;
        },
        {
          expanded: expanded.has(column.column_id),
          onExpand: () => {
            expanded.add(column.column_id);
            render();
          },
        },
      );
      return [row, h('tr', { class: 'value-map-row' }, h('td', { colspan: '3' }, panel))];
    }

    confirm.addEventListener('click', async () => {
      confirm.disabled = true;
      const columns = [...state.values()].map((m) => ({
        column_id: m.column_id,
        source: m.source,
        value_map: m.value_map && Object.keys(m.value_map).length ? m.value_map : null,
      }));
      try {
        await ctx.api.call('PUT', url, {
          columns,
        } satisfies RequestBody<'putTransformationTransformationIdMapping'>);
      } catch (error) {
        confirm.disabled = false;
        mount(problem, h('div', { class: 'alert error', role: 'alert', text: (error as Error).message }));
        return;
      }
      const waiting = ctx.shell.showWaiting(t('mapping.transforming'));
      followUntil(ctx, transformation.transformation_id, ['transformed'], waiting.update, true).then(
        resolve,
        reject,
      );
    });

    ctx.shell.show(
      h(
        'section',
        { class: 'card' },
        h('h1', { text: t('mapping.title') }),
        h('p', { class: 'muted', text: t('mapping.intro') }),
        status,
        h(
          'div',
          { class: 'table-scroll' },
          h(
            'table',
            { class: 'mapping', 'data-testid': 'mapping' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', { scope: 'col', text: t('mapping.expected') }),
                h('th', { scope: 'col', text: t('mapping.yourColumn') }),
                h('th', { scope: 'col', text: t('mapping.confidence') }),
              ),
            ),
            body,
          ),
        ),
        problem,
        h('div', { class: 'actions' }, confirm),
      ),
    );
    render();
  });
}
