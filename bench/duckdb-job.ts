/**
 * The engine issue's comparison job, written twice over the same file: keep 12 of the 15 columns
 * (renamed to the template's names), check the e-mail against a regex and the price against a
 * range, and split valid rows from invalid ones. Once as DuckDB SQL (this file, run as a script in
 * its own process), once as a template and mapping for `ferry transform` (`jobTemplate()`).
 *   npx tsx bench/duckdb-job.ts SOURCE.csv OUT_DIR THREADS
 * prints `{"seconds": S, "valid": V, "invalid": I, "threads": N}` as its last line.
 * DuckDB is a dev dependency of the benchmark only: nothing under src/ imports it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { EngineTemplate, Mapping } from '../src/engine/template.ts';

/** The e-mail rule of the benchmark template (template.json), anchored there, whole-match here. */
export const EMAIL_REGEX = '[^@\\s]+@[^@\\s]+\\.[a-z]{2,}';
export const PRICE_LOW = 0;
export const PRICE_HIGH = 100_000;

/** The 12 kept columns: source header → target name. Site web, Photo and Attributs are dropped. */
export const JOB_COLUMNS: readonly (readonly [header: string, name: string])[] = [
  ['ID', 'id'],
  ['EAN', 'sku'],
  ['Prénom', 'first_name'],
  ['Nom', 'last_name'],
  ['E-mail', 'email'],
  ['Code postal', 'postal_code'],
  ['Pays', 'country'],
  ['Prix TTC', 'price'],
  ['Date de création', 'created_on'],
  ['Modifié le', 'updated_at'],
  ['Actif', 'active'],
  ['Statut', 'status'],
];

const sqlString = (text: string): string => `'${text.replaceAll("'", "''")}'`;
const ident = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * The job in DuckDB SQL. The price is read as Ferry's NUMBER reads it: `1 234,56` (spaces
 * grouping, comma decimals) and `1,234.56` (comma grouping, point decimals); anything TRY_CAST
 * cannot read is out of range. The file is read once into a temporary table, then written twice.
 */
export function duckdbJobSql(source: string, outDir: string, threads: number): string[] {
  const price = ident('Prix TTC');
  const number = `CASE WHEN regexp_full_match(${price}, '-?[0-9 ]+,[0-9]+') THEN replace(replace(${price}, ' ', ''), ',', '.') ELSE replace(${price}, ',', '') END`;
  const valid = `coalesce(regexp_full_match(${ident('E-mail')}, ${sqlString(EMAIL_REGEX)}), false) AND coalesce(TRY_CAST(${number} AS DOUBLE) BETWEEN ${PRICE_LOW} AND ${PRICE_HIGH}, false)`;
  const kept = JOB_COLUMNS.map(([header, name]) => `${ident(header)} AS ${ident(name)}`).join(', ');
  const names = JOB_COLUMNS.map(([, name]) => ident(name)).join(', ');
  const copy = (file: string, where: string) =>
    `COPY (SELECT ${names} FROM job WHERE ${where}) TO ${sqlString(path.join(outDir, file))} (HEADER, DELIMITER ',')`;
  return [
    `SET threads = ${threads}`,
    `CREATE TEMP TABLE job AS SELECT ${kept}, ${valid} AS valid FROM read_csv(${sqlString(source)}, header = true, delim = ',', quote = '"', escape = '"', all_varchar = true)`,
    copy('valid.csv', 'valid'),
    copy('invalid.csv', 'NOT valid'),
  ];
}

/**
 * The same job for `ferry transform`: the 12 columns, the e-mail as EMAIL with the regex, the
 * price as NUMBER between the same bounds; the other ten as optional TEXT without rules.
 */
export function jobTemplate(): { template: EngineTemplate; mapping: Mapping } {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const columns: EngineTemplate['columns'] = JOB_COLUMNS.map(([header, name], index) => ({
    column_id: id(index + 1),
    technical_name: name,
    pretty_name: header,
    position: index + 1,
    type:
      name === 'email'
        ? { type: 'EMAIL', email_data_type: {} }
        : name === 'price'
          ? { type: 'NUMBER', number_data_type: { decimals: 2, separator_decimals: '.' } }
          : { type: 'TEXT' },
    importance: name === 'email' || name === 'price' ? 'required' : 'optional',
    uniqueness: false,
    conditions: null,
  }));
  const column = (name: string) => columns.find((c) => c.technical_name === name)!.column_id;
  return {
    template: {
      template_handle: 'ferry-bench-job',
      name: 'Benchmark: the DuckDB comparison job',
      item: 'customer',
      format: { format: 'csv' },
      export_empty_columns: true,
      accept_errors: true,
      columns,
      constraints: [
        {
          constraint_id: '00000000-0000-4000-9000-000000000001',
          column_id: column('email'),
          function: 'matches_regex',
          label: null,
          arguments: [{ name: 'regex', value: `^${EMAIL_REGEX}$` }],
        },
        {
          constraint_id: '00000000-0000-4000-9000-000000000002',
          column_id: column('price'),
          function: 'is_between',
          label: null,
          arguments: [
            { name: 'low', value: String(PRICE_LOW) },
            { name: 'high', value: String(PRICE_HIGH) },
          ],
        },
      ],
    } as EngineTemplate,
    mapping: {
      columns: columns.map((c, index) => ({
        column_id: c.column_id,
        technical_name: c.technical_name,
        source: JOB_COLUMNS[index]![0],
      })),
    },
  };
}

/** Runs the DuckDB job; counts come from the temporary table, the time covers read, check and both writes. */
export async function runDuckdbJob(
  source: string,
  outDir: string,
  threads: number,
): Promise<{ seconds: number; valid: number; invalid: number; threads: number }> {
  const { DuckDBInstance } = await import('@duckdb/node-api');
  mkdirSync(outDir, { recursive: true });
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  const started = process.hrtime.bigint();
  for (const statement of duckdbJobSql(source, outDir, threads)) await connection.run(statement);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const counts = await connection.runAndReadAll(
    'SELECT count(*) FILTER (WHERE valid) AS valid, count(*) FILTER (WHERE NOT valid) AS invalid FROM job',
  );
  const [valid, invalid] = counts.getRows()[0]!.map(Number) as [number, number];
  connection.closeSync();
  instance.closeSync();
  return { seconds, valid, invalid, threads };
}

if (process.argv[1] === import.meta.filename) {
  const [source, outDir, threads] = process.argv.slice(2);
  if (!source || !outDir || !/^\d+$/.test(threads ?? '')) {
    console.error('Usage: npx tsx bench/duckdb-job.ts SOURCE.csv OUT_DIR THREADS');
    process.exit(2);
  }
  console.log(JSON.stringify(await runDuckdbJob(source, outDir, Number(threads))));
}
