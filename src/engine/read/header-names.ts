/**
 * Turns header cells into column headers the engine can address: trimmed, never empty
 * (`column_N`, N the 1-based position), unique (a repeated name gets `_2`, `_3`… in order).
 */
export function headerNames(cells: readonly string[], width: number): string[] {
  const taken = new Set<string>();
  const names: string[] = [];
  for (let i = 0; i < width; i++) {
    const base = (cells[i] ?? '').trim() || `column_${i + 1}`;
    let name = base;
    for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
    taken.add(name);
    names.push(name);
  }
  return names;
}
