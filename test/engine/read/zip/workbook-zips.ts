/** Workbooks and ZIP bombs built from their XML parts with a real ZIP writer (yazl). */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

export const MB = 1024 * 1024;

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`;
const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;
const SHEET_START = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>`;
const SHEET_END = '</t></is></c></row></sheetData></worksheet>';

/** A part's content: text, or a number of `0` characters streamed into the sheet's one data cell. */
type Part = string | Buffer | { zeros: number };

/** Writes a ZIP with the given parts, in order (the worksheet first, as in a file exceljs spills). */
export async function writeZip(path: string, parts: Record<string, Part>): Promise<void> {
  const zip = new yazl.ZipFile();
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string' || Buffer.isBuffer(part)) zip.addBuffer(Buffer.from(part), name);
    else zip.addReadStream(zeros(part.zeros), name);
  }
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

function zeros(count: number): Readable {
  const chunk = Buffer.alloc(MB, '0');
  return Readable.from(
    (function* () {
      yield Buffer.from(SHEET_START);
      for (let left = count; left > 0; left -= MB) yield left >= MB ? chunk : chunk.subarray(0, left);
      yield Buffer.from(SHEET_END);
    })(),
  );
}

/** A valid one-sheet workbook whose one data cell holds `zeros` characters `0`. */
export async function writeWorkbook(path: string, zeroCount: number, extra: Record<string, Part> = {}) {
  await writeZip(path, {
    'xl/worksheets/sheet1.xml': { zeros: zeroCount },
    'xl/workbook.xml': WORKBOOK,
    'xl/_rels/workbook.xml.rels': RELS,
    ...extra,
  });
}

/** A part that does not compress: it makes the archive large without expanding. */
export const incompressible = (bytes: number) => randomBytes(bytes);

/**
 * Rewrites the uncompressed size the central directory declares for `name`, as a forged archive
 * would, to make the entry look small.
 */
export async function forgeDeclaredSize(path: string, name: string, size: number): Promise<void> {
  const bytes = await readFile(path);
  for (let at = bytes.length - 22; at >= 0; at--) {
    if (bytes.readUInt32LE(at) !== 0x02014b50) continue;
    const nameLength = bytes.readUInt16LE(at + 28);
    if (bytes.toString('utf8', at + 46, at + 46 + nameLength) === name) {
      bytes.writeUInt32LE(size, at + 24);
      await writeFile(path, bytes);
      return;
    }
  }
  throw new Error(`no central directory entry for ${name}`);
}
