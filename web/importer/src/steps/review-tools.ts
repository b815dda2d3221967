/** The review's find-and-replace form (POST …/data/replace: the whole file, one undo step). */
import type { RequestBody } from '../../../shared/api-payload.ts';
import { h } from '../../../shared/dom.ts';
import type { Translate } from '../i18n/index.ts';

/** What the sender asked to replace. */
export type ReplaceRequest = RequestBody<'postTransformationTransformationIdDataReplace'>;

export function replaceForm(
  t: Translate,
  onReplace: (request: ReplaceRequest) => Promise<void>,
): HTMLElement {
  const find = h('input', { id: 'find', type: 'search', required: true, autocomplete: 'off' });
  const replace = h('input', { id: 'replace', type: 'text', autocomplete: 'off' });
  const matchCase = h('input', { id: 'match-case', type: 'checkbox' });
  const wholeCell = h('input', { id: 'whole-cell', type: 'checkbox' });
  const button = h('button', { class: 'button', type: 'submit', text: t('review.replaceAll') });
  const form = h(
    'form',
    { class: 'replace-form', 'aria-label': t('review.replaceAll') },
    h('div', { class: 'field' }, h('label', { for: 'find', text: t('review.find') }), find),
    h('div', { class: 'field' }, h('label', { for: 'replace', text: t('review.replace') }), replace),
    h(
      'div',
      { class: 'checks' },
      h('label', { class: 'check' }, matchCase, t('review.matchCase')),
      h('label', { class: 'check' }, wholeCell, t('review.wholeCell')),
    ),
    button,
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!find.value) return;
    button.disabled = true;
    try {
      await onReplace({
        find: find.value,
        replace: replace.value,
        match_case: matchCase.checked,
        whole_cell: wholeCell.checked,
      });
    } finally {
      button.disabled = false;
    }
  });
  return form;
}
