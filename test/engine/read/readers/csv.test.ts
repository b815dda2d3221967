import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { csvRecords } from '../../../../src/engine/read/readers/csv.ts';

const TEXT = 'nom,ville\r\n"Zoë ""Z""","Kraków,\r\nPL"\r\n€uro,𝄞 clef\r\n';

async function parseBytes(bytes: Buffer, size: number, encoding: string) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const records = [];
  for await (const batch of csvRecords(chunks, encoding, ','))
    records.push(...batch.map((r) => [r.line, r.cells]));
  return records;
}

describe('csvRecords', () => {
  it.each(['utf-8', 'utf-16le', 'utf-16be', 'utf-32le'])(
    'decodes %s fed byte by byte, across multi-byte characters, quotes and CRLFs',
    async (encoding) => {
      const bytes = iconv.encode(TEXT, encoding, { addBOM: true });
      const expected = [
        [1, ['nom', 'ville']],
        [2, ['Zoë "Z"', 'Kraków,\r\nPL']],
        [4, ['€uro', '𝄞 clef']],
      ];
      for (const size of [1, 2, 3, 5]) expect(await parseBytes(bytes, size, encoding)).toEqual(expected);
    },
  );
});
