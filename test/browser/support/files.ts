/**
 * The files a sender brings in the browser tests, written to a temporary folder: a Latin-1 CSV
 * with `;`, an XLSX whose data sits on its second sheet under a title row, and a JSON array.
 * Each has two cells to fix (a bad e-mail, a missing name) and a country to map by value.
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

export interface SenderFiles {
  dir: string;
  csv: string;
  xlsx: string;
  json: string;
}

/** Header and rows shared by the three files (the French names stress the encodings). */
export const HEADER = ['Courriel', 'Nom', 'Pays', 'Ville'];
export const ROWS = [
  ['zoe@example.fr', 'Zoé Lefèvre', 'France', 'Montréal'],
  ['not-an-email', 'Jürgen Groß', 'Allemagne', 'München'],
  ['ines@example.es', '', 'Espagne', 'Sevilla'],
  ['noel@example.fr', 'Noël Château', 'France', 'Besançon'],
];

export async function writeSenderFiles(): Promise<SenderFiles> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ferry-browser-files-'));
  const csv = path.join(dir, 'contacts-latin1.csv');
  const text = `${[HEADER, ...ROWS].map((row) => row.join(';')).join('\r\n')}\r\n`;
  await writeFile(csv, iconv.encode(text, 'latin1'));

  const xlsx = path.join(dir, 'contacts.xlsx');
  const workbook = new ExcelJS.Workbook();
  const notes = workbook.addWorksheet('Notes');
  notes.addRow(['This sheet holds notes, not contacts']);
  const sheet = workbook.addWorksheet('Contacts');
  sheet.addRow(['Contacts exported on 2026-11-25']);
  sheet.addRow(HEADER);
  for (const row of ROWS) sheet.addRow(row);
  await workbook.xlsx.writeFile(xlsx);

  const json = path.join(dir, 'contacts.json');
  const records = ROWS.map((row) => Object.fromEntries(HEADER.map((name, i) => [name, row[i]])));
  await writeFile(json, JSON.stringify(records, null, 2));
  return { dir, csv, xlsx, json };
}
