/**
 * XLSX through exceljs's streaming writer: rows are committed as they come, so memory stays flat.
 * A header row of technical names, then the rows. Numeric-looking values of `number` columns are
 * written as numbers (so spreadsheets can sum them); everything else, dates included, as the text
 * the template formatted, which a number format could otherwise alter.
 */
import { once } from 'node:events';
import { exceljs } from '../exceljs.ts';
import { JSON_NUMBER, type WriterFactory } from './target-writer.ts';
import { xmlSafe } from './xml-text.ts';

export const writeXlsx: WriterFactory = (format, columns, out, stats) => {
  const workbook = new (exceljs().stream.xlsx.WorkbookWriter)({
    stream: out,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(format.xls.sheet_name);
  const numeric = columns.map((c) => c.kind === 'number');
  let row = 0;
  const onInvalid = (count: number, first: string) => stats.unencodable(count, first, row);
  sheet.addRow(columns.map((c) => xmlSafe(c.technical_name, onInvalid))).commit();
  return {
    writeRow(values) {
      row += 1;
      const cells = columns.map((_, i) => {
        const value = values[i] ?? '';
        if (value === '') return null;
        return numeric[i] && JSON_NUMBER.test(value) ? Number(value) : xmlSafe(value, onInvalid);
      });
      sheet.addRow(cells).commit();
      // exceljs gives no backpressure of its own; waiting on the target stream bounds its buffers.
      if (out.writableNeedDrain) return once(out, 'drain').then(() => undefined);
    },
    async end() {
      sheet.commit();
      await workbook.commit();
    },
  };
};
