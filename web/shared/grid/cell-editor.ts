/** The text field that edits one cell in place: Enter saves and moves down, Tab saves and moves right, Escape cancels. */
import { h } from '../dom.ts';

/** `next`: saved with Enter, go down; `right`: saved with Tab, go right; `save`: focus left the field. */
export type EditOutcome = { kind: 'cancel' } | { kind: 'save' | 'next' | 'right'; value: string };

/** `label`: what the field is called for a screen reader, the column's name. */
export function cellEditor(
  cell: HTMLElement,
  label: string,
  value: string,
  done: (outcome: EditOutcome) => void,
): void {
  let finished = false;
  const finish = (outcome: EditOutcome) => {
    if (finished) return;
    finished = true;
    done(outcome);
  };
  const input = h('input', { class: 'cell-input', value, 'aria-label': label });
  input.addEventListener('keydown', (event) => {
    event.stopPropagation();
    if (event.key === 'Enter') {
      event.preventDefault();
      finish({ kind: 'next', value: input.value });
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish({ kind: 'cancel' });
    } else if (event.key === 'Tab') {
      event.preventDefault();
      finish({ kind: 'right', value: input.value });
    }
  });
  input.addEventListener('blur', () => finish({ kind: 'save', value: input.value }));
  cell.replaceChildren(input);
  cell.classList.add('editing');
  input.focus();
  input.setSelectionRange(input.value.length, input.value.length);
}
