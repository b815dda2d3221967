/**
 * How many turns of the event loop pass while `work` is pending: none can while work runs on the
 * loop in one piece, some do while it waits on a thread or yields. It tells the two apart without
 * timing anything.
 */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let pending = true;
  const spin = () => {
    if (!pending) return;
    turns++;
    setImmediate(spin);
  };
  setImmediate(spin);
  try {
    return { result: await work(), turns };
  } finally {
    pending = false;
  }
}
