/**
 * Times Ferry's CSV reader against csv-parse on the same file and prints rows per second.
 *   npx tsx bench/csv-read.ts FILE             (measure)
 *   npx tsx bench/csv-read.ts --make ROWS FILE (write a 15-column file with quotes, commas, newlines, accents)
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { parse } from 'csv-parse';
import { openSource } from '../src/engine/read/open-source.ts';

async function make(rows: number, path: string): Promise<void> {
  const out = createWriteStream(path);
  const cities = ['Paris', 'Zürich', 'São Paulo', 'Kraków', 'Malmö', 'Dún Laoghaire'];
  let text =
    'id,first_name,last_name,email,city,zip,country,amount,quantity,date,active,note,phone,ref,category\n';
  for (let i = 1; i <= rows; i++) {
    const city = cities[i % cities.length];
    const note =
      i % 10 === 0 ? '"said ""hello"", then left\nfor good"' : i % 7 === 0 ? '"a, b and c"' : 'plain note';
    text += `${i},Zoë${i % 97},Müller-${i % 89},user${i}@example.com,${city},${10000 + (i % 89999)},FR,${(i * 1.37).toFixed(2)},${i % 50},2024-0${1 + (i % 9)}-1${i % 10},${i % 2 === 0},${note},+33 1 23 45 ${String(i % 100).padStart(2, '0')} 00,REF-${i.toString(36)},cat${i % 12}\n`;
    if (text.length > 1 << 20) {
      if (!out.write(text)) await once(out, 'drain');
      text = '';
    }
  }
  out.end(text);
  await once(out, 'finish');
}

async function time(name: string, run: () => Promise<number>): Promise<void> {
  const started = process.hrtime.bigint();
  const rows = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const rss = Math.round(process.memoryUsage().rss / 2 ** 20);
  console.log(
    `${name.padEnd(22)} ${rows} rows  ${seconds.toFixed(2)} s  ${Math.round(rows / seconds)} rows/s  rss ${rss} MB`,
  );
}

async function ferryRows(path: string): Promise<number> {
  const table = await openSource(path);
  let rows = 0;
  for await (const batch of table.rowBatches()) rows += batch.length;
  return rows;
}

async function csvParseRows(path: string): Promise<number> {
  let rows = 0;
  for await (const _record of createReadStream(path).pipe(
    parse({ bom: true, relax_quotes: true, from_line: 2 }),
  )) {
    rows++;
  }
  return rows;
}

const [first, second, third] = process.argv.slice(2);
if (first === '--make' && second && third) {
  await make(Number(second), third);
} else if (first) {
  await time('ferry openSource', () => ferryRows(first));
  await time('ferry openSource', () => ferryRows(first));
  await time('csv-parse', () => csvParseRows(first));
} else {
  console.error('usage: npx tsx bench/csv-read.ts FILE | --make ROWS FILE');
  process.exit(1);
}
