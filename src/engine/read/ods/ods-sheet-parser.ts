/**
 * Streams the rows of one sheet out of an OpenDocument spreadsheet's `content.xml`, chunk by chunk
 * through saxes (../xml/strict-parser.ts, which refuses entity declarations), so that memory holds
 * one chunk's rows whatever the size of the sheet. Sheets are the `table:table` elements in tab
 * order; rows and cells expand their repeat counts within ./ods-limits.ts. Element names are
 * matched with the prefixes every OpenDocument writer uses (`table:`, `text:`, `office:`).
 */
import type { RawRecord } from '../raw-record.ts';
import { SourceError } from '../source-error.ts';
import { strictXmlParser } from '../xml/strict-parser.ts';
import { type CellAttributes, odsCellText } from './ods-cell-text.ts';
import { MAX_COLUMNS, MAX_REPEATED_CELLS } from './ods-limits.ts';

/** A row as written, with the number of times it repeats: copies are made as they are read. */
export interface RowRun {
  record: RawRecord;
  repeat: number;
}

/** Decides, from its name and 1-based position, whether a sheet is the one to read. */
export type SheetChoice = (name: string, position: number) => boolean;

/** A run of spaces (`<text:s text:c="…"/>`) longer than this is cut: it only pads text. */
const MAX_SPACES = 1000;
const CELLS = new Set(['table:table-cell', 'table:covered-table-cell']);
const PARAGRAPHS = new Set(['text:p', 'text:h']);
/** Comments and drawings sit inside cells but are not their value. */
const SKIPPED = /^(office:annotation|draw:)/;

export class OdsSheetParser {
  private readonly parser = strictXmlParser();
  /** Names of the sheets met so far, in tab order. */
  readonly names: string[] = [];
  /** Name of the sheet being read, once found. */
  chosen: string | null = null;
  /** True once the chosen sheet has ended: the rest of the file need not be read. */
  done = false;
  private inSheet = false;
  private row = 0;
  private rowRepeat = 1;
  private cells: string[] = [];
  private column = 0;
  private cell: CellAttributes | null = null;
  private text = '';
  private paragraphs = 0;
  private inParagraph = 0;
  private skipping = 0;
  private made = 0;
  private runs: RowRun[] = [];

  constructor(choose: SheetChoice) {
    this.parser.on('opentag', (tag) => {
      const name = tag.name;
      const attributes = tag.attributes as Record<string, string>;
      if (this.skipping > 0 || SKIPPED.test(name)) {
        if (!tag.isSelfClosing) this.skipping++;
        return;
      }
      if (name === 'table:table') {
        const sheet = attributes['table:name'] ?? `Sheet${this.names.length + 1}`;
        this.names.push(sheet);
        if (this.chosen === null && choose(sheet, this.names.length)) {
          this.chosen = sheet;
          this.inSheet = true;
        }
      } else if (!this.inSheet) {
      } else if (name === 'table:table-row') {
        this.rowRepeat = repeat(attributes['table:number-rows-repeated']);
        this.cells = [];
        this.column = 0;
      } else if (CELLS.has(name)) {
        this.cell = attributes;
        this.text = '';
        this.paragraphs = 0;
        if (tag.isSelfClosing) this.endCell();
      } else if (this.cell !== null) this.openInCell(name, attributes);
    });
    this.parser.on('text', (text) => {
      if (this.inParagraph > 0 && this.skipping === 0) this.text += text;
    });
    this.parser.on('closetag', (tag) => {
      if (this.skipping > 0) {
        if (!tag.isSelfClosing) this.skipping--;
        return;
      }
      if (!this.inSheet || tag.isSelfClosing) return;
      if (PARAGRAPHS.has(tag.name)) this.inParagraph--;
      else if (CELLS.has(tag.name)) this.endCell();
      else if (tag.name === 'table:table-row') this.endRow();
      else if (tag.name === 'table:table') {
        this.inSheet = false;
        this.done = true;
      }
    });
  }

  /** Parses a chunk of `content.xml`; returns the non-empty rows it completed. */
  push(text: string): RowRun[] {
    this.parser.write(text);
    const runs = this.runs;
    this.runs = [];
    return runs;
  }

  /** Ends the document; throws when it was cut short. */
  end(): RowRun[] {
    this.parser.close();
    return this.push('');
  }

  private openInCell(name: string, attributes: Record<string, string>): void {
    if (PARAGRAPHS.has(name)) {
      if (this.paragraphs++ > 0) this.text += '\n';
      this.inParagraph++;
    } else if (this.inParagraph === 0) {
    } else if (name === 'text:s') this.text += ' '.repeat(Math.min(repeat(attributes['text:c']), MAX_SPACES));
    else if (name === 'text:tab') this.text += '\t';
    else if (name === 'text:line-break') this.text += '\n';
  }

  private endCell(): void {
    const attributes = this.cell!;
    this.cell = null;
    const count = repeat(attributes['table:number-columns-repeated']);
    const text = odsCellText(attributes, this.text);
    if (text === '') {
      this.column += count;
      return;
    }
    if (this.column + count > MAX_COLUMNS) {
      throw SourceError.of('ods_column_past_end', { sheet: String(this.chosen), max: MAX_COLUMNS });
    }
    this.spend(this.column - this.cells.length + count - 1);
    while (this.cells.length < this.column) this.cells.push('');
    for (let i = 0; i < count; i++) this.cells.push(text);
    this.column += count;
  }

  private endRow(): void {
    const count = this.rowRepeat;
    if (this.cells.length > 0) {
      this.spend((count - 1) * this.cells.length);
      this.runs.push({
        record: { number: this.row + 1, line: this.row + 1, cells: this.cells },
        repeat: count,
      });
    }
    this.row += count;
  }

  /** Counts cells made from repeat counts, and refuses the sheet past the bound. */
  private spend(cells: number): void {
    this.made += cells;
    if (this.made > MAX_REPEATED_CELLS) {
      // `{max, number}`: grouped by the reader's language, 10,000,000 in English as before.
      throw SourceError.of('ods_repeats', { sheet: String(this.chosen), max: MAX_REPEATED_CELLS });
    }
  }
}

function repeat(value: string | undefined): number {
  const count = value === undefined ? 1 : Number(value);
  return Number.isInteger(count) && count >= 1 ? count : 1;
}
