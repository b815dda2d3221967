/**
 * The private-network refusal sends the operator to the documentation: the file and section it
 * names exist, and explain FERRY_OUTBOUND_ALLOWLIST (its entries and how to set it).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { privateAddress } from '../../src/outbound/guarded-agent.ts';

const root = path.join(import.meta.dirname, '..', '..');

/** GitHub's anchor of a heading: lower case, punctuation but `-` and `_` dropped, spaces to `-`. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The text of the section whose heading has this anchor, up to the next heading of its level or above. */
function section(markdown: string, anchor: string): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex(
    (line) => /^#{1,6} /.test(line) && anchorOf(line.replace(/^#+ /, '')) === anchor,
  );
  if (start === -1) return null;
  const level = /^#+/.exec(lines[start]!)![0].length;
  const end = lines.findIndex((line, i) => i > start && new RegExp(`^#{1,${level}} `).test(line));
  return lines.slice(start, end === -1 ? undefined : end).join('\n');
}

describe('the private-network refusal', () => {
  it('names FERRY_OUTBOUND_ALLOWLIST and a section of the docs that explains it', () => {
    const message = privateAddress('files.lan', '10.0.0.7').message;
    expect(message).toContain('FERRY_OUTBOUND_ALLOWLIST');
    const link = /\((docs\/[\w./-]+\.md)#([\w-]+)\)/.exec(message);
    expect(link, message).not.toBeNull();
    const [, file = '', anchor = ''] = link!;
    expect(existsSync(path.join(root, file)), file).toBe(true);
    const text = section(readFileSync(path.join(root, file), 'utf8'), anchor);
    expect(text, `${file}#${anchor}`).not.toBeNull();
    expect(text).toContain('FERRY_OUTBOUND_ALLOWLIST=');
    expect(text).toMatch(/comma-separated/);
    expect(text).toMatch(/CIDR/);
    expect(text).toMatch(/ferry worker/);
  });
});
