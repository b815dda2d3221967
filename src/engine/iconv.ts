/**
 * iconv-lite as the engine uses it, with one correction: Mac Roman's byte 0xDB is `€`.
 *
 * iconv-lite's `macintosh` table is the original Mac OS Roman, where 0xDB is the currency sign
 * `¤`. Apple gave that byte to the euro in Mac OS 8.5 (1998), and every Mac Roman file a sender
 * has today means `€` by it, so a price column read as `12 ¤` would be a silent loss. Reading and
 * writing both go through this module, so `€` round-trips and `¤` has no byte (it is reported as
 * unencodable like any other character outside the table).
 */
import iconv from 'iconv-lite';

const EURO_BYTE = 0xdb;

interface SingleByteTable {
  type: '_sbcs';
  chars: string;
}

function giveMacRomanTheEuro(): void {
  iconv.getCodec('macintosh'); // loads iconv-lite's tables
  const internals = iconv as unknown as {
    encodings: Record<string, SingleByteTable>;
    _codecDataCache: Record<string, unknown>;
  };
  const table = internals.encodings.macintosh;
  if (table?.type !== '_sbcs' || table.chars.length !== 128) {
    throw new Error('iconv-lite no longer has the Mac Roman table this module corrects.');
  }
  const at = EURO_BYTE - 0x80;
  internals.encodings.macintosh = {
    ...table,
    chars: `${table.chars.slice(0, at)}€${table.chars.slice(at + 1)}`,
  };
  delete internals._codecDataCache.macintosh;
}

giveMacRomanTheEuro();

export default iconv;
