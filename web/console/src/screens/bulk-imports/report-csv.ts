/**
 * Reads the violation report of an import (CSV `line,field,value,message`, RFC 4180 quoting) into
 * rows for the table. Only the first `limit` problems are kept: the table is for reading, the CSV
 * download has them all.
 */
export interface ReportLine {
  line: string;
  field: string;
  value: string;
  message: string;
}

export function readReport(text: string, limit: number): { lines: ReportLine[]; total: number } {
  const records = parseCsv(text);
  const body = records[0]?.[0] === 'line' ? records.slice(1) : records;
  const lines = body
    .filter((record) => record.some((cell) => cell !== ''))
    .map(([line = '', field = '', value = '', message = '']) => ({ line, field, value, message }));
  return { lines: lines.slice(0, limit), total: lines.length };
}

function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || record.length) records.push([...record, cell]);
  return records;
}
