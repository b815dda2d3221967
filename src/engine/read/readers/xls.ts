import { open } from 'node:fs/promises';
import CFB from 'cfb';
import type { RawRecord } from '../raw-record.ts';
import { isWantedSheet, noSuchSheet } from '../sheet-choice.ts';
import { SourceError } from '../source-error.ts';
import { WORKBOOK_BATCH, workbookReader } from '../workbook-reader.ts';
import { incomplete } from '../xls/biff-stream.ts';
import { sheetRows } from '../xls/xls-sheet.ts';
import { readWorkbook, tooOld } from '../xls/xls-workbook.ts';

/**
 * A compound file is read whole into memory (its streams are chains of sectors spread over the
 * file). Excel 97–2003 sheets hold at most 65,536 rows of 256 columns; 100 MB is more than such
 * workbooks reach in practice, and bounds what one read holds outside the thread's heap limit.
 */
export const MAX_XLS_BYTES = 100 * 1024 * 1024;

const MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Compound files that are not Excel workbooks, by a stream only they hold, and their refusal. */
const OTHER_DOCUMENTS: ReadonlyArray<[string, () => SourceError]> = [
  ['WordDocument', () => SourceError.of('looks_like', { kind: 'doc' })],
  ['PowerPoint Document', () => SourceError.of('looks_like', { kind: 'ppt' })],
  ['EncryptedPackage', () => SourceError.of('office_password')],
];

/**
 * Excel 97–2003 workbooks (.xls, BIFF8): the compound file is opened by `cfb`, its `Workbook`
 * stream read by Ferry's own BIFF8 cell reader (../xls/). The file is parsed again for each read.
 */
export const reader = workbookReader('xls', sheetRecords);

async function* sheetRecords(
  path: string,
  wanted: string | number | undefined,
  chosen: (name: string) => void,
): AsyncGenerator<RawRecord[]> {
  const stream = await workbookStream(path);
  let workbook: ReturnType<typeof readWorkbook>;
  let rows: RawRecord[];
  try {
    workbook = readWorkbook(stream);
    const tabs = workbook.sheets.map((sheet) => sheet.name);
    const sheet = workbook.sheets.find((s, i) => isWantedSheet(s.name, i + 1, wanted, tabs));
    if (sheet === undefined) {
      if (tabs.length === 0) throw SourceError.of('xls_no_worksheet');
      throw noSuchSheet(wanted, tabs);
    }
    chosen(sheet.name);
    rows = sheetRows(stream, sheet.offset, workbook);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw damaged(error as Error);
  }
  for (let at = 0; at < rows.length; at += WORKBOOK_BATCH) yield rows.slice(at, at + WORKBOOK_BATCH);
}

/** The BIFF stream of the compound file, or a refusal naming what the file is instead. */
export async function workbookStream(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  let bytes: Buffer;
  try {
    const { size } = await file.stat();
    if (size > MAX_XLS_BYTES) {
      throw SourceError.of('xls_too_large', { mb: MAX_XLS_BYTES / 1024 / 1024 });
    }
    bytes = await file.readFile();
  } finally {
    await file.close();
  }
  if (!bytes.subarray(0, MAGIC.length).equals(MAGIC)) throw SourceError.of('not_xls');
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(bytes, { type: 'buffer' });
  } catch (error) {
    // A compound file is whole sectors of 512 bytes (or 4,096) after its 512-byte header.
    throw bytes.length % 512 === 0 ? damaged(error as Error) : incomplete();
  }
  const entry = CFB.find(container, 'Workbook');
  if (entry?.content && entry.content.length > 0) return Buffer.from(entry.content as Uint8Array);
  if (CFB.find(container, 'Book')) throw tooOld();
  for (const [name, refusal] of OTHER_DOCUMENTS) if (CFB.find(container, name)) throw refusal();
  throw SourceError.of('compound_not_excel');
}

/**
 * A compound file cut short, or damaged, loses sectors that its directory still points at, which
 * `cfb` reports in its own terms (a sector chain, a property of undefined): not for the sender.
 */
function damaged(error: Error): SourceError {
  if (error instanceof RangeError) return incomplete();
  return SourceError.of('xls_damaged');
}
