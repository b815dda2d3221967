/**
 * Which attachments Ferry takes: those whose name ends with an extension its readers open. Others
 * (a signature image, a PDF) are passed over; a message with none of the readable kind is refused.
 */

export const READABLE_EXTENSIONS = ['csv', 'tsv', 'txt', 'xlsx', 'xls', 'ods', 'json', 'xml'] as const;

/**
 * The bare name of a readable attachment, or null. A sender's mail client may send a Windows path
 * (`C:\exports\orders.csv`) as the name: only its last segment is kept, without control characters,
 * at most 255 characters.
 */
export function readableAttachmentName(fileName: string | undefined): string | null {
  if (!fileName) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const base = (fileName.split(/[/\\]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base || base === '.' || base === '..') return null;
  const extension = /\.([A-Za-z]+)$/.exec(base)?.[1]?.toLowerCase();
  if (!extension || !(READABLE_EXTENSIONS as readonly string[]).includes(extension)) return null;
  return [...base].length > 255 ? [...base].slice(-255).join('') : base;
}
