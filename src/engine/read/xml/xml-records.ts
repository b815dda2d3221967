import type { KeyedRecord } from '../keyed-table.ts';
import { strictXmlParser } from './strict-parser.ts';

interface Open {
  /** Field name relative to the record (`address.city`); '' for the record element itself. */
  field: string;
  text: string;
  hasChildren: boolean;
}

/**
 * Turns XML text chunks into records: every element at `recordPath` is a row; its attributes and
 * descendants are fields named by their dotted path below it (`address.city`, `address.type` for
 * an attribute). A leaf keeps its text as written; an element with children keeps its own text
 * only when it is not blank. A field repeated inside one record becomes a JSON array of its values.
 */
export class XmlRecordReader {
  private readonly parser = strictXmlParser();
  private readonly stack: string[] = [];
  private open: Open[] = [];
  private line = 0;
  private values = new Map<string, string[]>();
  private done: KeyedRecord[] = [];

  constructor(recordPath: string) {
    const depth = recordPath.split('/').length - 1;
    this.parser.on('opentag', (tag) => {
      this.stack.push(tag.name);
      const inRecord = this.open.length > 0;
      if (!inRecord && (this.stack.length !== depth || `/${this.stack.join('/')}` !== recordPath)) return;
      const parent = this.open.at(-1);
      if (parent) parent.hasChildren = true;
      const field = parent ? (parent.field ? `${parent.field}.${tag.name}` : tag.name) : '';
      if (!parent) this.line = this.parser.line;
      this.open.push({ field, text: '', hasChildren: false });
      for (const [name, value] of Object.entries(tag.attributes))
        this.add(field ? `${field}.${name}` : name, String(value));
    });
    this.parser.on('text', (text) => this.addText(text));
    this.parser.on('cdata', (text) => this.addText(text));
    this.parser.on('closetag', () => {
      this.stack.pop();
      const element = this.open.pop();
      if (!element) return;
      // The record element's own text, like any element with children, counts only when not blank.
      const leaf = !element.hasChildren && element.field !== '';
      const text = leaf ? element.text : element.text.trim();
      if (leaf || text !== '') this.add(element.field || recordName(recordPath), text);
      if (this.open.length === 0) this.finishRecord();
    });
  }

  /** Parses a chunk; returns the records it completed. */
  push(text: string): KeyedRecord[] {
    this.parser.write(text);
    const done = this.done;
    this.done = [];
    return done;
  }

  /** Checks that the document is complete. */
  end(): KeyedRecord[] {
    this.parser.close();
    return this.push('');
  }

  private addText(text: string): void {
    const element = this.open.at(-1);
    if (element) element.text += text;
  }

  private add(field: string, value: string): void {
    const list = this.values.get(field);
    if (list) list.push(value);
    else this.values.set(field, [value]);
  }

  private finishRecord(): void {
    const values = new Map<string, string>();
    for (const [field, list] of this.values)
      values.set(field, list.length === 1 ? list[0]! : JSON.stringify(list));
    this.done.push({ line: this.line, values });
    this.values = new Map();
  }
}

function recordName(recordPath: string): string {
  return recordPath.slice(recordPath.lastIndexOf('/') + 1);
}
