/**
 * A first pass's uniqueness values kept as bytes: when every uniqueness column converts one source
 * cell with a converter that can tell it leaves the cell's bytes as they are
 * (`CellConverter.keepsBytes`: a NUMBER column's integer ids), the value of each is added to its
 * set from the file's bytes, compared as the text would be (UniqueValues.addAscii), with no string
 * made, no row state and no conversion. A row where one of them does not keep its bytes is
 * observed as any row.
 */
import type { CellConverter } from '../../domain/types/definition/column-type-definition.ts';
import type { PreparedTemplate } from '../judge/prepared-template.ts';
import { DOUBLED, type FieldOffsets } from '../read/csv/csv-field-offsets.ts';
import type { UniqueValues } from './unique-values.ts';

export class ByteKeys {
  constructor(
    /** Per uniqueness column: its source field. */
    private readonly fields: readonly number[],
    /** Per uniqueness column: whether its converter leaves given bytes as they are. */
    private readonly keeps: readonly NonNullable<CellConverter['keepsBytes']>[],
  ) {}

  /**
   * Adds record `r`'s values to `unique` from its bytes when every one keeps them; false, having
   * added none, when the row must be observed as any row.
   */
  add(offsets: FieldOffsets, r: number, unique: readonly UniqueValues[]): boolean {
    // A record the bytes do not settle comes parsed.
    if (offsets.parsed[r] != null) return false;
    const { first, start, end, flags, buf } = offsets;
    const from = first[r]!;
    const width = first[r + 1]! - from;
    const { fields, keeps } = this;
    for (let i = 0; i < fields.length; i++) {
      const field = fields[i]!;
      if (field >= width) return false;
      const k = from + field;
      // Bytes holding `""` are not the text (keepsBytes reads ASCII, never a quote, but says so here).
      if ((flags[k]! & DOUBLED) !== 0 || !keeps[i]!(buf, start[k]!, end[k]!)) return false;
    }
    for (let i = 0; i < fields.length; i++) {
      const k = from + fields[i]!;
      unique[i]!.addAscii(buf, start[k]!, end[k]!);
    }
    return true;
  }
}

/**
 * The byte keys of a first pass that reads only uniqueness (no counted references, no dataset
 * rule: `observedFields`), when every uniqueness column converts its own source cell, without a
 * value map, with a converter that has `keepsBytes`; null otherwise.
 */
export function byteKeys(prepared: PreparedTemplate): ByteKeys | null {
  if (prepared.countedRefs.length > 0 || prepared.datasetRules.length > 0) return null;
  const fields: number[] = [];
  const keeps: NonNullable<CellConverter['keepsBytes']>[] = [];
  for (const c of prepared.uniqueColumns) {
    const { sourceIndex, computed, valueMap, converter } = prepared.columns[c]!;
    if (sourceIndex < 0 || computed || valueMap !== null || converter.keepsBytes === undefined) return null;
    fields.push(sourceIndex);
    keeps.push(converter.keepsBytes);
  }
  return fields.length > 0 ? new ByteKeys(fields, keeps) : null;
}
