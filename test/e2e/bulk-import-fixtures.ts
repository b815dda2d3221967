/** What the bulk import tests share: a template with columns, starting an import, waiting for its end. */
import { setTimeout as sleep } from 'node:timers/promises';
import { parse } from 'csv-parse/sync';
import { bearer, envelope, type TestApp } from '../support/app.ts';
import { multipart } from '../support/multipart.ts';

export interface BulkImport {
  import_id: string;
  status: string;
  progress: number;
  report_url: string | null;
  number_of_valid_rows: number | null;
  number_of_violations: number | null;
  error: string | null;
  [field: string]: unknown;
}

/** A template `handle` with the columns given as `technical_name → type object`. */
export async function templateWith(
  t: TestApp,
  token: string,
  handle: string,
  columns: Record<string, Record<string, unknown>>,
): Promise<Record<string, string>> {
  await t.app.inject({
    method: 'POST',
    url: '/template',
    headers: bearer(token),
    payload: { name: handle, template_handle: handle },
  });
  const ids: Record<string, string> = {};
  for (const [name, type] of Object.entries(columns)) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/template/${handle}/column`,
      headers: bearer(token),
      payload: { technical_name: name, pretty_name: name, type },
    });
    ids[name] = envelope(res).payload.column_id;
  }
  return ids;
}

export const listOfValues = (values: { value: string; synonyms?: string[] | null }[] = []) => ({
  type: 'LIST_OF_VALUES',
  list_of_values_data_type: { values },
});

/** `POST {path}/url` with `{url}`; the raw answer. */
export function importFromUrl(t: TestApp, token: string, path: string, url: string, extra: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: `${path}/url`,
    headers: bearer(token),
    payload: { url, ...extra },
  });
}

/** The multipart route with the file's content. */
export function importUpload(
  t: TestApp,
  token: string,
  path: string,
  content: string,
  fields: Record<string, string> = {},
) {
  const body = multipart(fields, { name: 'values.csv', content });
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export async function readImport(t: TestApp, token: string, id: string): Promise<BulkImport> {
  return envelope(await t.app.inject({ url: `/bulk-import/${id}`, headers: bearer(token) })).payload;
}

/** Polls the import until it is completed or failed (within 30 s). */
export async function finished(t: TestApp, token: string, id: string): Promise<BulkImport> {
  for (let i = 0; i < 600; i++) {
    const view = await readImport(t, token, id);
    if (view.status === 'completed' || view.status === 'failed') return view;
    await sleep(50);
  }
  throw new Error(`Import ${id} did not finish`);
}

/** Starts an import from a URL and waits for its end. */
export async function importAndWait(
  t: TestApp,
  token: string,
  path: string,
  url: string,
): Promise<BulkImport> {
  const res = await importFromUrl(t, token, path, url);
  if (res.statusCode !== 200) throw new Error(`Import refused: ${res.statusCode} ${res.body}`);
  return finished(t, token, envelope(res).payload.import_id);
}

/** The report's records, read through its `report_url`. */
export async function reportOf(
  t: TestApp,
  token: string,
  view: BulkImport,
): Promise<Record<string, string>[]> {
  const url = new URL(view.report_url!);
  const res = await t.app.inject({ url: url.pathname, headers: bearer(token) });
  if (res.statusCode !== 200) throw new Error(`Report: ${res.statusCode} ${res.body}`);
  return parse(res.body, { columns: true });
}

/** The values of a column as GET returns them: `value:syn1|syn2`. */
export async function valuesOf(
  t: TestApp,
  token: string,
  handle: string,
  columnId: string,
): Promise<string[]> {
  const res = await t.app.inject({ url: `/template/${handle}/column/${columnId}`, headers: bearer(token) });
  const values = envelope(res).payload.type.list_of_values_data_type?.values ?? [];
  return values.map(
    (v: { value: string; synonyms: string[] | null }) => `${v.value}:${(v.synonyms ?? []).join('|')}`,
  );
}
