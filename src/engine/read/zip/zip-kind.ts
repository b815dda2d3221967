/**
 * What a ZIP archive holds, told from its first bytes (the local headers of its first entries),
 * never from the file name. An OpenDocument file starts with an uncompressed `mimetype` entry
 * naming its kind; Office Open XML files (.xlsx, .docx, .pptx) are told by their part names.
 */

const OPENDOCUMENT = 'application/vnd.oasis.opendocument.';

/**
 * The kind of an OpenDocument file by its mimetype, for the message refusing those not tables
 * (`exception.source.looks_like` names each kind).
 */
const OPENDOCUMENT_KINDS: Record<string, string> = {
  text: 'odt',
  presentation: 'odp',
  graphics: 'odg',
  chart: 'odc',
  formula: 'odf',
};

const OFFICE_PARTS: ReadonlyArray<[string, string]> = [
  ['word/', 'docx'],
  ['ppt/', 'pptx'],
];

export type ZipKind =
  | { kind: 'ods' }
  | { kind: 'xlsx' }
  /** Not a spreadsheet: `what` is its kind, named by the message (`exception.source.looks_like`). */
  | { kind: 'other'; what: string };

export function zipKind(head: Buffer): ZipKind {
  const mimetype = firstEntry(head, 'mimetype');
  if (mimetype?.startsWith(OPENDOCUMENT)) {
    const sub = mimetype.slice(OPENDOCUMENT.length);
    if (sub === 'spreadsheet' || sub === 'spreadsheet-template') return { kind: 'ods' };
    return {
      kind: 'other',
      what: OPENDOCUMENT_KINDS[sub.replace(/-template$/, '')] ?? 'opendocument',
    };
  }
  const text = head.toString('latin1');
  if (!text.includes('xl/')) {
    for (const [prefix, what] of OFFICE_PARTS) if (text.includes(prefix)) return { kind: 'other', what };
  }
  return { kind: 'xlsx' };
}

/** The content of the archive's first entry when it has this name and is stored uncompressed. */
function firstEntry(head: Buffer, name: string): string | null {
  if (head.length < 30) return null;
  const method = head.readUInt16LE(8);
  const size = head.readUInt32LE(18);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  if (method !== 0 || nameLength !== name.length || size > 200) return null;
  if (head.toString('latin1', 30, 30 + nameLength) !== name) return null;
  const start = 30 + nameLength + extraLength;
  return head.toString('latin1', start, start + size).trim();
}
