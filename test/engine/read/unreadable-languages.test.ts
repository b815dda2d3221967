/**
 * Why a damaged file cannot be read, in the reader's language: the reason keeps its catalog code
 * and values (`exception.source.*`), in place and across an engine thread, so that a French run
 * fails with French `details` while an API caller who asks nothing reads the same English.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/domain/messages/index.ts';
import { openSource } from '../../../src/engine/read/open-source.ts';
import { SourceError } from '../../../src/engine/read/source-error.ts';
import { runInThread } from '../../../src/engine/tasks/run-task.ts';
import { tempPath } from './temp-files.ts';

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)));

/** The error a read of `path` fails with. */
async function refusal(reading: Promise<unknown>): Promise<SourceError> {
  const error = await reading.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SourceError);
  return error as SourceError;
}

let cutXlsx: string;

beforeAll(async () => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  sheet.addRow(['id', 'name']);
  for (let i = 1; i <= 200; i++) sheet.addRow([i, `name ${i}`]);
  const whole = tempPath('whole-fr.xlsx');
  await workbook.xlsx.writeFile(whole);
  const bytes = readFileSync(whole);
  cutXlsx = tempPath('cut-fr.xlsx');
  writeFileSync(cutXlsx, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
});

describe('a damaged file, said in French', () => {
  it('names a ZIP workbook cut short', async () => {
    const error = await refusal(openSource(cutXlsx));
    expect(error.message).toBe(
      'The workbook is incomplete: the file was cut short (was the upload interrupted?).',
    );
    expect(errorMessage(error, 'en')).toBe(error.message);
    expect(errorMessage(error, 'fr')).toBe(
      'Le classeur est incomplet : le fichier a été tronqué (l’envoi a-t-il été interrompu ?).',
    );
  });

  it('names an Excel 97–2003 workbook whose parts are missing', async () => {
    const path = tempPath('sectors-fr.xls');
    writeFileSync(path, fixture('book.xls').subarray(0, 512 * 9));
    const error = await refusal(openSource(path));
    expect(errorMessage(error, 'fr')).toBe(
      'Le classeur Excel 97–2003 (.xls) est endommagé : ses parties sont introuvables (l’envoi a-t-il été interrompu ?).',
    );
    expect(errorMessage(error, 'de')).toMatch(/^Die Excel-97–2003-Arbeitsmappe \(\.xls\) ist beschädigt/);
  });

  it('names a JSON record that is not an object, with its line', async () => {
    const path = tempPath('scalar-fr.json');
    writeFileSync(path, '[\n{"a": 1},\n42\n]\n');
    const error = await refusal(openSource(path));
    expect(error.message).toBe('Line 3: Each JSON record must be an object, like {"name": "value"}.');
    expect(errorMessage(error, 'fr')).toBe(
      'Ligne 3 : Chaque enregistrement JSON doit être un objet, comme {"name": "value"}.',
    );
  });

  it('keeps its code and values when it comes back from an engine thread', async () => {
    const error = await refusal(runInThread('scan', { sourcePath: cutXlsx, options: {} }));
    expect(error.code).toBe('exception.source.zip_incomplete');
    expect(errorMessage(error, 'es')).toBe(
      'El libro está incompleto: el archivo quedó cortado (¿se interrumpió la subida?).',
    );
  });
});
