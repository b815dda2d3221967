/** The pure rules of the ingress: sender patterns, subject patterns and readable attachment names. */
import { describe, expect, it } from 'vitest';
import { readableAttachmentName } from '../../../src/sources/email-ingress/attachment-name.ts';
import { senderAllowed } from '../../../src/sources/email-ingress/sender-match.ts';
import { subjectAccepted } from '../../../src/sources/email-ingress/subject-match.ts';

describe('senderAllowed', () => {
  it.each([
    ['orders@partner.com', ['*@partner.com'], true],
    ['Orders@Partner.COM', ['*@partner.com'], true],
    ['orders@partner.com', ['*@PARTNER.com'], true],
    ['orders@eu.partner.com', ['*@partner.com'], false],
    ['orders@eu.partner.com', ['*@*.partner.com'], true],
    ['orders@partner.com.evil.io', ['*@partner.com'], false],
    ['orders@evilpartner.com', ['*@partner.com'], false],
    ['orders@partner.com', ['orders@partner.com'], true],
    ['sales@partner.com', ['orders@partner.com'], false],
    ['anyone@anywhere.org', ['*'], true],
    ['a?b@partner.com', ['a?b@partner.com'], true],
    ['axb@partner.com', ['a?b@partner.com'], false],
    ['a.b@partner.com', ['a.b@partner.com'], true],
    ['axb@partner.com', ['a.b@partner.com'], false],
    ['x@other.org', ['*@partner.com', 'x@other.org'], true],
    ['', ['*'], false],
  ])('%s against %j: %s', (address, patterns, expected) => {
    expect(senderAllowed(address, patterns)).toBe(expected);
  });

  it('stays fast on a pattern of many stars against a long address', () => {
    // Linear in RE2; a backtracking engine would take ages on this pair.
    expect(senderAllowed(`${'a'.repeat(200)}@x.org`, [`${'*a'.repeat(100)}*b@x.org`])).toBe(false);
  });
});

describe('subjectAccepted', () => {
  it.each([
    ['Stock 2026-07', null, true],
    ['', null, true],
    ['Stock 2026-07', 'Stock', true],
    ['Fwd: Stock 2026-07', 'Stock', true],
    ['Fwd: Stock 2026-07', '^Stock', false],
    ['stock 2026-07', '^Stock', false],
    ['stock 2026-07', '(?i)^stock \\d{4}-\\d{2}$', true],
    ['', '^$', true],
  ])('%j against %j: %s', (subject, pattern, expected) => {
    expect(subjectAccepted(subject, pattern)).toBe(expected);
  });

  it('accepts nothing with a pattern RE2 cannot compile or too large to compile', () => {
    expect(subjectAccepted('a', '(a')).toBe(false);
    expect(subjectAccepted('a', '(?:a{1000}|b{1000}){52}')).toBe(false);
  });
});

describe('readableAttachmentName', () => {
  it.each([
    ['données été.csv', 'données été.csv'],
    ['REPORT.XLSX', 'REPORT.XLSX'],
    ['C:\\exports\\orders.tsv', 'orders.tsv'],
    ['../../etc/data.json', 'data.json'],
    ['a\u0000b\r\n.xml', 'ab.xml'],
    ['old.xls', 'old.xls'],
    ['sheet.ods', 'sheet.ods'],
    ['notes.txt', 'notes.txt'],
    ['report.pdf', null],
    ['archive.csv.zip', null],
    ['csv', null],
    ['.csv', '.csv'],
    ['', null],
    [undefined, null],
  ])('%j: %j', (name, expected) => {
    expect(readableAttachmentName(name)).toBe(expected);
  });

  it('keeps the end of a name longer than 255 characters, extension included', () => {
    const name = readableAttachmentName(`${'é'.repeat(300)}.csv`)!;
    expect([...name]).toHaveLength(255);
    expect(name.endsWith('é.csv')).toBe(true);
  });
});
