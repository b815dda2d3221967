/**
 * A set of strings packed for a trip between threads: one string holding them all and their
 * lengths. Cloning a Set of 500,000 short strings rebuilt 500,000 heap strings on arrival (about
 * 27 MB, and 0.1 s); the packed form arrives as one flat string of a few MB, and is read value by
 * value without keeping them.
 */
export interface PackedValues {
  text: string;
  lengths: Uint32Array;
}

export function packValues(values: Iterable<string>, count: number): PackedValues {
  const lengths = new Uint32Array(count);
  const parts: string[] = new Array(count);
  let i = 0;
  for (const value of values) {
    lengths[i] = value.length;
    parts[i++] = value;
  }
  return { text: parts.join(''), lengths };
}

export function* unpackValues(packed: PackedValues): Generator<string> {
  let at = 0;
  for (const length of packed.lengths) {
    yield packed.text.slice(at, at + length);
    at += length;
  }
}
