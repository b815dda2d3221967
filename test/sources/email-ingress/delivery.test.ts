/**
 * Mail a partner sends to a source's address reaches the port with every readable attachment,
 * byte for byte and under the name the sender gave, and leaves no scratch file behind.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAIN, startIngress, type TestIngress } from './support/ingress.ts';

const ADDRESS = `src-a1b2c3d4e5f6@${DOMAIN}`;
// UTF-8 throughout, a BOM, CRLF line ends and a trailing line without one: nothing may change.
const CSV = Buffer.from('\uFEFFnom;été;prix\r\nCrème brûlée;août;4,50\r\nŒuf;déc.;1', 'utf8');

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Commandes');
  sheet.addRow(['référence', 'quantité']);
  sheet.addRow(['A-1', 12]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('e-mail ingress: accepted messages', () => {
  let ingress: TestIngress;
  let scratch: string;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'ingress-scratch-'));
    ingress = await startIngress(
      { [ADDRESS]: { sourceId: 'source-1', allowedSenders: ['*@partner.com'], subjectPattern: null } },
      { scratchRoot: scratch },
    );
  });

  afterAll(async () => {
    await ingress.close();
    await rm(scratch, { recursive: true, force: true });
  });

  const from = 'Orders <orders@partner.com>';

  it('delivers a CSV attachment with a UTF-8 name byte for byte, under that name', async () => {
    const before = ingress.delivered.length;
    await ingress.send({
      from,
      to: ADDRESS,
      subject: 'Commandes de juillet',
      text: 'Le fichier du mois.',
      attachments: [{ filename: 'données été.csv', content: CSV }],
    });
    const message = ingress.delivered[before]!;
    expect(message.source.sourceId).toBe('source-1');
    expect(message.files).toHaveLength(1);
    expect(message.files[0]!.fileName).toBe('données été.csv');
    expect(message.files[0]!.bytes.equals(CSV)).toBe(true);
    expect(message.files[0]!.size).toBe(CSV.length);
    expect(message.meta).toMatchObject({ from: 'orders@partner.com', subject: 'Commandes de juillet' });
    expect(message.meta.messageId).toMatch(/^<.+@.+>$/);
  });

  it('delivers an XLSX attachment byte for byte', async () => {
    const xlsx = await workbook();
    const before = ingress.delivered.length;
    await ingress.send({
      from,
      to: ADDRESS,
      subject: 'x',
      attachments: [{ filename: 'Stock.XLSX', content: xlsx }],
    });
    const file = ingress.delivered[before]!.files[0]!;
    expect(file.fileName).toBe('Stock.XLSX');
    expect(file.bytes.equals(xlsx)).toBe(true);
  });

  it('hands over every readable attachment of one message in one call, and passes over the others', async () => {
    const before = ingress.delivered.length;
    const json = Buffer.from('[{"a":1}]');
    await ingress.send({
      from,
      to: ADDRESS.toUpperCase(),
      subject: 'Deux fichiers',
      attachments: [
        { filename: 'a.csv', content: CSV },
        { filename: 'logo.png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
        { filename: 'C:\\exports\\b.json', content: json },
      ],
    });
    expect(ingress.delivered).toHaveLength(before + 1);
    const files = ingress.delivered[before]!.files;
    expect(files.map((f) => f.fileName)).toEqual(['a.csv', 'b.json']);
    expect(files[1]!.bytes.equals(json)).toBe(true);
  });

  it('takes a text file a mail client attached inline, which is not the body', async () => {
    const before = ingress.delivered.length;
    const txt = Buffer.from('a\tb\r\n1\t2\r\n');
    await ingress.send({
      from,
      to: ADDRESS,
      subject: 'inline',
      text: 'Here is the file.',
      attachments: [{ filename: 'notes.txt', content: txt, contentDisposition: 'inline' }],
    });
    const files = ingress.delivered[before]!.files;
    expect(files.map((f) => f.fileName)).toEqual(['notes.txt']);
    expect(files[0]!.bytes.equals(txt)).toBe(true);
  });

  it('takes messages arriving at the same time on separate connections, each with its own files', async () => {
    const before = ingress.delivered.length;
    const bodies = ['one', 'two', 'three'].map((n) => Buffer.from(`n\r\n${n}\r\n`));
    await Promise.all(
      bodies.map((content, i) =>
        ingress.send({
          from,
          to: ADDRESS,
          subject: `n${i}`,
          attachments: [{ filename: `same.csv`, content }],
        }),
      ),
    );
    const received = ingress.delivered.slice(before);
    expect(received.map((d) => d.meta.subject).sort()).toEqual(['n0', 'n1', 'n2']);
    for (const message of received) {
      expect(message.files[0]!.bytes.equals(bodies[Number(message.meta.subject.slice(1))]!)).toBe(true);
    }
  });

  it('takes a large attachment through scratch files and removes them once handed over', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'ligne;de;données\n');
    const before = ingress.delivered.length;
    await ingress.send({
      from,
      to: ADDRESS,
      subject: 'gros',
      attachments: [{ filename: 'big.tsv', content: big }],
    });
    const file = ingress.delivered[before]!.files[0]!;
    expect(file.bytes.equals(big)).toBe(true);
    expect(file.scratchFile?.startsWith(scratch)).toBe(true);
    expect(await readdir(scratch)).toEqual([]);
  });

  it('logs each accepted message with its source and file names', () => {
    expect(
      ingress.logs.some(
        (line) => line.includes('accepted for source source-1') && line.includes('"données été.csv"'),
      ),
    ).toBe(true);
  });
});
