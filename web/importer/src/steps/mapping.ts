/**
 * Step 2: each template column with the source column the matcher proposed, its score and
 * explanation; required columns left unmapped stand out and hold the confirmation back; CHOICE
 * and LIST_OF_VALUES columns get a value map. PUT …/mapping confirms, then the data is checked.
 */
import type { Context } from '../context.ts';
import { h, mount } from '../dom.ts';
import { followUntil } from '../follow.ts';
import type { Column, Mapping, MappingColumn, Preview, Transformation } from '../types.ts';
import { allowedValues, matchValue, valueMapPanel } from './value-map.ts';

/** Column types whose value is computed from the row: nothing to map. */
const COMPUTED = new Set(['VALUE', 'COLUMN']);

/** The distinct values under one header in the preview's rows below the header row. */
function sampleValues(preview: Preview | null, header: string): string[] {
  if (!preview) return [];
  const index = preview.headers.indexOf(header);
  if (index < 0) return [];
  const values = preview.rows.slice(preview.header_row).map((row) => (row[index] ?? '').trim());
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
      const allowed = allowedValues(column);
      const values = entry.source ? sampleValues(preview, entry.source) : [];
      if (!allowed || !entry.source || values.length === 0) return [row];
      const map =
        entry.value_map ??
        Object.fromEntries(values.map((v) => [v, matchValue(allowed, v)]).filter(([, a]) => a));
      entry.value_map = map;
      const panel = valueMapPanel(t, column, allowed, values, map, (next) => {
        entry.value_map = next;
      });
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
        await ctx.api.call('PUT', url, { columns });
      } catch (error) {
        confirm.disabled = false;
        mount(problem, h('div', { class: 'alert error', role: 'alert', text: (error as Error).message }));
        return;
      }
      const waiting = ctx.shell.showWaiting(t('mapping.transforming'));
      followUntil(ctx, transformation.transformation_id, ['transformed'], waiting.update).then(
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
