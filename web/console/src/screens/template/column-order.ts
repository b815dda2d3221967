/**
 * Moving columns: a column lifted with Space moves with the arrows and is dropped with Space
 * (Escape puts it back), or dragged with the mouse; the new place is saved as its `position`
 * (PUT …/column/{id}, from 1; the server shifts the others).
 */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../i18n.ts';
import { request } from '../../session.ts';
import { readRefusal } from '../../ui/refusal.ts';
import type { Column } from './model.ts';

export function moved<Item>(list: readonly Item[], from: number, to: number): Item[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export function useColumnOrder(handle: string, columns: Column[], onChanged: () => Promise<void>) {
  const [order, setOrder] = useState(columns);
  const [lifted, setLifted] = useState<{ id: string; from: number } | null>(null);
  const [dragged, setDragged] = useState<string | null>(null);
  const [target, setTarget] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setOrder(columns), [columns]);

  const focusHandle = (id: string) =>
    requestAnimationFrame(() => document.getElementById(`move-${id}`)?.focus());

  async function save(column: Column, to: number) {
    setProblem(null);
    try {
      await request('PUT', `/template/${encodeURIComponent(handle)}/column/${column.column_id}`, {
        position: to + 1,
      });
      await onChanged();
    } catch (error) {
      setOrder(columns);
      setProblem(readRefusal(error, []).general);
    }
  }

  function onHandleKey(event: KeyboardEvent, column: Column) {
    const index = order.findIndex((c) => c.column_id === column.column_id);
    const name = column.pretty_name;
    const total = order.length;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!lifted) {
        setLifted({ id: column.column_id, from: index });
        setAnnouncement(t('template.order.lifted', { name, position: index + 1, total }));
      } else {
        setLifted(null);
        setAnnouncement(t('template.order.dropped', { name, position: index + 1, total }));
        if (index !== lifted.from) save(column, index);
      }
    } else if (lifted && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      const to = event.key === 'ArrowUp' ? Math.max(0, index - 1) : Math.min(total - 1, index + 1);
      if (to === index) return;
      setOrder(moved(order, index, to));
      setAnnouncement(t('template.order.moved', { name, position: to + 1, total }));
      focusHandle(column.column_id);
    } else if (lifted && (event.key === 'Escape' || event.key === 'Tab')) {
      if (event.key === 'Escape') event.preventDefault();
      setOrder(columns);
      setLifted(null);
      setAnnouncement(t('template.order.cancelled', { name, position: lifted.from + 1, total }));
      focusHandle(column.column_id);
    }
  }

  /**
   * Props of a row for dragging it with the mouse: the row under the pointer shows where the
   * column will land, and letting go there saves it; let go elsewhere, nothing moves.
   */
  function dragProps(column: Column, index: number) {
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer?.setData('text/plain', column.column_id);
        if (event.dataTransfer) event.dataTransfer.effectAllowed = 'move';
        setDragged(column.column_id);
      },
      onDragOver: (event: DragEvent) => {
        if (!dragged) return;
        event.preventDefault();
        if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
        if (target !== index) setTarget(index);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const id = event.dataTransfer?.getData('text/plain') || dragged;
        setDragged(null);
        setTarget(null);
        const from = order.findIndex((c) => c.column_id === id);
        if (from < 0 || from === index) return;
        const moving = order[from]!;
        setOrder(moved(order, from, index));
        setAnnouncement(
          t('template.order.dropped', { name: moving.pretty_name, position: index + 1, total: order.length }),
        );
        save(moving, index);
      },
      onDragEnd: () => {
        setDragged(null);
        setTarget(null);
      },
    };
  }

  /** Where the dragged column would land, before or after the row under the pointer. */
  function dropSide(index: number): 'before' | 'after' | null {
    if (target !== index || !dragged) return null;
    const from = order.findIndex((c) => c.column_id === dragged);
    return from === index ? null : from > index ? 'before' : 'after';
  }

  return { order, lifted, dragged, announcement, problem, onHandleKey, dragProps, dropSide };
}
