/**
 * Cells a sender edited during review, as a run applies them. Edits made by hand are few: their
 * map is held whole, each edited row aligned once with the template's columns, and the per-row
 * cost of a run is one map lookup, none at all when there are no edits. A find and replace may edit
 * every row of a million: those edits are read from a file in row order (./edits-file.ts) as the
 * run reaches each row, behind the same `get`.
 */

/** Edited cells: row number (1-based, as in the error report) → technical name → edited text. */
export type CellEdits = ReadonlyMap<number, ReadonlyMap<string, string>>;

/**
 * Per row number, the edited texts by column index (undefined where the cell was not edited). A
 * pass asks for its rows in ascending order; a map or an edits file read in row order answers.
 */
export interface AlignedEdits {
  get(row: number): readonly (string | undefined)[] | undefined;
}

/**
 * Aligns edits with the template's columns (`names` in target order). A name the template does not
 * have is dropped: stored edits may outlive a column, and the caller checks names it accepts.
 */
export function alignEdits(
  edits: CellEdits,
  names: readonly string[],
): ReadonlyMap<number, readonly (string | undefined)[]> {
  const column = new Map(names.map((name, c) => [name, c]));
  const aligned = new Map<number, (string | undefined)[]>();
  for (const [row, cells] of edits) {
    const texts: (string | undefined)[] = new Array(names.length).fill(undefined);
    let any = false;
    for (const [name, text] of cells) {
      const c = column.get(name);
      if (c === undefined) continue;
      texts[c] = text;
      any = true;
    }
    if (any) aligned.set(row, texts);
  }
  return aligned;
}
