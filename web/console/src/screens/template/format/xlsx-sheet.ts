/**
 * Reads the XLSX the format test answers (base64) back into its sheet's name and cells, to show it
 * as a table. The server's writer uses inline strings and one sheet; the file is a ZIP whose
 * entries are read through the central directory and inflated with the browser's own
 * DecompressionStream.
 */

export interface Sheet {
  name: string;
  rows: string[][];
}

export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The ZIP's entries by name, as their stored bytes and method (0 stored, 8 deflated). */
function zipEntries(bytes: Uint8Array<ArrayBuffer>) {
  const view = new DataView(bytes.buffer);
  let end = bytes.length - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) end--;
  if (end < 0) throw new Error('not a zip file');
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, { method: number; data: Uint8Array<ArrayBuffer> }>();
  for (let i = 0; i < count; i++) {
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    entries.set(name, { method, data: bytes.slice(start, start + size) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

async function text(entry: { method: number; data: Uint8Array<ArrayBuffer> } | undefined): Promise<string> {
  if (!entry) return '';
  if (entry.method === 0) return new TextDecoder().decode(entry.data);
  const stream = new Blob([entry.data]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).text();
}

/** Column index of a cell reference (`C7` → 2). */
function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference.replace(/\d+$/, '')) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

export async function readSheet(base64: string): Promise<Sheet> {
  const entries = zipEntries(base64Bytes(base64));
  const parse = async (name: string) =>
    new DOMParser().parseFromString(await text(entries.get(name)), 'application/xml');
  const workbook = await parse('xl/workbook.xml');
  const name = workbook.getElementsByTagName('sheet')[0]?.getAttribute('name') ?? '';
  const sheetName = [...entries.keys()].find((entry) => /^xl\/worksheets\/sheet\d+\.xml$/.test(entry)) ?? '';
  const shared = [...(await parse('xl/sharedStrings.xml')).getElementsByTagName('si')].map(
    (si) => si.textContent ?? '',
  );
  const sheet = await parse(sheetName);
  const rows = [...sheet.getElementsByTagName('row')].map((row) => {
    const cells: string[] = [];
    for (const cell of row.getElementsByTagName('c')) {
      const value = cell.getElementsByTagName('v')[0]?.textContent ?? '';
      const inline = cell.getElementsByTagName('is')[0]?.textContent;
      const shown = cell.getAttribute('t') === 's' ? (shared[Number(value)] ?? '') : (inline ?? value);
      cells[columnIndex(cell.getAttribute('r') ?? 'A')] = shown;
    }
    return Array.from(cells, (cell) => cell ?? '');
  });
  return { name, rows };
}
