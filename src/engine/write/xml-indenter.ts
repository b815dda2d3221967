/**
 * Re-serializes an XML document with indentation as it streams through (saxes, strict). The
 * output is UTF-8 and declares it; whitespace-only text between elements is dropped and an
 * element with text keeps its content on one line. Throws at the first well-formedness error.
 */
import { SaxesParser } from 'saxes';

const escapeText = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (t: string) => escapeText(t).replace(/"/g, '&quot;');

export class XmlIndenter {
  private readonly parser = new SaxesParser();
  private out = '';
  private started = false;
  private openTagPending = false;
  /** Per open element: whether it holds text (then nothing inside is indented). */
  private readonly textual: boolean[] = [];

  constructor(private readonly indent = '  ') {
    const p = this.parser;
    p.on('error', (error) => {
      throw error;
    });
    p.on('xmldecl', (decl) => {
      const standalone = decl.standalone ? ` standalone="${decl.standalone}"` : '';
      this.emit(`<?xml version="${decl.version ?? '1.0'}" encoding="UTF-8"${standalone}?>`, true);
    });
    p.on('doctype', (doctype) => this.emit(`<!DOCTYPE${doctype}>`, true));
    p.on('processinginstruction', (pi) => this.emit(`<?${pi.target}${pi.body ? ` ${pi.body}` : ''}?>`, true));
    p.on('comment', (comment) => this.emit(`<!--${comment}-->`, true));
    p.on('opentag', (tag) => {
      const attributes = Object.entries(tag.attributes as Record<string, string>)
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      this.emit(`<${tag.name}${attributes}`, true);
      this.textual.push(false);
      this.openTagPending = true;
    });
    p.on('text', (text) => {
      if (this.textual.length === 0 || text.trim() === '') return;
      this.emit(escapeText(text), false);
      this.textual[this.textual.length - 1] = true;
    });
    p.on('cdata', (cdata) => {
      this.emit(`<![CDATA[${cdata}]]>`, false);
      this.textual[this.textual.length - 1] = true;
    });
    p.on('closetag', (tag) => {
      const textual = this.textual.pop();
      if (this.openTagPending) {
        this.out += '/>';
        this.openTagPending = false;
      } else this.emit(`</${tag.name}>`, !textual);
    });
  }

  /** Writes `text`, on a new indented line unless inside an element that holds text. */
  private emit(text: string, block: boolean): void {
    if (this.openTagPending) {
      this.out += '>';
      this.openTagPending = false;
    }
    const inText = this.textual.at(-1) === true;
    if (block && !inText && this.started) this.out += `\n${this.indent.repeat(this.textual.length)}`;
    this.out += text;
    this.started = true;
  }

  push(chunk: string): string {
    this.parser.write(chunk);
    const text = this.out;
    this.out = '';
    return text;
  }

  end(): string {
    this.parser.close();
    return `${this.out}\n`;
  }
}
