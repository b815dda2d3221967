/** How a feed knows a file it already imported, before reading it when the source says enough. */
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contentIdentity, identityBeforeReading } from '../../../src/services/source-runs/feed-claim.ts';

const stream = Readable.from([]);
const at = new Date('2026-11-02T03:04:05Z');

describe('the identity of a fetched file', () => {
  it('is its path, size and modification time when the server gives all three', () => {
    expect(
      identityBeforeReading({ fileName: 'a.csv', stream, location: '/in/a.csv', size: 12, modifiedAt: at }),
    ).toBe('file:/in/a.csv|12|2026-11-02T03:04:05.000Z');
  });

  it('is the ETag of a URL otherwise, tied to its address', () => {
    expect(
      identityBeforeReading({ fileName: 'a.csv', stream, location: 'https://x.example/a.csv', etag: '"v1"' }),
    ).toBe('etag:https://x.example/a.csv|"v1"');
  });

  it('is left to the bytes when the size, the date or both are missing, or the date cannot be read', () => {
    expect(identityBeforeReading({ fileName: 'a.csv', stream, location: '/in/a.csv', size: 12 })).toBeNull();
    expect(
      identityBeforeReading({
        fileName: 'a.csv',
        stream,
        location: '/in/a.csv',
        size: 12,
        modifiedAt: new Date('x'),
      }),
    ).toBeNull();
    expect(contentIdentity('ab12')).toBe('sha256:ab12');
  });
});
