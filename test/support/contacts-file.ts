/**
 * A generated contacts file for tests of large runs (workers killed, files split into slices):
 * `E-mail,Name,Price` with a few rows of each error — a bad e-mail (every 997th), no name (every
 * 1013th), a price out of range (every 1009th), a repeat of row 1's e-mail (every 4001st).
 */
export function contacts(rows: number): string {
  const lines = ['E-mail,Name,Price'];
  for (let i = 1; i <= rows; i++) {
    const email = i % 997 === 0 ? `person${i}-at-example.com` : `person${i % 4001 === 0 ? 1 : i}@example.com`;
    const name = i % 1013 === 0 ? '' : `Person ${i}`;
    const price = i % 1009 === 0 ? '2000' : `${i % 1000}.${String(i % 100).padStart(2, '0')}`;
    lines.push(`${email},${name},${price}`);
  }
  return `${lines.join('\n')}\n`;
}
