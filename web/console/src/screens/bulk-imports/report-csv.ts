/**
 * Reads the violation report of an import (CSV `line,field,value,message`, RFC 4180 quoting) into
 * rows for the table. Only the first `limit` problems are kept: the table is for reading, the CSV
 * download has them all. The CSV reader is loaded with the first report, not with the console.
 */
export interface ReportLine {
  line: string;
  field: string;
  value: string;
  message: string;
}

export async function readReport(
  text: string,
  limit: number,
): Promise<{ lines: ReportLine[]; total: number }> {
  const { parse } = await import('csv-parse/browser/esm/sync');
  // Relaxed column counts: a short or ragged line is still shown, with its missing cells empty.
  const records: string[][] = parse(text, {
    relax_column_count: true,
    skip_empty_lines: true,
    record_delimiter: ['\r\n', '\n', '\r'],
  });
  const body = records[0]?.[0] === 'line' ? records.slice(1) : records;
  const lines = body
    .filter((record) => record.some((cell) => cell !== ''))
    .map(([line = '', field = '', value = '', message = '']) => ({ line, field, value, message }));
  return { lines: lines.slice(0, limit), total: lines.length };
}
