/**
 * What a key does in the grid (WAI-ARIA grid pattern): arrows, Page Up/Down, Home/End and
 * Ctrl+Home/End move the active cell (column 0 is the line number; the grid clamps what it is
 * given); Enter or F2 edits it; a printable character starts an edit with that character.
 */

/** The active cell. */
export interface GridCell {
  row: number;
  col: number;
}

/** The grid's size: rows a page moves, rows in the file, columns of the template. */
export interface GridSize {
  page: number;
  rows: number;
  columns: number;
}

/** What a key does: move to a cell, or edit the active one (`typed` replacing its value). */
export type KeyAction = ({ kind: 'move' } & GridCell) | { kind: 'edit'; typed?: string };

type Key = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>;

/** The action of `event` on the grid; null for a key the grid leaves to the page. */
export function keyAction(event: Key, active: GridCell, size: GridSize): KeyAction | null {
  const to = keyMove(event, active, size);
  if (to) return { kind: 'move', row: to[0], col: to[1] };
  if (event.key === 'Enter' || event.key === 'F2') return { kind: 'edit' };
  if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    return { kind: 'edit', typed: event.key };
  }
  return null;
}

function keyMove(event: Key, { row, col }: GridCell, size: GridSize): [number, number] | undefined {
  const moves: Record<string, [number, number]> = {
    ArrowDown: [row + 1, col],
    ArrowUp: [row - 1, col],
    ArrowRight: [row, col + 1],
    ArrowLeft: [row, col - 1],
    PageDown: [row + size.page, col],
    PageUp: [row - size.page, col],
    Home: event.ctrlKey ? [0, 0] : [row, 0],
    End: event.ctrlKey ? [size.rows - 1, size.columns] : [row, size.columns],
  };
  return moves[event.key];
}
