/**
 * exceljs, loaded on first use. Importing it takes about 0.28 s at start-up (a 200k-row CSV run's
 * profile), which every CSV and JSON transformation paid without ever touching a workbook.
 */
import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';

const require = createRequire(import.meta.url);
let loaded: typeof ExcelJSModule | null = null;

export function exceljs(): typeof ExcelJSModule {
  loaded ??= require('exceljs') as typeof ExcelJSModule;
  return loaded;
}
