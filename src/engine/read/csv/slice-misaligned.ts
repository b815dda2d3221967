/**
 * A byte slice of a CSV file that does not end where a record ends: its boundary was guessed
 * inside a quoted field. Not a problem with the file; a split run falls back to reading the file
 * in one piece.
 */
export class SliceMisaligned extends Error {
  constructor(readonly end: number) {
    super(`The slice ending at byte ${end} cuts a record.`);
    this.name = 'SliceMisaligned';
  }
}
